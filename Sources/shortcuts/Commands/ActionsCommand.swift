import ArgumentParser
import Foundation
import IntentKit
import ShortcutKit

/// `shortcuts actions`: every action shortcuts can use, by app: the apps' intents, the Find of
/// each findable entity, and (without `--app`) the control flow and variable actions. The text
/// listing and `--json` are built from the same list, so one never shows what the other leaves out.
struct ActionsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "actions", abstract: "List the actions of the installed apps.")

    @Option(help: "Only this app's actions (its name, such as Books).")
    var app: String?

    @Flag(help: "Print the actions with their identifiers and parameters as JSON.")
    var json = false

    func run() async throws {
        let environment = try await Environment.load()
        let catalog = environment.catalog
        let apps = catalog.apps.filter { app == nil || $0.metadata.name.caseInsensitiveCompare(app!) == .orderedSame }
        guard !apps.isEmpty else {
            complain("no app named '\(app ?? "")' (apps: \(catalog.apps.map(\.metadata.name).joined(separator: ", ")))")
            throw Exit.notFound
        }
        let listed =
            apps.flatMap { ActionListing.actions(of: $0.metadata) } + (app == nil ? ActionListing.builtIns : [])
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            StandardStreams.json(String(decoding: try encoder.encode(listed), as: UTF8.self) + "\n")
            return
        }
        // Apps' actions by app, then the built-in actions by category, as the editor's action
        // library groups them; a built-in's second line gives its title ("Replace Text").
        var groups: [(title: String, actions: [ListedAction])] = []
        for action in listed where action.isDiscoverable {
            let group = action.app ?? "Built in: \(action.category ?? "Other")"
            if let index = groups.firstIndex(where: { $0.title == group }) {
                groups[index].actions.append(action)
            } else {
                groups.append((group, [action]))
            }
        }
        for (title, actions) in groups {
            print(title)
            for action in actions {
                print("  \(action.identifier.padding(toLength: 34, withPad: " ", startingAt: 0)) \(action.sentence)")
                let blank = String(repeating: " ", count: 34)
                switch action.kind {
                case .intent: if let description = action.description { print("  \(blank) \(description)") }
                case .controlFlow: print("  \(blank) \(action.title): \(action.description ?? "")")
                case .find: break
                }
            }
        }
    }
}
