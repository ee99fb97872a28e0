import BlockingTestSupport
import Foundation
import ShortcutsTestSupport
import Testing

/// The real `shortcuts` binary fed hostile names, titles, values and file names, its output read
/// from pipes byte for byte: messages (listings, errors, prompts) never carry a byte a terminal
/// would act on, while a run's data written to a pipe stays exactly what the shortcut made.
/// (TerminalNcursesTests' TerminalSafetyTmuxTests run the same in a real terminal.)
@Suite(.serialized) struct TerminalSafetyTests {
    /// Sets the window title, writes the clipboard (OSC 52), clears the screen, returns to the
    /// start of the line, reverses the text that follows, and opens a C1 CSI.
    static let hostile = "\u{1B}]0;PWNED\u{7}\u{1B}]52;c;ZXZpbA==\u{7}\u{1B}[2J\r\u{202E}\u{9B}31m"
    /// How `hostile` reads once escaped.
    static let escaped = "^[]0;PWNED^G^[]52;c;ZXZpbA==^G^[[2J^M\\u{202E}M-^[31m"

    let root = FileManager.default.temporaryDirectory.appendingPathComponent("terminal-safety-\(UUID().uuidString)")
    var home: URL { root.appendingPathComponent("home") }
    var files: URL { root.appendingPathComponent("files") }
    var shortcutsFolder: URL { home.appendingPathComponent("shortcuts") }

    struct Result {
        var status: Int32
        var output: [UInt8]
        var error: [UInt8]
        var outputText: String { String(decoding: output, as: UTF8.self) }
        var errorText: String { String(decoding: error, as: UTF8.self) }
    }

    static let binary = ShortcutsCLI.binary

    func shortcuts(_ arguments: String...) async throws -> Result {
        var environment = ProcessInfo.processInfo.environment
        environment["SHORTCUTS_HOME"] = home.path
        environment["SHORTCUTS_FILES_ROOT"] = files.path
        environment["XDG_CONFIG_HOME"] = root.appendingPathComponent("config").path
        let child = environment
        // Standard output and error are files: neither is a terminal.
        let ended = try await offThePool { try ChildProcess.run(Self.binary.path, arguments, environment: child) }
        return Result(status: ended.status, output: Array(ended.output), error: Array(ended.error))
    }

    /// A home with the examples, a shortcut whose name, text values and output are hostile, one
    /// that deletes a file with a hostile name, and that file.
    func prepare() async throws {
        try FileManager.default.createDirectory(at: files, withIntermediateDirectories: true)
        _ = try await shortcuts("list")
        try Data().write(to: files.appendingPathComponent("bill\(Self.hostile).txt"))
        let evil: [String: Any] = [
            "format": 1, "id": "00000000-0000-4000-8000-00000000e001", "name": "Evil\(Self.hostile)Name",
            "actions": [
                [
                    "id": "00000000-0000-4000-8000-00000000e002", "action": "Shortcuts.Text",
                    "parameters": ["text": ["text": "value\(Self.hostile)end"]],
                ],
                [
                    "id": "00000000-0000-4000-8000-00000000e003", "action": "Shortcuts.ShowResult",
                    "parameters": [
                        "text": ["text": ["shown\(Self.hostile)", ["var": "00000000-0000-4000-8000-00000000e002"]]]
                    ],
                ],
                [
                    "id": "00000000-0000-4000-8000-00000000e004", "action": "Shortcuts.Text",
                    "parameters": ["text": ["text": "out\(Self.hostile)put"]],
                ],
            ],
        ]
        try JSONSerialization.data(withJSONObject: evil).write(to: shortcutsFolder.appendingPathComponent("evil.json"))
        let delete: [String: Any] = [
            "format": 1, "id": "00000000-0000-4000-8000-00000000e101", "name": "Delete It",
            "actions": [
                [
                    "id": "00000000-0000-4000-8000-00000000e102", "action": "Files.DeleteFile",
                    "parameters": ["file": ["entity": ["type": "Files.FileEntity", "id": "bill\(Self.hostile).txt"]]],
                ]
            ],
        ]
        try JSONSerialization.data(withJSONObject: delete).write(
            to: shortcutsFolder.appendingPathComponent("delete-it.json"))
    }

