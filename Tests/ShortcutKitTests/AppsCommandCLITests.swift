import Foundation
import ShortcutsTestSupport
import Testing

/// `shortcuts apps list|add|remove|check` through the real binary, on a home of its own.
@Suite(.serialized) struct AppsCommandCLITests {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("cli-apps-\(UUID().uuidString)")

    static func line(of output: String, startingWith prefix: String) -> String? {
        output.split(separator: "\n").first { $0.hasPrefix(prefix) }.map(String.init)
    }

    func shortcuts(_ arguments: String...) async throws -> ShortcutsCLI.Result {
        try await ShortcutsCLI.run(arguments, home: home)
    }

    @Test func addListCheckAndRemoveAnApp() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let added = try await shortcuts("apps", "add", "--env", "SHELF=1", "Bookshelf", "/bin/sh", "-c", "exec cat")
        #expect(added.status == 0, "\(added.error)")
        let manifest = home.appendingPathComponent("apps/Bookshelf.json")
        #expect(added.output.contains("Installed Bookshelf (\(manifest.path))"))
        let json = try String(contentsOf: manifest, encoding: .utf8)
        #expect(json.contains("\"command\" : \"/bin/sh\""))
        #expect(json.contains("\"SHELF\" : \"1\""))

        let list = try await shortcuts("apps", "list")
        #expect(list.status == 0, "\(list.error)")
        #expect(list.output.contains("Books "))
        #expect(Self.line(of: list.output, startingWith: "Bookshelf")?.contains(" manifest ") == true, "\(list.output)")
        #expect(list.output.contains("/bin/sh -c exec cat"))

        let again = try await shortcuts("apps", "add", "bookshelf", "/bin/sh")
        #expect(again.status == 64)
        #expect(again.error.contains("'Bookshelf' is already installed"))
        let bundled = try await shortcuts("apps", "add", "Books", "/bin/sh")
        #expect(bundled.status == 64)
        #expect(bundled.error.contains("the name is taken by the app 'Books'"))
        let invalid = try await shortcuts("apps", "add", "No Good", "no-such-program-here")
        #expect(invalid.status == 64)
        #expect(invalid.error.contains("\"command\": 'no-such-program-here' is not found on PATH"))

        // Its manifest is usable, but `cat` is no app: the check starts it, and its handshake fails.
        let check = try await shortcuts("apps", "check", "Bookshelf")
        #expect(check.status == 65, "\(check.output)\(check.error)")
        #expect(check.output.contains("Bookshelf: manifest ok"))
        #expect(
            check.output.contains("\(manifest.path): The app 'Bookshelf': the host has no method 'initialize'"),
            "\(check.output)")

        try "{\"name\": \"Broken\", \"command\": \"/no/such/program\"}".write(
            to: home.appendingPathComponent("apps/Broken.json"), atomically: true, encoding: .utf8)
        let broken = try await shortcuts("apps", "check")
        #expect(broken.status == 65)
        #expect(
            broken.output.contains(
                "\(home.appendingPathComponent("apps/Broken.json").path): \"command\": /no/such/program is not an executable file"
            ), "\(broken.output)")

        let removed = try await shortcuts("apps", "remove", "Bookshelf")
        #expect(removed.status == 0, "\(removed.error)")
        #expect(!FileManager.default.fileExists(atPath: manifest.path))
        let gone = try await shortcuts("apps", "remove", "Bookshelf")
        #expect(gone.status == 66)
    }

    @Test func checkReportsScriptHeadersByFileAndLine() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let scripts = home.appendingPathComponent("scripts")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        try ExecutableFiles.copyFolder(ScriptActionTests.examples, to: scripts)
        let good = try await shortcuts("apps", "check", "Scripts")
        #expect(good.status == 0, "\(good.output)\(good.error)")
        #expect(good.output.contains("Scripts: 3 script actions ok"))
        let bad = scripts.appendingPathComponent("bad.sh")
        try "#!/bin/sh\n# @title Bad\n# @param x txt\n".write(to: bad, atomically: true, encoding: .utf8)
        let check = try await shortcuts("apps", "check")
        #expect(check.status == 65)
        #expect(
            check.output.contains(
                "\(scripts.path)/bad.sh:3: unknown type 'txt' for 'x': use one of text, integer, number, boolean, date, url"
            ), "\(check.output)")
        let list = try await shortcuts("apps", "list")
        #expect(Self.line(of: list.output, startingWith: "Scripts ")?.contains(" 3 actions ") == true, "\(list.output)")
        #expect(list.error.contains("1 file is not usable: run 'shortcuts apps check'"))
    }
}
