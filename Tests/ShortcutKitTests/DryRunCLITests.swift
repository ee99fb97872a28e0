import BlockingTestSupport
import Foundation
import ShortcutsTestSupport
import Testing

/// `shortcuts run --dry-run` on a shortcut that touches everything there is to touch — the
/// network, programs, files, a delete, a language model, apps' data — as a person runs it, with
/// nothing allowed in the config file: nothing is touched (the server got no request, no program
/// ran, no file appeared or went, no book was added), each such action is listed with the values
/// it would have been given, and what only reads runs for real.
@Suite(.serialized) struct DryRunCLITests {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("cli-dry-\(UUID().uuidString)")

    /// Counts every request but `GET /count`, which answers the count.
    static let countingServer = #"""
        import http.server, socketserver, threading, time
        hits = 0
        class Handler(http.server.BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"
            def log_message(self, *args): pass
            def answer(self):
                global hits
                if self.path == "/count":
                    body = str(hits).encode()
                else:
                    hits += 1
                    body = b"{}"
                self.send_response(200)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)
            do_GET = do_POST = answer
        server = socketserver.ThreadingTCPServer(("127.0.0.1", 0), Handler)
        server.daemon_threads = True
        print(server.server_address[1], flush=True)
        threading.Thread(target=lambda: (time.sleep(900), server.shutdown()), daemon=True).start()
        server.serve_forever()
        """#

    static func id(_ n: Int) -> String { "00000000-0000-4000-8000-\(String(format: "%012d", 900 + n))" }

    @Test func nothingIsTouchedAndEachActionSaysWhatItWouldHaveDone() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let server = try await PythonTestServer.start(Self.countingServer)
        defer { server.stop() }
        let files = FileManager.default.temporaryDirectory
        let tag = UUID().uuidString.prefix(8)
        let marker = files.appendingPathComponent("dry-marker-\(tag)")
        let written = "dry-written-\(tag).txt"
        let kept = "dry-kept-\(tag).txt"
        try Data("keep me".utf8).write(to: files.appendingPathComponent(kept))
        defer { try? FileManager.default.removeItem(at: files.appendingPathComponent(kept)) }
        let config = home.appendingPathComponent("config/shortcuts")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try Data(
            #"{"models": {"providers": {"local": {"baseURL": "http://127.0.0.1:\#(server.port)/v1", "models": ["m"]}}}}"#
                .utf8
        ).write(to: config.appendingPathComponent("config.json"))
        let shortcut = home.appendingPathComponent("everything.json")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        try Data(
            #"""
            {"format": 1, "id": "\#(Self.id(0))", "name": "Everything", "actions": [
              {"id": "\#(Self.id(1))", "action": "getContentsOfURL", "url": {"url": "http://127.0.0.1:\#(server.port)/hit"}},
              {"id": "\#(Self.id(2))", "action": "runShellScript", "script": "touch \#(marker.path)", "shell": "sh"},
              {"id": "\#(Self.id(3))", "action": "Files.WriteTextFile", "parameters": {"path": {"text": "\#(written)"}, "text": {"text": "hello"}}},
              {"id": "\#(Self.id(4))", "action": "Files.DeleteFile", "parameters": {"file": {"entity": {"type": "Files.FileEntity", "id": "\#(kept)"}}}},
              {"id": "\#(Self.id(5))", "action": "useModel", "prompt": {"text": "hello"}},
              {"id": "\#(Self.id(6))", "action": "Books.AddBook", "parameters": {"title": {"text": "A Dry Book \#(tag)"}}},
              {"id": "\#(Self.id(8))", "action": "copyToClipboard", "input": {"text": "not to be copied"}},
              {"id": "\#(Self.id(7))", "action": "Shortcuts.Text", "parameters": {"text": {"text": "made for real"}}}
            ]}
            """#.utf8
        ).write(to: shortcut)

        let result = try await ShortcutsCLI.run(["run", shortcut.path, "--dry-run"], home: home)
        #expect(result.status == 0, "\(result.error)")
        let report = result.output
        for line in [
            "Dry run of 'Everything': nothing was touched.",
            "1  Get Contents of URL: would use the network", "url: http://127.0.0.1:\(server.port)/hit",
            "2  Run Shell Script: would run programs", "script: touch \(marker.path)",
            "3  Write Text File: would read or write files", "path: \(written)",
            "4  Delete File: would", "5  Use Model: would send data to a language model", "prompt: hello",
            "6  Add Book: would change apps' data", "title: A Dry Book \(tag)",
            "7  Copy to Clipboard: would use the clipboard or a notification", "input: not to be copied",
            "8  Text: ran → made for real", "Output: made for real",
        ] {
            #expect(report.contains(line), "\(line) in\n\(report)")
        }
        // Nothing was touched.
        let count = try String(contentsOf: URL(string: "http://127.0.0.1:\(server.port)/count")!, encoding: .utf8)
        #expect(count == "0", "the server got \(count) requests")
        #expect(!FileManager.default.fileExists(atPath: marker.path), "a program ran")
        #expect(!FileManager.default.fileExists(atPath: files.appendingPathComponent(written).path))
        #expect(FileManager.default.fileExists(atPath: files.appendingPathComponent(kept).path))
        let books = try await ShortcutsCLI.run(
            ["entities", "Books.BookEntity", "--search", "A Dry Book \(tag)"], home: home)
        #expect(!books.output.contains("A Dry Book"), "\(books.output)")

        // As JSON, each action that would have touched something with its values.
        let json = try await ShortcutsCLI.run(["run", shortcut.path, "--dry-run", "--output-type", "json"], home: home)
        #expect(json.status == 0, "\(json.error)")
        #expect(json.output.contains(#""touched": false"#), "\(json.output)")
        #expect(json.output.contains(#""effects": ["#) && json.output.contains(#""runsPrograms""#), "\(json.output)")
    }

    @Test func aQuestionIsAnsweredOrReported() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let shortcut = home.appendingPathComponent("ask.json")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        try Data(
            #"""
            {"format": 1, "id": "\#(Self.id(10))", "name": "Ask", "actions": [
              {"id": "\#(Self.id(11))", "action": "askForInput", "prompt": {"text": "Which title?"}, "type": "text"},
              {"id": "\#(Self.id(12))", "action": "Books.AddBook", "parameters": {"title": {"var": "\#(Self.id(11))"}}}
            ]}
            """#.utf8
        ).write(to: shortcut)
        let answered = try await ShortcutsCLI.run(["run", shortcut.path, "--dry-run", "--answer", "Emma"], home: home)
        #expect(answered.status == 0, "\(answered.error)")
        #expect(answered.output.contains("title: Emma"), "\(answered.output)")
        let reported = try await ShortcutsCLI.run(["run", shortcut.path, "--dry-run"], home: home)
        #expect(reported.status == 69, "\(reported.output)\(reported.error)")
        #expect(reported.output.contains("Stopped: ") && reported.output.contains("Which title?"), "\(reported.output)")
        #expect(reported.output.contains("--answer"), "\(reported.output)")
    }
}
