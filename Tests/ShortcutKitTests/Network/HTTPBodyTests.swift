import Foundation
import ShortcutsTestSupport
import Testing

@testable import ShortcutEngine
@testable import ShortcutKit
@testable import ShortcutModel

/// Bodies as they arrive (issue 29, items 3 and 7): a body is decoded by the charset its server
/// names, a body over the memory limit stops the transfer at the limit instead of being read
/// whole first, and Output As: File streams any size to its file, which appears whole or not at all.
@Suite struct HTTPBodyTests {
    let tests = GetContentsOfURLTests()

    @Test func aLatin1BodyIsReadAsLatin1() async throws {
        let server = try await LocalHTTPServer.start()
        defer { server.stop() }
        let result = try await tests.run(
            GetContentsOfURLTests.shortcut([
                GetContentsOfURLTests.get("\(server.base)/latin1"),
                GetContentsOfURLTests.show("{\"text\": [\(GetContentsOfURLTests.ref(1))]}"),
            ]))
        #expect(result.error == nil, "\(String(describing: result.error))")
        #expect(result.dialogs == ["café crème"])
    }

    @Test func charsetsByTheirLabels() {
        let latin1 = Data([0x63, 0x61, 0x66, 0xE9])
        #expect(HTTPCharset.text(of: latin1, contentType: "text/plain; charset=\"iso-8859-1\"") == "café")
        #expect(HTTPCharset.text(of: latin1, contentType: "text/html;Charset=Windows-1252") == "café")
        #expect(HTTPCharset.text(of: Data("café".utf8), contentType: "application/json") == "café")
        // A byte-order mark wins over the header; an unknown charset reads as UTF-8.
        #expect(
            HTTPCharset.text(of: Data([0xEF, 0xBB, 0xBF]) + Data("é".utf8), contentType: "text/plain; charset=latin1")
                == "é")
        #expect(HTTPCharset.text(of: Data("é".utf8), contentType: "text/plain; charset=x-unknown") == "é")
        #expect(HTTPCharset.text(of: latin1, contentType: nil) == "caf\u{FFFD}")
    }

    @Test func aBodyOverTheLimitStopsAtTheLimit() async throws {
        let server = try await LocalHTTPServer.start()
        defer { server.stop() }
        let request = HTTPRequest(url: try #require(URL(string: "\(server.base)/bytes?n=\(8 << 20)")))
        await #expect(throws: HTTPFailure.tooLarge(limit: 1 << 20)) {
            try await HTTPClient.send(request, memoryLimit: 1 << 20)
        }
        // Under the limit it is kept whole.
        let small = HTTPRequest(url: try #require(URL(string: "\(server.base)/bytes?n=\(300_000)")))
        #expect(try await HTTPClient.send(small, memoryLimit: 1 << 20).body.count == 300_000)
    }

    @Test func outputAsFileSavesMoreThanTheMemoryLimit() async throws {
        let server = try await LocalHTTPServer.start()
        defer { server.stop() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("download-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("big.bin")
        let size = HTTPClient.maximumBodyBytes + (3 << 20)
        let result = try await tests.run(
            GetContentsOfURLTests.shortcut([
                GetContentsOfURLTests.get(
                    "\(server.base)/bytes?n=\(size)", #""outputAs": "file", "path": {"text": "\#(path.path)"}"#)
            ]))
        #expect(result.error == nil, "\(String(describing: result.error))")
        let attributes = try FileManager.default.attributesOfItem(atPath: path.path)
        #expect(attributes[.size] as? Int == size)
        // Only the file: the temporary it was streamed into took its place.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["big.bin"])
    }

    @Test func anErrorStatusLeavesNoFileAndAFailedSaveNamesThePath() async throws {
        let server = try await LocalHTTPServer.start()
        defer { server.stop() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("download-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("answer.txt")
        let failed = try await tests.run(
            GetContentsOfURLTests.shortcut([
                GetContentsOfURLTests.get(
                    "\(server.base)/status/500", #""outputAs": "file", "path": {"text": "\#(path.path)"}"#)
            ]))
        #expect(failed.error?.description.contains("the server answered 500") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        let nowhere = folder.appendingPathComponent("no/such/folder/answer.txt")
        let unsaved = try await tests.run(
            GetContentsOfURLTests.shortcut([
                GetContentsOfURLTests.get(
                    "\(server.base)/hello", #""outputAs": "file", "path": {"text": "\#(nowhere.path)"}"#)
            ]))
        #expect(unsaved.error?.parameter == "path", "\(String(describing: unsaved.error))")
        #expect(unsaved.error?.description.contains(nowhere.path) == true, "\(String(describing: unsaved.error))")
    }
}
