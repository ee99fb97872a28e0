import Foundation
import IntentKit
import ShortcutKit

/// Builds the cards of one document: sentences from ShortcutKit's `SentenceBuilder`, tokens
/// with their kinds, the validator's diagnostics, and broken variables.
///
/// Made once per document version (the session keeps one); cards are built when asked for, so
/// a view draws only the rows it shows.
package struct CardDeck: Sendable {
    package let catalog: Catalog
    /// The document whose rows the cards are.
    package let document: EditorDocument
    /// The validator's findings on it, shown on the cards.
    package let validation: ValidationSummary
    private let sentences: SentenceBuilder
    /// Where each action stands, to tell a variable from a later action from one from an enclosing block.
    private let layout: ActionLayout

    /// What actions no longer in the shortcut were called, by id (see ``EditorSession/removedActionNames``).
    private let removedActionNames: [UUID: String]

    /// - Parameter entityTitles: titles of saved entities by type and id, when the host has
    ///   looked them up; entities show as "Book <id>" until then.
    /// - Parameter removedActionNames: what deleted actions were called, so a variable that
    ///   still reads one says which ("Found Books (deleted)") rather than "Missing Action".
    package init(
        catalog: Catalog, document: EditorDocument, validation: ValidationSummary,
        entityTitles: EntityTitles = [:], removedActionNames: [UUID: String] = [:], layout: ActionLayout? = nil
    ) {
        self.catalog = catalog
        self.document = document
        self.validation = validation
        self.removedActionNames = removedActionNames
        let layout = layout ?? document.shortcut.layout
        sentences = SentenceBuilder(
            catalog: catalog, document: document.shortcut, entityTitles: entityTitles, layout: layout,
            types: validation.types)
        self.layout = layout
    }

    /// How many rows there are.
    package var count: Int { document.rows.count }

    /// Every row's card.
    package var cards: [CardModel] { document.rows.indices.compactMap(card(at:)) }

    /// The card of one row.
    package func card(at index: Int) -> CardModel? {
        guard let row = document.row(index), let action = document.shortcut.action(at: row.path) else { return nil }
        let icon = ActionIcons.icon(for: action, catalog: catalog)
        let appName = ActionIcons.appName(for: action, catalog: catalog)
        func synthetic(_ title: String, tokens: [EditableToken] = []) -> CardModel {
            CardModel(
                row: row, title: title, appName: appName, icon: icon, sentence: nil, tokens: tokens,
                outputName: nil, diagnostics: [], brokenVariables: [])
        }
        switch row.kind {
        case .action:
            let sentence = namingRemovedSources(in: sentences.sentence(for: action), of: action)
            // What is in scope at the card, made only when a slot or a loop variable asks.
            var cachedScope: Scope?
            let scope = { () -> Scope in
                if let cachedScope { return cachedScope }
                let made = Scope(before: row.path, in: document.shortcut, catalog: catalog, layout: layout)
                cachedScope = made
                return made
            }
            let broken = brokenVariables(of: action, scope: scope)
            return CardModel(
                row: row, title: catalog.title(of: action), appName: appName, icon: icon, sentence: sentence,
                tokens: tokens(of: action, sentence: sentence, broken: broken, scope: scope),
                outputName: catalog.hasOutput(action) ? sentences.outputName(of: action) : nil,
                diagnostics: validation.diagnostics(for: action.id), brokenVariables: broken)
        case .between(let body):
            guard let descriptor = action.kind.descriptor, case .members(let members)? = descriptor.block?.bodies,
                members.indices.contains(body)
            else { return nil }
            return synthetic(descriptor.member(members[body])?.title ?? "")
        case .end:
            return synthetic(action.kind.descriptor?.block?.closing ?? "")
        case .menuItem(let item):
            let titles = action.bodyTitles
            guard titles.indices.contains(item) else { return nil }
            let title = titles[item]
            let token = EditableToken(
                slot: "title", title: "Item Title", kind: .plainText(suggestions: []), valueType: nil, value: nil,
                choice: nil, text: title, display: title.isEmpty ? "Item Title" : title,
                state: title.isEmpty ? .empty : .constant, isRequired: true, isInSentence: true)
            return synthetic(title, tokens: [token])
        }
    }

    // MARK: Tokens

    private func tokens(of action: Action, sentence: ActionSentence, broken: [BrokenVariable], scope: () -> Scope)
        -> [EditableToken]
    {
        var out: [EditableToken] = []
        for (pieces, inSentence) in [(sentence.pieces + sentence.rows.flatMap { $0 }, true), (sentence.more, false)] {
            for case .slot(let name, let title, let shown) in pieces {
                let schema = SlotSchema.of(name, in: action, catalog: catalog, scope: scope)
                let value = ActionSlots.value(of: action, slot: name)
                var state: EditableToken.State
                let display: String
                switch shown {
                case nil: (state, display) = (.empty, title)
                case .constant(let text)?: (state, display) = (.constant, text)
                case .variable(let text, let isBroken)?: (state, display) = (.variable(broken: isBroken), text)
                case .ask(let prompt)?: (state, display) = (.ask, prompt)
                }
                // A loop variable outside its loop is broken too, though the sentence cannot tell.
                if case .variable? = value, broken.contains(where: { $0.slot == name }) {
                    state = .variable(broken: true)
                }
                out.append(
                    EditableToken(
                        slot: name, title: title, kind: schema.kind, valueType: schema.valueType, value: value,
                        choice: ActionSlots.choice(of: action, slot: name),
                        text: ActionSlots.text(of: action, slot: name),
                        display: display, state: state, isRequired: schema.isRequired, isInSentence: inSentence,
                        range: schema.range))
            }
        }
        return out
    }

    // MARK: Broken variables

    private func brokenVariables(of action: Action, scope: () -> Scope) -> [BrokenVariable] {
        var out: [BrokenVariable] = []
        for (slot, value) in ActionSlots.values(of: action) {
            for ref in value.variables {
                let reason: BrokenVariable.Reason?
                switch ref.source {
                case .action(let id):
                    if !sentences.isBroken(ref, reader: action) {
                        reason = nil
                    } else if let source = layout.position(of: id), let reader = layout.position(of: action.id) {
                        reason = source >= reader ? .later : .enclosing
                    } else {
                        reason = .deleted
                    }
                case .repeatItem, .repeatIndex:
                    var outside = false
                    _ = scope().type(of: VariableReference(ref.source)) { problem in
                        switch problem {
                        case .repeatItemOutsideLoop, .repeatItemInCountedRepeat, .repeatIndexOutsideLoop: outside = true
                        default: break
                        }
                    }
                    reason = outside ? .outsideLoop : nil
                default:
                    reason = nil
                }
                if let reason {
                    out.append(
                        BrokenVariable(
                            slot: slot, reference: ref, name: variableName(ref, reader: action), reason: reason))
                }
            }
        }
        return out
    }

    // MARK: Removed sources

    /// The name ShortcutKit gives a variable whose action is not in the shortcut.
    static let missingName = "Missing Action"

    /// A variable's name as its pill shows it; for an action no longer in the shortcut, what it
    /// was called when it was last there ("Found Books (deleted) › Author"), or, when this
    /// editor never saw it (the file was saved that way), its id's first characters.
    func variableName(_ ref: VariableReference, reader: Action) -> String {
        let name = sentences.variableName(ref, reader: reader)
        guard case .action(let id) = ref.source, layout.position(of: id) == nil, name.hasPrefix(Self.missingName) else {
            return name
        }
        let was =
            removedActionNames[id].map { "\($0) (deleted)" }
            ?? "\(Self.missingName) (was removed) · \(id.uuidString.prefix(8))"
        return was + name.dropFirst(Self.missingName.count)
    }

    /// The sentence with each variable whose action was removed named by ``variableName(_:reader:)``.
    private func namingRemovedSources(in sentence: ActionSentence, of action: Action) -> ActionSentence {
        var renames: [(old: String, new: String)] = []
        for (_, value) in ActionSlots.values(of: action) {
            for ref in value.variables {
                guard case .action(let id) = ref.source, layout.position(of: id) == nil else { continue }
                renames.append((sentences.variableName(ref, reader: action), variableName(ref, reader: action)))
            }
        }
        guard !renames.isEmpty else { return sentence }
        func renamed(_ piece: ActionSentence.Piece) -> ActionSentence.Piece {
            guard case .slot(let name, let title, let value?) = piece else { return piece }
            switch value {
            case .variable(let text, let broken):
                return .slot(
                    name: name, title: title,
                    value: .variable(renames.first { $0.old == text }?.new ?? text, broken: broken))
            case .constant(var text):
                // Text or a list with variables in it: each pill is ⟦name⟧.
                for rename in renames {
                    text = text.replacingOccurrences(of: "⟦\(rename.old)⟧", with: "⟦\(rename.new)⟧")
                }
                return .slot(name: name, title: title, value: .constant(text))
            case .ask:
                return piece
            }
        }
        var out = sentence
        out.pieces = sentence.pieces.map(renamed)
        out.more = sentence.more.map(renamed)
        out.rows = sentence.rows.map { $0.map(renamed) }
        return out
    }
}
