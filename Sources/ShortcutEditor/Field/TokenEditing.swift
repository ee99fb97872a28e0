import Foundation
import IntentKit
import ShortcutKit
import TerminalUI

extension ShortcutsApp {
    /// Opens the editor a token's kind calls for: a field, a menu, or (for a Yes/No) a toggle.
    mutating func edit(_ token: EditableToken, in screen: inout EditorScreen) -> [Effect<Message>] {
        switch token.kind {
        case .boolean:
            let current: Bool = if case .boolean(let value)? = token.value { value } else { false }
            screen.session.setValue(.boolean(!current), slot: token.slot)
        case .choice where isShortcutSlot(token.slot, in: screen):
            return openShortcutPicker(token, in: screen)
        case .choice(let options):
            let selected = options.firstIndex { $0.id == token.choice } ?? 0
            open(
                ChoiceEditor(
                    slot: token.slot,
                    menu: Menu(title: token.title, items: options.map { Menu.Item($0.title) }, selected: selected),
                    targets: options.map { .option($0.id) }))
        case .suggested(let choices):
            // The menu of what may be picked (a choice with no text leaves the slot out, for its
            // default), then typing another.
            var items = choices.map { Menu.Item($0.title) }
            var targets = choices.map { ChoiceEditor.Target.text($0.id.isEmpty ? nil : $0.id) }
            items.append(Menu.Item("Other…"))
            targets.append(.typeText(title: token.title, current: token.text ?? ""))
            let selected = choices.firstIndex { $0.id == (token.text ?? "") } ?? 0
            open(
                ChoiceEditor(
                    slot: token.slot, menu: Menu(title: token.title, items: items, selected: selected),
                    targets: targets))
        case .enumeration, .entity:
            return openPicker(slot: token.slot, title: token.title, kind: token.kind)
        case .list(let element):
            open(ListEditor(token, element: element))
        case .dictionary:
            open(DictionaryEditor(token))
        case .any:
            return post("Press v to put a variable in \(token.title)", kind: .info) + editAsText(token, in: &screen)
        case .plainText where isMultilineSlot(token.slot, in: screen):
            // A script or JSON: lines of text, in a text area the size of the screen.
            open(
                TextAreaEditor(
                    slot: token.slot, title: token.title, text: token.text ?? "", member: member(token.slot, in: screen)
                ))
        case .text where multilineText(token, in: screen) != nil:
            // An app's text parameter declared with several lines, holding no variable: a text area.
            open(
                TextAreaEditor(
                    slot: token.slot, title: token.title, text: multilineText(token, in: screen) ?? "",
                    isTextValue: true))
        case .text, .number, .date, .url, .plainText, .measurement, .currency, .person:
            return editAsText(token, in: &screen)
        }
        return []
    }

    /// Whether `slot` of the selected card names a shortcut of the library (Run Shortcut's).
    private func isShortcutSlot(_ slot: SlotID, in screen: EditorScreen) -> Bool {
        guard case .builtIn(let call)? = screen.session.document.action(atRow: screen.session.selection)?.kind else {
            return false
        }
        return call.descriptor?.member(slot)?.kind == .shortcut
    }

    /// Whether `slot` of the selected card holds text of several lines (Run Shell Script's script).
    private func isMultilineSlot(_ slot: SlotID, in screen: EditorScreen) -> Bool {
        member(slot, in: screen)?.isMultiline == true
    }

    /// The text of `token` when it is an intent's parameter declared with several lines
    /// (`inputOptions: .init(multiline: true)`) and holds only text; `nil` otherwise (a variable
    /// in it needs the field, where variables are put).
    private func multilineText(_ token: EditableToken, in screen: EditorScreen) -> String? {
        guard case .intent(let identifier, _)? = screen.session.document.action(atRow: screen.session.selection)?.kind,
            environment.catalog.intent(identifier)?.metadata.parameter(named: token.slot.rawValue)?.controlStyle
                == .multiline
        else { return nil }
        switch token.value {
        case nil: return ""
        case .text(let parts)?:
            var text = ""
            for part in parts {
                guard case .literal(let literal) = part else { return nil }
                text += literal
            }
            return text
        default: return nil
        }
    }

    /// The member `slot` is of the selected card's built-in action.
    private func member(_ slot: SlotID, in screen: EditorScreen) -> BuiltInMember? {
        guard case .builtIn(let call)? = screen.session.document.action(atRow: screen.session.selection)?.kind else {
            return nil
        }
        return call.descriptor?.member(slot)
    }

