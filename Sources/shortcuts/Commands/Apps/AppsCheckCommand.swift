import ArgumentParser
import Foundation
import IntentKit
import ShortcutKit

/// `shortcuts apps check [NAME]`: reports every problem of the installed manifests and of the
/// scripts folder, each with the file (and line, or member) it concerns. Each app with a usable
/// manifest is started, and the metadata its handshake sends is checked by the registration
/// rules (``MetadataCheck``).
struct AppsCheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check", abstract: "Check the installed apps (manifests and handshakes) and the scripts' headers.",
        discussion: "Exits with 65 when anything has a problem.")

    @Argument(help: "Only this app (a manifest's name, or Scripts).")
    var name: String?

    func run() async throws {
        let environment = try await Environment.load(externalApps: false)
        let home = environment.home
        let folder = AppManifestFolder(home.appManifests)
        let (manifests, fileProblems) = folder.load()
        var lines: [String] = []
        func wanted(_ app: String) -> Bool { name.map { $0.caseInsensitiveCompare(app) == .orderedSame } ?? true }
        if name == nil {
            lines += fileProblems.map { "\(folder.url.path)/\($0)" }
        }
        // Identifiers every other app uses: an app may not claim them.
        let bundled = environment.catalog.apps.filter { app in !manifests.contains { $0.name == app.metadata.name } }
        var checked: [(name: String, identifiers: Set<String>)] = []
        for manifest in manifests where wanted(manifest.name) {
            let file = folder.file(for: manifest.name).path
            for problem in manifest.problems { lines.append("\(file): \(problem)") }
            if let clash = bundled.first(where: { $0.metadata.name == manifest.name }) {
                lines.append("\(file): \"name\": the app '\(clash.metadata.name)' already has this name")
            }
            guard manifest.problems.isEmpty else { continue }
            print("\(manifest.name): manifest ok (\(file))")
            // The app itself: started, and its handshake's metadata checked by the registration
            // rules, with no identifier another app uses.
            let metadata: AppMetadata
            do { metadata = try await ExternalApps.handshake(of: manifest) } catch {
                lines.append("\(file): \(error)")
                continue
            }
            // It starts now: a failure remembered from before no longer keeps it out.
            HandshakeFailures(folder: home.appMetadataCache).forget(manifest.name)
            var others = Set<String>()
            for app in bundled { others.formUnion(MetadataCheck.identifiers(of: app.metadata)) }
            for (name, identifiers) in checked where name != manifest.name { others.formUnion(identifiers) }
            let problems = MetadataCheck.problems(of: metadata, expectedName: manifest.name, others: others)
            lines += problems.map { "\(file): \($0)" }
            // Only an app that passed claims its identifiers: one rejected here is left out of the
            // catalog, so a later app using the same ones clashes with nothing.
            if problems.isEmpty { checked.append((manifest.name, MetadataCheck.identifiers(of: metadata))) }
            if problems.isEmpty {
                print(
                    "\(manifest.name): handshake ok (\(metadata.intents.count) intents, "
                        + "\(metadata.entities.count) entity types, \(metadata.enums.count) enums)")
            }
        }
        if wanted(ScriptsApp.name) {
            let scripts = ScriptsApp.load(folder: home.scripts)
            lines += scripts.problems.map { "\(home.scripts.path)/\($0)" }
            if scripts.problems.isEmpty && !scripts.isEmpty {
                print("\(ScriptsApp.name): \(scripts.metadata.intents.count) script actions ok (\(home.scripts.path))")
            }
        }
        if let name, !wanted(ScriptsApp.name),
            !manifests.contains(where: { $0.name.caseInsensitiveCompare(name) == .orderedSame })
        {
            complain("no app named '\(name)' is installed with a manifest in \(folder.url.path)")
            throw Exit.notFound
        }
        for line in lines { print(line) }
        if !lines.isEmpty { throw Exit.invalidShortcut }
    }
}
