import ArgumentParser
import Foundation
import IntentKit
import ShortcutKit

/// `shortcuts actions`: every action shortcuts can use, by app.
struct ActionsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "actions", abstract: "List the actions of the installed apps.")

    @Option(help: "Only this app's actions (its name, such as Books).")
    var app: String?

    @Flag(help: "Print the actions' metadata as JSON.")
    var json = false

    func run() async throws {
        let environment = try await Environment.load()
        let catalog = environment.catalog
        let apps = catalog.apps.filter { app == nil || $0.metadata.name.caseInsensitiveCompare(app!) == .orderedSame }
        guard !apps.isEmpty else {
            complain("no app named '\(app ?? "")' (apps: \(catalog.apps.map(\.metadata.name).joined(separator: ", ")))")
            throw Exit.notFound
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            StandardStreams.json(String(decoding: try encoder.encode(apps.map(\.metadata.intents)), as: UTF8.self) + "\n")
            return
        }
        for registered in apps {
            let metadata = registered.metadata
            print("\(metadata.displayName)")
            for intent in metadata.intents where intent.isDiscoverable {
                let template = intent.summary.resolve { _ in nil }.template.map { segment in
                    switch segment {
                    case .text(let text): text
                    case .parameter(let name): "[\(intent.parameter(named: name)?.title ?? name)]"
                    }
                }.joined()
                print("  \(intent.identifier.padding(toLength: 34, withPad: " ", startingAt: 0)) \(template.isEmpty ? intent.title : template)")
                if let description = intent.description { print("  \(String(repeating: " ", count: 34)) \(description)") }
            }
            for entity in metadata.entities where entity.supportsFind {
                print("  \("find \(entity.identifier)".padding(toLength: 34, withPad: " ", startingAt: 0)) Find \(entity.pluralName)")
            }
        }
        if app == nil {
            print("Control flow and variables")
            for (name, sentence) in [("if", "If [Input] [condition] [Value]"), ("repeat", "Repeat [Count] times"),
                                     ("repeatEach", "Repeat with each item in [List]"), ("menu", "Choose from Menu"),
                                     ("setVariable", "Set variable [Name] to [Value]"), ("addToVariable", "Add [Value] to variable [Name]"),
                                     ("getVariable", "Get variable [Name]"), ("getItem", "Get [Item] from [List]"),
                                     ("count", "Count [Input]"), ("askForInput", "Ask for Input with [Prompt]"), ("comment", "Comment"), ("stop", "Stop and output [Output]")] {
                print("  \(name.padding(toLength: 34, withPad: " ", startingAt: 0)) \(sentence)")
            }
        }
    }
}
