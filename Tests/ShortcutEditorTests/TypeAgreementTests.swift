import BundledContent
import Foundation
import IntentKit
import ShortcutEditor
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// The editor's variable picker and the validator read one scope: at every action of every
/// example, each variable the picker offers has the type the validator's walk gives the same
/// reference at the same position, and the validator finds nothing wrong with it.
@Suite struct TypeAgreementTests {
    /// The types the validator's walk gives references at each position.
    struct Recorder: ScopeVisitor {
        var asked: [Int: [VariableReference]]
        var types: [Int: [ValueType?]] = [:]
        var problems: [Int: [ScopeProblem]] = [:]

        mutating func visit(_ entry: ActionLayout.Entry, in scope: Scope) -> Bool {
            for reference in asked[entry.position] ?? [] {
                var found: [ScopeProblem] = []
                types[entry.position, default: []].append(scope.type(of: reference) { found.append($0) })
                problems[entry.position, default: []] += found
            }
            return true
        }
    }

    /// Every candidate of a picker, drilled in as deep as the picker looks.
    func everyCandidate(of picker: VariablePicker) -> [VariableCandidate] {
        var out: [VariableCandidate] = []
        var next = picker.candidates
        for _ in 0...2 {
            out += next
            next = next.filter(\.hasChildren).flatMap { picker.children(of: $0) }
        }
        return out.filter { $0.reference != nil }
    }

    @Test(arguments: ExampleShortcuts.all.map(\.fileName))
    func pickerAndValidatorAgree(_ fileName: String) async throws {
        let home = try await TestHome()
        let document = try example(fileName)
        let layout = document.layout
        var offered: [Int: [VariableCandidate]] = [:]
        for entry in layout.entries {
            let picker = VariablePicker(
                catalog: home.catalog, document: document, reader: layout.path(at: entry.position), target: nil)
            offered[entry.position] = everyCandidate(of: picker)
        }
        var recorder = Recorder(asked: offered.mapValues { $0.compactMap(\.reference) })
        var scope = Scope(catalog: home.catalog, document: document)
        scope.walk(&recorder)

        var compared = 0
        for (position, candidates) in offered {
            let types = recorder.types[position] ?? []
            #expect(types.count == candidates.count)
            for (candidate, type) in zip(candidates, types) {
                #expect(candidate.type == type, "\(fileName), action \(position): \(candidate.title)")
                compared += 1
            }
            #expect(recorder.problems[position, default: []].isEmpty, "\(fileName), action \(position)")
        }
        #expect(compared > 0 || layout.count == 0)
    }

    /// Every variable an example reads where the picker would offer it has the picker's type.
    @Test func referencesInTheExamplesHaveThePickersType() async throws {
        let home = try await TestHome()
        var checked = 0
        for (fileName, _) in ExampleShortcuts.all {
            let document = try example(fileName)
            let layout = document.layout
            for entry in layout.entries {
                let picker = VariablePicker(
                    catalog: home.catalog, document: document, reader: layout.path(at: entry.position), target: nil)
                let candidates = everyCandidate(of: picker)
                let scope = Scope(before: layout.path(at: entry.position), in: document, catalog: home.catalog)
                for reference in entry.action.values.flatMap(\.variables) {
                    guard let candidate = candidates.first(where: { $0.reference == reference }) else { continue }
                    #expect(candidate.type == scope.type(of: reference), "\(fileName), action \(entry.position)")
                    checked += 1
                }
            }
        }
        #expect(checked > 20)
    }
}
