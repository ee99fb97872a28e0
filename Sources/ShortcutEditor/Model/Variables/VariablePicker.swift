import Foundation
import IntentKit
import ShortcutKit

/// The variables a slot can take at one position of a shortcut, for the magic-variable picker.
///
/// Top level, in this order: the outputs of actions that have finished before the card (not
/// the blocks around it, not later ones), titled as later actions call them ("Found Books");
/// Repeat Item and Repeat Index inside the loops that give them; named variables set earlier;
/// Shortcut Input when the shortcut takes input; Current Date; the stored secrets ("Secret:
/// GitHub token", names only); Ask Each Time. Only candidates
/// whose type fits the slot (directly or by the coercion rules) or that lead to something that
/// does are listed. ``children(of:)`` drills in: an entity's `@Property` values ("Book ›
/// Author"), a list's First Item, Last Item and Count, a dictionary's keys where they are known
/// ("Dictionary › author › name"), a match's capture groups ("Matches › First Item › Group 1").
package struct VariablePicker: Sendable {
    /// The type the slot reads its value as; `nil` takes any type.
    package let target: ValueType?
    /// The candidates at the top level.
    package let candidates: [VariableCandidate]
    private let scope: Scope
    private let sentences: SentenceBuilder

    /// How deep ``children(of:)`` looks for something that fits when deciding whether to list a
    /// candidate: far enough for "Found Books › First Item › Author".
    static let searchDepth = 3

    /// The picker for a slot of type `target` of the action at `reader`.
    package init(catalog: Catalog, document: ShortcutDocument, reader: ActionPath, target: ValueType?) {
        self.target = target
        let scope = Scope(before: reader, in: document, catalog: catalog)
        let sentences = SentenceBuilder(catalog: catalog, document: document)
        self.scope = scope
        self.sentences = sentences
        var all: [VariableCandidate] = []
        func add(_ source: VariableCandidate.Source, _ reference: VariableReference, _ type: ValueType?) {
            all.append(
                VariableCandidate(
                    source: source, reference: reference, title: sentences.variableName(reference),
                    label: sentences.variableName(reference), type: type))
        }
        for output in scope.offeredOutputs {
            add(.output(output.path), VariableReference(.action(output.action.id)), output.type)
        }
        if case .each(let element)? = scope.loops.last { add(.repeatItem, VariableReference(.repeatItem), element) }
        if !scope.loops.isEmpty { add(.repeatIndex, VariableReference(.repeatIndex), .integer) }
        for name in scope.namedOrder { add(.named, VariableReference(.named(name)), scope.named[name] ?? nil) }
        if let input = document.input {
            add(.shortcutInput, VariableReference(.shortcutInput), ValueType(text: input.type))
        }
        add(.currentDate, VariableReference(.currentDate), .date)
        // The stored secrets, by name (their values are never in the editor): text.
        for name in (catalog.secretNames ?? []).sorted(by: { $0.localizedStandardCompare($1) == .orderedAscending }) {
            add(.secret, VariableReference(.secret(name)), .string)
        }
        all.append(
            VariableCandidate(
                source: .askEachTime, reference: nil, title: "Ask Each Time", label: "Ask Each Time", type: target))
        candidates = Self.distinguished(
            all.compactMap { Self.judged($0, target: target, scope: scope, sentences: sentences) }, in: scope.layout)
    }

    /// What a candidate leads to: for a list, its First Item, Last Item and Count, and for a
    /// list of entities the list of each property; for an entity, its `@Property` values.
    /// Filtered as the top level is.
    package func children(of candidate: VariableCandidate) -> [VariableCandidate] {
        Self.steps(of: candidate, scope: scope, sentences: sentences).compactMap {
            Self.judged($0, target: target, scope: scope, sentences: sentences)
        }
    }

    /// Outputs that would read the same ("Text" and "Text") are told apart by the action they
    /// come from, numbered as the validator numbers actions: "Text (action 1)", "Text (action 3)".
    private static func distinguished(_ candidates: [VariableCandidate], in layout: ActionLayout) -> [VariableCandidate]
    {
        var seen: [String: Int] = [:]
        for candidate in candidates { seen[candidate.label, default: 0] += 1 }
        guard seen.values.contains(where: { $0 > 1 }) else { return candidates }
        return candidates.map { candidate in
            guard seen[candidate.label, default: 0] > 1, case .action(let id)? = candidate.reference?.source,
                let position = layout.position(of: id)
            else { return candidate }
            var told = candidate
            told.label += " (action \(position))"
            return told
        }
    }

    // MARK: Filtering

    /// The candidate with `fits` and `hasChildren` filled in, or `nil` if neither it nor
    /// anything under it fits the target.
    private static func judged(
        _ candidate: VariableCandidate, target: ValueType?, scope: Scope, sentences: SentenceBuilder
    ) -> VariableCandidate? {
        var judged = candidate
        judged.fits = fits(candidate.type, target)
        judged.hasChildren = leadsToFit(
            candidate, target: target, depth: searchDepth, scope: scope, sentences: sentences)
        return judged.fits || judged.hasChildren ? judged : nil
    }

    private static func leadsToFit(
        _ candidate: VariableCandidate, target: ValueType?, depth: Int, scope: Scope, sentences: SentenceBuilder
    ) -> Bool {
        guard depth > 0 else { return false }
        return steps(of: candidate, scope: scope, sentences: sentences).contains { child in
            fits(child.type, target)
                || leadsToFit(child, target: target, depth: depth - 1, scope: scope, sentences: sentences)
        }
    }

    /// Whether a value of `type` can be given where `target` is read; unknown types may fit.
    static func fits(_ type: ValueType?, _ target: ValueType?) -> Bool {
        guard let type, let target else { return true }
        return TypeRules.canConvert(type, to: target)
    }

    /// Every step into a candidate, unfiltered.
    private static func steps(of candidate: VariableCandidate, scope: Scope, sentences: SentenceBuilder)
        -> [VariableCandidate]
    {
        guard let reference = candidate.reference, let type = candidate.type else { return [] }
        var steps: [VariableReference.Step] = []
        if case .array = type { steps += [.first, .last, .count] }
        if case .entity(let id) = type.elementType, let entity = scope.catalog.entity(id) {
            steps += entity.metadata.properties.map { .property($0.name) }
        }
        // A dictionary whose keys are known (a Dictionary action's): each key, typed by its value.
        let keys = type == .dictionary ? scope.knownKeys(of: reference) : nil
        steps += keys?.map { .key($0.key) } ?? []
        // A match's groups, or of each match of a list: those of a constant pattern (named ones
        // by name), else the first three, which the run checks.
        if type.elementType == .match {
            let groups = scope.knownGroups(of: reference) ?? [nil, nil, nil]
            steps += groups.enumerated().map { index, name in .group(name.map { .name($0) } ?? .index(index + 1)) }
        }
        // What the action gives besides its output ("Contents of URL › Status Code").
        let given = reference.path.isEmpty ? scope.outputProperties(of: reference.source) : []
        steps += given.map { .property($0.name) }
        return steps.map { step in
            if case .property(let name) = step, let property = given.first(where: { $0.name == name }) {
                let child = VariableReference(reference.source, path: [step])
                return VariableCandidate(
                    source: candidate.source, reference: child, title: sentences.variableName(child),
                    label: property.title, type: property.type)
            }
            let child = VariableReference(reference.source, path: reference.path + [step])
            let label: String =
                switch step {
                case .first: "First Item"
                case .last: "Last Item"
                case .count: "Count"
                case .key(let key): key
                case .group(let group): MatchGroupPath.title(group)
                case .property(let name):
                    scope.catalog.entity(type.elementType.entityIdentifier ?? "")?.metadata.properties.first {
                        $0.name == name
                    }?.title ?? name
                }
            return VariableCandidate(
                source: candidate.source, reference: child, title: sentences.variableName(child), label: label,
                type: keyType(step, keys) ?? Scope.type(of: step, in: type, catalog: scope.catalog))
        }
    }
}

