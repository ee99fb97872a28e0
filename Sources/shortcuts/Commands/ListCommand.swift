import BundledApps
import ArgumentParser
import Foundation
import ShortcutKit

/// `shortcuts list`: the shortcuts in the library, with broken files marked.
struct ListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the shortcuts in the library.")

    @Flag(name: .customLong("show-identifiers"), help: "Show each shortcut's id.")
    var showIdentifiers = false

    @Flag(help: "Print JSON: name, id, file, action count, and the error of a broken file.")
    var json = false

    func run() async throws {
        let home = ShortcutsHome.resolve()
        let library = Library(folder: home.shortcuts)
        do { try library.prepare(examples: ExampleShortcuts.all) } catch {
            complain(error.description)
            throw Exit.runFailed
        }
        let entries = library.entries()
        if json {
            StandardStreams.json(JSONWriter.write(.array(entries.map { entry in
                var members: [(String, JSONNode)] = [("name", .string(entry.name)), ("file", .string(entry.url.lastPathComponent))]
                switch entry.content {
                case .success(let document):
                    members += [("id", .string(document.id.uuidString)), ("actions", .number(document.flattened.count))]
                    if let icon = document.icon { members.append(("icon", .string(icon))) }
                case .failure(let error):
                    members.append(("error", .string(error.description)))
                }
                return .object(members)
            })).trimmingCharacters(in: .newlines) + "\n")
            return
        }
        for entry in entries {
            switch entry.content {
            case .success(let document):
                let count = document.flattened.count
                var line = "\(document.name)  (\(count) action\(count == 1 ? "" : "s"))"
                if showIdentifiers { line += "  \(document.id.uuidString)" }
                print(line)
            case .failure(let error):
                print("\(entry.name)  ⚠ broken: \(error.description)")
            }
        }
    }
}
