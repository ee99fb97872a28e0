import ArgumentParser
import Foundation
import ShortcutKit

/// `shortcuts apps add NAME COMMAND [ARGUMENT…]`: writes the app's manifest.
struct AppsAddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Install an app that runs as its own program, by writing its manifest.",
        discussion: "Exits with 64 when the manifest cannot be used, or the name is taken (without --replace).")

    @Argument(help: "The app's name: letters and digits, starting with a letter (it prefixes its identifiers).")
    var name: String

    @Argument(help: "The program: a path, or a name looked up on PATH.")
    var command: String

    @Argument(parsing: .captureForPassthrough, help: "Arguments the program is started with.")
    var arguments: [String] = []

    @Option(name: .customLong("directory"), help: "The folder the program runs in.")
    var workingDirectory: String?

    @Option(name: .customLong("env"), help: "A variable for the program, as NAME=VALUE (repeat for more).")
    var environmentVariables: [String] = []

    @Flag(name: .long, help: "Replace the manifest of an app of the same name.")
    var replace = false

    func run() async throws {
        var variables: [String: String] = [:]
        for pair in environmentVariables {
            guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else {
                complain("--env \(pair): write NAME=VALUE")
                throw Exit.usage
            }
            variables[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
        }
        let manifest = AppManifest(
            name: name, command: command, arguments: arguments,
            workingDirectory: workingDirectory.map { URL(fileURLWithPath: $0).standardizedFileURL.path },
            environment: variables)
        let problems = manifest.problems
        guard problems.isEmpty else {
            for problem in problems { complain("\(name): \(problem)") }
            throw Exit.usage
        }
        let environment = try await Environment.load(externalApps: false)
        let folder = AppManifestFolder(environment.home.appManifests)
        let installed = folder.load().manifests
        let taken = environment.catalog.apps.map(\.metadata.name).filter { other in
            !installed.contains { $0.name == other }
        }
        if let other = (taken + [ScriptsApp.name]).first(where: { $0.caseInsensitiveCompare(name) == .orderedSame }) {
            complain("\(name): the name is taken by the app '\(other)'; choose another")
            throw Exit.usage
        }
        if !replace, let other = installed.first(where: { $0.name.caseInsensitiveCompare(name) == .orderedSame }) {
            complain(
                "\(name): '\(other.name)' is already installed (\(folder.file(for: other.name).path)); use --replace")
            throw Exit.usage
        }
        do { try folder.save(manifest) } catch {
            complain(error.description)
            throw Exit.runFailed
        }
        print("Installed \(name) (\(folder.file(for: name).path)). Check it with 'shortcuts apps check \(name)'.")
    }
}