/// The type of a key step among known keys.
private func keyType(_ step: VariableReference.Step, _ keys: [(key: String, type: ValueType?)]?) -> ValueType? {
    guard case .key(let key) = step else { return nil }
    return keys?.first { $0.key == key }?.type ?? nil
}

/// One variable the picker offers.
package struct VariableCandidate: Sendable, Equatable, Identifiable {
    /// Where the value comes from.
    package enum Source: Sendable, Equatable {
        /// The output of the action at this path.
        case output(ActionPath)
        case repeatItem, repeatIndex
        /// A variable set with Set Variable or Add to Variable.
        case named
        case shortcutInput, currentDate
        /// A stored secret, by name (``Catalog/secretNames``).
        case secret
        /// Asked each time the shortcut runs.
        case askEachTime
    }

    package var source: Source
    /// The variable, with its path into the value; `nil` for Ask Each Time.
    package var reference: VariableReference?
    /// The full name, as the pill will show it: "Found Books › First Item › Author".
    package var title: String
    /// The last part, for a drilled-in list: "Author".
    package var label: String
    /// The type when known before the shortcut runs.
    package var type: ValueType?
    /// Whether choosing it fills the slot (otherwise it is listed only to drill into).
    package var fits = true
    /// Whether ``VariablePicker/children(of:)`` offers something that fits.
    package var hasChildren = false

    /// Unique in one picker: the source and the path (two actions may both give "Found Books").
    package var id: String {
        guard let reference else { return "ask" }
        let source =
            switch reference.source {
            case .action(let id): id.uuidString
            case .shortcutInput: "input"
            case .currentDate: "currentDate"
            case .repeatItem: "repeatItem"
            case .repeatIndex: "repeatIndex"
            case .named(let name): "variable:\(name)"
            case .secret(let name): "secret:\(name)"
            }
        return
            ([source]
            + reference.path.map { step in
                switch step {
                case .first: "@first"
                case .last: "@last"
                case .count: "@count"
                case .property(let name): name
                case .key(let key): "key:\(key)"
                case .group(.index(let index)): "group:\(index)"
                case .group(.name(let name)): "group:\(name)"
                }
            }).joined(separator: "/")
    }

    /// The value choosing the candidate puts in the slot.
    package var value: Value {
        guard let reference else { return .ask(prompt: nil) }
        return .variable(reference)
    }
}

extension ValueType {
    /// The entity type's identifier, if this is an entity type.
    var entityIdentifier: TypeIdentifier? {
        if case .entity(let id) = self { return id }
        return nil
    }
}
