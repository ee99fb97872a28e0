import ArgumentParser
import Foundation
import ShortcutKit

/// `shortcuts metadata`: everything the apps declare, as IntentKit extracted it.
struct MetadataCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "metadata", abstract: "Print the apps' metadata (intents, entities, enums, App Shortcuts) as JSON."
    )

    func run() async throws {
        let environment = try await Environment.load()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        var apps = environment.catalog.apps.map(\.metadata)
        for index in apps.indices {
            apps[index].shortcuts = (try? await environment.catalog.apps[index].appShortcuts()) ?? apps[index].shortcuts
        }
        StandardStreams.json(String(decoding: try encoder.encode(apps), as: UTF8.self) + "\n")
    }
}
