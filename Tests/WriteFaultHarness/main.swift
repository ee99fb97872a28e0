import FilesApp
import Foundation
import IntentKit
import ShortcutEngine

// write-fault-harness: writes in a loop until it is killed, for the kill -9 tests of the Files
// app's Write Text File and of ShortcutEngine's AtomicFile.
//
//   write-fault-harness files ROOT (createNew|append|overwrite)
//   write-fault-harness library FOLDER
//
// Every text written is one self-describing record, "BEGIN <id> <count>\n", <count> filler
// letters, "\nEND <id>\n", so the test can tell a whole record from a cut one without knowing
// what was written. The harness prints "ready" once it is about to write, then never stops.
//
// files/createNew: records to new-<id>.txt; files/append: records appended to log.txt;
// files/overwrite and library: records replacing doc.txt or shortcut.json.

func record(_ id: Int) -> String {
    let count = Int.random(in: 1...120_000)
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    let filler = String((0..<count).map { letters[($0 + id) % letters.count] })
    return "BEGIN \(id) \(count)\n\(filler)\nEND \(id)\n"
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("write-fault-harness: \(message)\n".utf8))
    exit(2)
}

func ready() {
    FileHandle.standardOutput.write(Data("ready\n".utf8))
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2 else { fail("usage: write-fault-harness files ROOT MODE | library FOLDER") }
let folder = URL(fileURLWithPath: arguments[1])

switch arguments[0] {
case "library":
    ready()
    for id in 1... {
        do { try AtomicFile.write(record(id), to: folder.appendingPathComponent("shortcut.json")) } catch {
            fail("\(error)")
        }
    }
case "files":
    guard arguments.count == 3 else { fail("usage: write-fault-harness files ROOT MODE") }
    do {
        // The shared manager: registering reads the app's dependencies too.
        let registered = try await Files.app(root: folder).register()
        guard let intent = registered.intentType(for: "Files.WriteTextFile"),
            let mode = registered.enumType(for: "Files.WriteMode")?.anyCases.first(where: {
                $0.storedValue == arguments[2]
            })
        else { fail("no Write Text File intent or mode '\(arguments[2])'") }
        ready()
        for id in 1... {
            let path =
                switch arguments[2] {
                case "createNew": "new-\(id).txt"
                case "append": "log.txt"
                default: "doc.txt"
                }
            let invocation = IntentInvocation(intent)
            try invocation.setValue(path, for: "path")
            try invocation.setValue(record(id), for: "text")
            try invocation.setValue(mode, for: "mode")
            _ = try await invocation.perform(prompter: NonInteractivePrompter())
        }
    } catch {
        fail("\(error)")
    }
default:
    fail("unknown target '\(arguments[0])'")
}