    /// Bytes a terminal acts on: ESC, BEL, CR, the C1 CSI (UTF-8 C2 9B), RLO (E2 80 AE).
    static func actsOnTerminal(_ bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self)
        return bytes.contains { $0 == 0x1B || $0 == 0x07 || $0 == 0x0D } || text.contains("\u{9B}")
            || text.contains("\u{202E}")
    }

    @Test("list and view escape a hostile name and values, to a pipe too")
    func listingsAreEscaped() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try await prepare()
        let list = try await shortcuts("list")
        #expect(list.status == 0)
        #expect(!Self.actsOnTerminal(list.output), "\(list.outputText)")
        #expect(list.outputText.contains("Evil\(Self.escaped)Name  (3 actions)\n"))
        let view = try await shortcuts("view", shortcutsFolder.appendingPathComponent("evil.json").path)
        #expect(view.status == 0)
        #expect(!Self.actsOnTerminal(view.output), "\(view.outputText)")
        #expect(view.outputText.hasPrefix("Evil\(Self.escaped)Name  (evil.json)\n"))
        #expect(view.outputText.contains("value\(Self.escaped)end"))
    }

    @Test("JSON listings spell hostile characters as \\u escapes: the same strings, no live bytes")
    func jsonListingsAreSafeAndExact() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try await prepare()
        let list = try await shortcuts("list", "--json")
        #expect(list.status == 0)
        #expect(!Self.actsOnTerminal(list.output))
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(list.output)) as? [[String: Any]])
        #expect(entries.contains { $0["name"] as? String == "Evil\(Self.hostile)Name" })
        #expect(
            list.outputText.contains(
                #""Evil\u001b]0;PWNED\u0007\u001b]52;c;ZXZpbA==\u0007\u001b[2J\r\u202e\u009b31mName""#))

        let entities = try await shortcuts("entities", "File", "--json")
        #expect(entities.status == 0)
        #expect(!Self.actsOnTerminal(entities.output))
        let found = try #require(try JSONSerialization.jsonObject(with: Data(entities.output)) as? [[String: Any]])
        #expect(found.contains { $0["title"] as? String == "bill\(Self.hostile).txt" })
    }

    @Test("entities escapes a hostile file name")
    func entitiesAreEscaped() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try await prepare()
        let entities = try await shortcuts("entities", "File")
        #expect(entities.status == 0)
        #expect(!Self.actsOnTerminal(entities.output), "\(entities.outputText)")
        #expect(entities.outputText.contains("bill\(Self.escaped).txt  bill\(Self.escaped).txt"))
    }

    @Test("A run's dialogs and output reach a pipe exactly; beside -o -, dialogs on standard error are escaped")
    func runDataIsExactOnAPipe() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try await prepare()
        let evil = shortcutsFolder.appendingPathComponent("evil.json").path
        let shown = try await shortcuts("run", evil)
        #expect(shown.status == 0, "\(shown.errorText)")
        #expect(shown.output == Array("shown\(Self.hostile)value\(Self.hostile)end\n".utf8))

        let piped = try await shortcuts("run", evil, "-o", "-")
        #expect(piped.status == 0)
        #expect(piped.output == Array("out\(Self.hostile)put\n".utf8))
        #expect(piped.error == Array("shown\(Self.escaped)value\(Self.escaped)end\n".utf8))

        let json = try await shortcuts("run", evil, "-o", "-", "--output-type", "json")
        #expect(json.status == 0)
        // Exactly what the JSON encoder wrote: C0 escaped as JSON requires, the rest untouched.
        #expect(
            json.output
                == Array(
                    "\"out\\u001b]0;PWNED\\u0007\\u001b]52;c;ZXZpbA==\\u0007\\u001b[2J\\r\u{202E}\u{9B}31mput\"\n".utf8)
        )
    }

    @Test("Error messages are escaped: a hostile argument, a usage error, a question no one can answer")
    func errorsAreEscaped() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try await prepare()
        let missing = try await shortcuts("run", "No\(Self.hostile)Such")
        #expect(missing.status == 66)
        #expect(!Self.actsOnTerminal(missing.error), "\(missing.errorText)")
        #expect(missing.errorText.hasPrefix("shortcuts: no shortcut named 'No\(Self.escaped)Such' in "))

        let usage = try await shortcuts("run", "Countdown", "--output-type", "x\(Self.hostile)")
        #expect(usage.status == 64)
        #expect(!Self.actsOnTerminal(usage.error), "\(usage.errorText)")
        #expect(usage.errorText.contains("The value 'x\(Self.escaped)' is invalid for '--output-type <output-type>'"))
        #expect(usage.output.isEmpty)

        // Deleting is gated (docs/security.md): allowed in the config file, the run reaches the
        // intent's own question.
        let config = root.appendingPathComponent("config/shortcuts/config.json")
        try FileManager.default.createDirectory(
            at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
        try #"{"allowDeleting": true}"#.write(to: config, atomically: true, encoding: .utf8)
        let question = try await shortcuts("run", "Delete It")
        #expect(question.status == 69)
        #expect(
            question.error
                == Array(
                    ("shortcuts: 'Delete It' stopped at action 1 (Delete File): asked \"Delete 'bill\(Self.escaped).txt'?\", "
                        + "but no one is there to answer (the run is not interactive)\n").utf8))
        #expect(FileManager.default.fileExists(atPath: files.appendingPathComponent("bill\(Self.hostile).txt").path))

        let unknownType = try await shortcuts("entities", "\(Self.hostile)")
        #expect(unknownType.status == 66)
        #expect(!Self.actsOnTerminal(unknownType.error), "\(unknownType.errorText)")
    }

    @Test("Help reaches standard output unchanged")
    func helpIsUnchanged() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let help = try await shortcuts("run", "--help")
        #expect(help.status == 0)
        #expect(help.outputText.hasPrefix("OVERVIEW: Run a shortcut."))
        #expect(help.error.isEmpty)
    }

    /// The CLI writes to the standard streams only through StandardStreams: `print` there is the
    /// module's own escaping one, and nothing else may write to standard output or error.
    @Test("No code in the CLI writes to standard output or error around StandardStreams")
    func noWriteBypassesTheEscaping() throws {
        let sources = TestRepository.root.appendingPathComponent("Sources/shortcuts")
        let forbidden = [
            "Swift.print", "debugPrint(", "dump(", "FileHandle.standardOutput", "FileHandle.standardError",
            "fputs(", "fwrite(", "putchar(", "puts(", "printf(", "STDOUT_FILENO", "STDERR_FILENO", "to: &",
        ]
        let enumerator = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var checked = 0
        for case let file as URL in enumerator
        where file.pathExtension == "swift" && file.lastPathComponent != "StandardStreams.swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            checked += 1
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
                for pattern in forbidden where code.contains(pattern) {
                    Issue.record(
                        "\(file.lastPathComponent):\(number + 1) writes around StandardStreams (\(pattern)): \(line)")
                }
            }
        }
        #expect(checked > 10)
    }
}
