import Foundation
import Testing

/// The real `shortcuts` binary on what issue 11 found: `validate` reports an unfinished Find row,
/// and `actions --json` lists everything the text listing does.
@Suite(.serialized) struct CLIFindAndActionsTests {
    struct Result {
        var status: Int32
        var output: String
        var error: String
    }

    /// The binary sits next to the test bundle in the build folder.
    static let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("shortcuts")

    let home = FileManager.default.temporaryDirectory.appendingPathComponent("cli-find-\(UUID().uuidString)")

    func shortcuts(_ arguments: String...) throws -> Result {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["SHORTCUTS_HOME"] = home.path
        environment["SHORTCUTS_FILES_ROOT"] = FileManager.default.temporaryDirectory.path
        environment["XDG_CONFIG_HOME"] = home.appendingPathComponent("config").path
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let error = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: output, as: UTF8.self),
                      error: String(decoding: error, as: UTF8.self))
    }

    @Test func validateReportsAnUnfinishedFindRow() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let file = home.appendingPathComponent("unfinished.json")
        try #"""
        {"format": 1, "id": "00000000-0000-4000-8000-000000000001", "name": "Unfinished", "actions": [
          {"id": "00000000-0000-4000-8000-000000000002", "action": "find", "entity": "Books.BookEntity", "match": "all",
           "where": [
             {"property": "pageCount", "comparator": "greaterThan", "value": {"number": 300}},
             {"property": "author", "comparator": "equalTo", "value": {"text": ""}}
           ]}
        ]}
        """#.write(to: file, atomically: true, encoding: .utf8)
        let result = try shortcuts("validate", file.path)
        // A warning: the file is valid (exit 0), and the row is named.
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output == "\(file.path): warning: action 1 (Find Books), parameter 'where row 2': unfinished row: 'author' (Author) has no value, so the Find ignores the row\n")
        // The run ignores the row, as the warning says: the books over 300 pages, not none.
        let run = try shortcuts("run", file.path, "-o", "-")
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("Dune"), "\(run.output)")
    }
}
