import Foundation
import ShortcutsTestSupport
import Testing

/// `format` reads a file as every other command does (issue 29, item 8): it leaves alone what they
/// refuse (over 4 MiB, a byte-order mark, bytes that are not UTF-8, each named), and tells a file
/// it cannot write back (74) and one that is not there (66) from one that does not read (65).
@Suite struct FormatRefusalTests {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("format-\(UUID().uuidString)")

    func format(_ arguments: String...) async throws -> ShortcutsCLI.Result {
        try await ShortcutsCLI.run(["format"] + arguments, home: home)
    }

    static let loose = #"{"name": "Loose", "format": 1, "actions": [], "id": "00000000-0000-4000-8000-000000000001"}"#

    /// Writes `bytes` to a file and checks that format refuses it with `message` and leaves it as it was.
    func expectRefused(_ bytes: Data, _ message: String, sourceLocation: SourceLocation = #_sourceLocation) async throws
    {
        let file = home.appendingPathComponent("refused-\(UUID().uuidString.prefix(6)).json")
        try bytes.write(to: file)
        let result = try await format(file.path)
        #expect(result.status == 65, "\(result.error)", sourceLocation: sourceLocation)
        #expect(
            result.error.contains(file.path) && result.error.contains(message), "\(result.error)",
            sourceLocation: sourceLocation)
        #expect(try Data(contentsOf: file) == bytes, "the file was changed", sourceLocation: sourceLocation)
        let validated = try await ShortcutsCLI.run(["validate", file.path], home: home)
        #expect(validated.status == 65, "validate disagrees: \(validated.output)", sourceLocation: sourceLocation)
    }

    @Test func whatTheOtherCommandsRefuseIsLeftAlone() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        try await expectRefused(Data([0xEF, 0xBB, 0xBF]) + Data(Self.loose.utf8), "starts with a byte-order mark")
        var latin1 = Data(Self.loose.utf8)
        latin1.replaceSubrange(10..<11, with: [0xE9])
        try await expectRefused(latin1, "is not UTF-8 text: the byte 0xE9")
        let huge =
            #"{"format": 1, "id": "00000000-0000-4000-8000-000000000001", "name": "Big", "description": ""#
            + String(repeating: "a", count: 4 << 20) + #"", "actions": []}"#
        try await expectRefused(Data(huge.utf8), "is larger than 4 MB")
    }

    @Test func missingAndUnwritableFilesHaveTheirOwnCodes() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let missing = try await format(home.appendingPathComponent("missing.json").path)
        #expect(missing.status == 66 && missing.error.contains("missing.json: no such file"), "\(missing.error)")
        // A folder that cannot be written (root writes anywhere: then the check is moot).
        guard getuid() != 0 else { return }
        let locked = home.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        let file = locked.appendingPathComponent("loose.json")
        try Self.loose.write(to: file, atomically: true, encoding: .utf8)
        chmod(locked.path, 0o555)
        defer { chmod(locked.path, 0o755) }
        let unwritable = try await format(file.path)
        #expect(unwritable.status == 74, "\(unwritable.error)")
        #expect(try String(contentsOf: file, encoding: .utf8) == Self.loose)
    }
}
