extension SentenceBuilder {
    /// An If's conditions in its sentence: one row's input, condition and operands as slots
    /// ("⟦Count⟧ is greater than 3"), or for several Shortcuts' "Any/All of the following are
    /// true" with the count the card can show, and each row on a line of its own.
    func conditions(_ c: Conditional, reader: Action) -> (
        pieces: [ActionSentence.Piece], rows: [[ActionSentence.Piece]]
    ) {
        func slot(_ name: SlotID, _ title: String, _ value: Value?) -> ActionSentence.Piece {
            // Empty text is an empty slot: the editor shows its placeholder, not a pair of quotes.
            .slot(
                name: name, title: title,
                value: value.flatMap { $0 == .text([]) ? nil : show($0, type: nil, reader: reader) })
        }
        // The condition and the match are settings, not values, but slots all the same, so the
        // editor offers them as tokens.
        func setting(_ name: SlotID, _ title: String, _ text: String) -> ActionSentence.Piece {
            .slot(name: name, title: title, value: text.isEmpty ? nil : .constant(text))
        }
        func row(_ index: Int) -> [ActionSentence.Piece] {
            let r = c.rows[index]
            var pieces: [ActionSentence.Piece] = [
                slot(c.slot(.input, row: index), "Input", r.input), .text(" "),
                setting(c.slot(.condition, row: index), "Condition", r.condition.phrase),
            ]
            // An operand the condition needs is shown even when empty, as a placeholder to fill.
            if r.value != nil || r.condition.operandCount >= 1 {
                pieces += [.text(" "), slot(c.slot(.value, row: index), "Value", r.value)]
            }
            if r.value2 != nil || r.condition.operandCount >= 2 {
                pieces += [.text(" and "), slot(c.slot(.value2, row: index), "Value", r.value2)]
            }
            return pieces
        }
        guard c.hasSeveralConditions else { return (row(0), []) }
        return (
            [
                setting(Conditional.matchSlot, "Match", c.matchWord),
                .text(" of \(c.rows.count) conditions are true"),
            ], c.rows.indices.map(row)
        )
    }
}
