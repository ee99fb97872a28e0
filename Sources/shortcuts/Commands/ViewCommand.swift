import ArgumentParser
import Foundation
import IntentKit
import ShortcutKit

/// `shortcuts view NAME`: the shortcut as readable sentences, with entity titles looked up.
struct ViewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "view", abstract: "Show a shortcut as sentences, one action per line.")

    @Argument(help: "The shortcut's name, id, or a path to a shortcut file.")
    var shortcut: String

    func run() async throws {
        let environment = try await Environment.load(appsUsedBy: [shortcut])
        let (document, url) = try environment.shortcut(shortcut)
        let titles = await EntityTitles.lookUp(document.entityReferences, in: environment.catalog)
        let builder = SentenceBuilder(catalog: environment.catalog, document: document, entityTitles: titles)
        print("\(document.name)  (\(url.lastPathComponent))")
        if let description = document.description { print(description) }
        if let input = document.input {
            print(
                "Takes \(environment.catalog.describe(ValueType(text: input.type) ?? .string)) as input (when missing: \(input.whenMissing.rawValue))"
            )
        }
        for line in environment.permissionLines(for: document) { print(line) }
        print("")
        let diagnostics = Validator(catalog: await environment.catalog(checkingSecretsOf: [document])).validate(
            document)
        var position = 0
        func show(_ actions: [Action], depth: Int) {
            for action in actions {
                position += 1
                let indent = String(repeating: "    ", count: depth)
                let sentence = builder.sentence(for: action)
                print("\(String(format: "%3d", position))  \(indent)\(sentence.text)")
                // An If's conditions, one a line under it.
                for row in sentence.rowTexts { print("     \(indent)  · \(row)") }
                for problem in diagnostics where problem.actionID == action.id {
                    print("     \(indent)  ⚠ \(problem.parameter.map { "\($0): " } ?? "")\(problem.message)")
                }
                switch action.kind {
                case .conditional(let c):
                    show(c.then, depth: depth + 1)
                    if !c.otherwise.isEmpty {
                        print("     \(indent)Otherwise")
                        show(c.otherwise, depth: depth + 1)
                    }
                    print("     \(indent)End If")
                case .repeatCount(_, let body), .repeatEach(_, let body):
                    show(body, depth: depth + 1)
                    print("     \(indent)End Repeat")
                case .menu(_, let items):
                    for item in items {
                        print("     \(indent)  \(item.title)")
                        show(item.body, depth: depth + 2)
                    }
                    print("     \(indent)End Menu")
                default:
                    break
                }
            }
        }
        show(document.actions, depth: 0)
    }
}