    private mutating func editAsText(_ token: EditableToken, in screen: inout EditorScreen) -> [Effect<Message>] {
        let text: String =
            switch token.value {
            case .number(let number)?: Self.format(number)
            case .url(let url)?: url.absoluteString
            case .measurement(let amount)?: amount.description
            case .currency(let amount)?: amount.description
            case .person(let person)?: person.description
            case .date(let date)?: IntentValueText.title(of: date)
            case let value?: value.plainText ?? ""
            case nil: token.text ?? ""
            }
        var editor = FieldEditor(
            slot: token.slot, title: token.title, kind: token.kind, field: TextFieldState(text, selected: true),
            range: token.range)
        // A variable alone (Show Result wired to the action above) is text of one pill.
        let textParts: [TextPart]? =
            switch token.value {
            case .text(let parts)?: parts
            case .variable(let reference)?: [.variable(reference)]
            default: nil
            }
        if token.kind == .text, let parts = textParts,
            parts.contains(where: { if case .variable = $0 { true } else { false } })
        {
            // Text with variables: each variable becomes a pill character in the field.
            let names = SentenceBuilder(catalog: environment.catalog, document: screen.session.shortcut)
            var typed = ""
            for part in parts {
                switch part {
                case .literal(let literal): typed += literal
                case .variable(let reference):
                    let character = editor.nextPillCharacter
                    editor.pills[character] = FieldPill(reference: reference, label: names.variableName(reference))
                    typed.append(character)
                }
            }
            editor.field = TextFieldState(typed, selected: true)
        }
        if case .builtIn(let call)? = screen.session.document.action(atRow: screen.session.selection)?.kind {
            editor.check = call.descriptor?.member(token.slot)?.activeCheck(in: call)
            editor.recheck()
        }
        open(editor)
        return []
    }

    /// Steps a number token by `delta`, kept inside its range.
    mutating func step(_ token: EditableToken, by delta: Double, in screen: inout EditorScreen) -> [Effect<Message>] {
        let current: Double =
            if case .number(let number)? = token.value { number } else { token.range?.lowerBound ?? 0 }
        var next = current + delta
        if let range = token.range { next = min(max(next, range.lowerBound), range.upperBound) }
        guard next != current || token.value == nil else {
            return post(
                "\(token.title) is already at its \(delta > 0 ? "highest" : "lowest"), \(Self.format(current))",
                kind: .warning)
        }
        screen.session.setValue(.number(next), slot: token.slot, coalescing: true)
        return []
    }

    /// Why typed text does not read as a token's kind.
    struct ParseProblem: Error { var message: String }

    /// The value typed text means for a token kind; empty text clears the token.
    static func parse(_ text: String, as kind: TokenKind, range: ParameterRange? = nil) -> Result<Value?, ParseProblem>
    {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return .success(nil) }
        switch kind {
        case .number:
            guard let number = Double(trimmed), number.isFinite else {
                return .failure(ParseProblem(message: "Enter a number, like 3 or 2.5"))
            }
            if let range, !(range.lowerBound...range.upperBound).contains(number) {
                return .failure(
                    ParseProblem(
                        message: "Enter a number from \(format(range.lowerBound)) to \(format(range.upperBound))"))
            }
            return .success(.number(number))
        case .date:
            guard let date = IntentValueParsing.parseDate(trimmed) else {
                return .failure(
                    ParseProblem(
                        message: "Enter a date: 2025-05-01, 2025-05-01 09:30, tomorrow 9:00, friday 5pm, in 3 days"))
            }
            return .success(.date(date))
        case .url:
            guard let url = URL(string: trimmed), url.scheme != nil else {
                return .failure(ParseProblem(message: "Enter a URL with a scheme, like https://example.com"))
            }
            return .success(.url(url))
        case .currency:
            guard let amount = IntentCurrencyAmount.parse(trimmed) else {
                return .failure(ParseProblem(message: "Enter an amount and its currency, like 12.50 EUR"))
            }
            return .success(.currency(amount))
        case .person:
            guard let person = IntentPerson.parse(trimmed) else {
                return .failure(
                    ParseProblem(message: "Enter a name, an email address or both, like Ada Lovelace <ada@example.com>")
                )
            }
            return .success(.person(person))
        case .measurement(let dimension):
            guard let amount = IntentMeasurement.parse(trimmed, in: dimension) else {
                let units = dimension.units.prefix(6).map(\.symbol).joined(separator: ", ")
                return .failure(
                    ParseProblem(
                        message:
                            "Enter an amount and its unit, like 5 \(dimension.standardUnit.symbol) (units: \(units)…)"))
            }
            return .success(.measurement(amount))
        default:
            return .success(.string(text))
        }
    }

    static func format(_ number: Double) -> String {
        IntentValueConversion.plainWholeNumber(number).map { String($0) } ?? String(number)
    }
}
