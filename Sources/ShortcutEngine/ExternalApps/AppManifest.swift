import Foundation
import IntentKit
import ShortcutModel

/// An app that runs as its own program, as its manifest declares it: one JSON file in the home's
/// `apps` folder (`shortcuts apps add` writes it).
///
/// ```json
/// {
///   "name": "Bookshelf",
///   "command": "/usr/local/bin/bookshelf",
///   "arguments": ["--serve"],
///   "workingDirectory": "/srv/bookshelf",
///   "environment": {"BOOKSHELF_DATA": "/srv/bookshelf/data"}
/// }
/// ```
/// The name is the app's: it prefixes its identifiers (`Bookshelf.OpenBook`), so it is letters
/// and digits, starting with a letter. A command without a `/` is looked up on `PATH`.
package struct AppManifest: Sendable, Hashable, Codable {
    package var name: String
    package var command: String
    package var arguments: [String]
    package var workingDirectory: String?
    package var environment: [String: String]

    package init(
        name: String, command: String, arguments: [String] = [], workingDirectory: String? = nil,
        environment: [String: String] = [:]
    ) {
        self.name = name
        self.command = command
        self.arguments = arguments
        self.workingDirectory = workingDirectory
        self.environment = environment
    }

    private enum CodingKeys: String, CodingKey { case name, command, arguments, workingDirectory, environment }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        command = try container.decode(String.self, forKey: .command)
        arguments = try container.decodeIfPresent([String].self, forKey: .arguments) ?? []
        workingDirectory = try container.decodeIfPresent(String.self, forKey: .workingDirectory)
        environment = try container.decodeIfPresent([String: String].self, forKey: .environment) ?? [:]
    }

    /// The manifest's problems, each naming the member: an empty list when it can be used.
    package var problems: [String] {
        var out: [String] = []
        if !Self.isValidName(name) {
            out.append("\"name\": '\(name)' must be letters and digits, starting with a letter")
        }
        if command.trimmingCharacters(in: .whitespaces).isEmpty {
            out.append("\"command\": is empty")
        } else if executablePath() == nil {
            out.append(
                command.contains("/")
                    ? "\"command\": \(command) is not an executable file"
                    : "\"command\": '\(command)' is not found on PATH")
        }
        if let directory = workingDirectory {
            var isDirectory: ObjCBool = false
            if !FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) || !isDirectory.boolValue {
                out.append("\"workingDirectory\": \(directory) is not a folder")
            }
        }
        for key in environment.keys.sorted() where key.isEmpty || key.contains("=") || key.contains("\0") {
            out.append("\"environment\": '\(key)' cannot be a variable's name")
        }
        return out
    }

    /// Whether `name` can be an app's name: letters and digits, starting with a letter.
    package static func isValidName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
    }

    /// The program's file: the command itself when it has a `/` (relative to the working
    /// directory), else the first executable of that name on `PATH`.
    package func executablePath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let manager = FileManager.default
        if command.contains("/") {
            let path =
                command.hasPrefix("/")
                ? command
                : URL(fileURLWithPath: workingDirectory ?? manager.currentDirectoryPath)
                    .appendingPathComponent(command).path
            return manager.isExecutableFile(atPath: path) ? path : nil
        }
        for folder in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let path = "\(folder)/\(command)"
            if manager.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    /// The manifest as its file holds it: sorted keys, two-space indent, a final line break.
    package func encoded() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(self)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
