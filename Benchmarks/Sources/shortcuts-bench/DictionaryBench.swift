import BundledApps
import Foundation
import IntentKit
import ShortcutKit

/// The dictionary actions (issue 13): the runner's cost per action next to the same work done
/// by direct calls of the same types (DictionaryValue, JSONView), and reading and validating a
/// file of them, whose key paths into known dictionaries the validator checks.
enum DictionaryBench {
    /// `count` actions cycling through Dictionary, Get Dictionary Value, Set Dictionary Value,
    /// Text with a key path, Make JSON and Get Dictionary from Input.
    static func document(actions count: Int) -> ShortcutDocument {
        var actions: [Action] = []
        var dictionary = UUID()
        var previous = UUID()
        for index in 0..<count {
            let kind: Action.Kind
            let output = { (id: UUID, path: [VariableReference.Step]) in
                Value.variable(VariableReference(.action(id), path: path))
            }
            switch index % 6 {
            case 0:
                kind = .dictionary([
                    DictionaryEntry("title", .string("Book \(index)")),
                    DictionaryEntry("pages", .number(Double(index))),
                    DictionaryEntry("author", .dictionary([DictionaryEntry("name", .string("Author \(index)"))])),
                ])
            case 1:
                kind = .builtIn(
                    BuiltInCall(
                        "getDictionaryValue",
                        [
                            "get": .choice("value"), "key": .value(.string("pages")),
                            "dictionary": .value(output(dictionary, [])),
                        ]))
            case 2:
                kind = .builtIn(
                    BuiltInCall(
                        "setDictionaryValue",
                        [
                            "key": .value(.string("n")), "value": .value(output(previous, [])),
                            "dictionary": .value(output(dictionary, [])),
                        ]))
            case 3:
                kind = .intent(
                    identifier: "Shortcuts.Text",
                    parameters: [
                        "text": .text([
                            .literal("by "),
                            .variable(VariableReference(.action(dictionary), path: [.key("author"), .key("name")])),
                        ])
                    ])
            case 4:
                kind = .builtIn(
                    BuiltInCall(
                        "makeJSON", ["input": .value(output(actions[index - 2].id, [])), "layout": .choice("compact")]))
            default:
                kind = .builtIn(BuiltInCall("getDictionaryFromInput", ["input": .value(output(previous, []))]))
            }
            let action = Action(kind)
            if index % 6 == 0 { dictionary = action.id }
            actions.append(action)
            previous = action.id
        }
        return ShortcutDocument(name: "Dictionaries", actions: actions)
    }

    /// The same work by direct calls: the dictionaries built, read, set, turned into JSON and back.
    static func baseline(actions count: Int) throws -> Int {
        var outputs: [Int: any Sendable] = [:]
        var dictionary = DictionaryValue()
        var previous: any Sendable = ""
        var setOutput = DictionaryValue()
        for index in 0..<count {
            let output: any Sendable
            switch index % 6 {
            case 0:
                dictionary = DictionaryValue([
                    ("title", "Book \(index)"), ("pages", Double(index)),
                    ("author", DictionaryValue([("name", "Author \(index)")])),
                ])
                output = dictionary
            case 1: output = dictionary["pages"] ?? JSONNull()
            case 2:
                setOutput = dictionary
                setOutput["n"] = previous
                output = setOutput
            case 3: output = "by " + ValueText.text(of: (dictionary["author"] as? DictionaryValue)?["name"])
            case 4: output = JSONView.compactText(of: setOutput)
            default: output = try JSONView.parse(previous as? String ?? "")
            }
            outputs[index] = output
            previous = output
        }
        return outputs.count
    }

    static func run(actions: Int, rounds: Int) async throws {
        try await RunnerMeasure.withCatalog { catalog in
            let document = document(actions: actions)
            try await RunnerMeasure.overhead(
                "dictionaries", of: document, actions: actions, rounds: rounds, catalog: catalog,
                direct: { try baseline(actions: actions) })
            try await RunnerMeasure.load(of: document, rounds: rounds, catalog: catalog)
        }
    }
}
