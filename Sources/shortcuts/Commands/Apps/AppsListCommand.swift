import ArgumentParser
import Foundation
import ShortcutKit

/// `shortcuts apps list`: every app, where it comes from and how many actions it has.
struct AppsListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the apps: bundled, Scripts, and those installed with manifests.")

    func run() async throws {
        let environment = try await Environment.load(externalApps: false)
        let folder = AppManifestFolder(environment.home.appManifests)
        let (manifests, problems) = folder.load()
        var rows: [(String, String, String)] = []
        for app in environment.catalog.apps {
            let name = app.metadata.name
            let count = app.metadata.intents.count
            let actions = "\(count) action\(count == 1 ? "" : "s")"
            if name == ScriptsApp.name {
                rows.append((name, actions, "scripts in \(environment.home.scripts.path)"))
            } else if !manifests.contains(where: { $0.name == name }) {
                rows.append((name, actions, "bundled"))
            }
        }
        for manifest in manifests {
            let command = ([manifest.command] + manifest.arguments).joined(separator: " ")
            let broken = manifest.problems.isEmpty ? "" : " (cannot start: run 'shortcuts apps check')"
            rows.append((manifest.name, "manifest", "\(command)\(broken)"))
        }
        let width = rows.map(\.0.count).max() ?? 0
        let middle = rows.map(\.1.count).max() ?? 0
        for (name, kind, detail) in rows {
            print(
                name.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                    + kind.padding(toLength: middle, withPad: " ", startingAt: 0) + "  " + detail)
        }
        let scriptProblems = environment.scriptProblems.count
        if scriptProblems + problems.count > 0 {
            complain(
                "\(scriptProblems + problems.count) file\(scriptProblems + problems.count == 1 ? " is" : "s are") not usable: run 'shortcuts apps check'"
            )
        }
    }
}
