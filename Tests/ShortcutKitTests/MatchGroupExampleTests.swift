import Foundation
import ShortcutsTestSupport
import Testing

/// Date Finder (shortcuts/date-finder.json), which reads Match Text's named groups straight
/// from the matches, run from the command line with its exact output.
@Suite(.serialized) struct MatchGroupExampleTests {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("cli-groups-\(UUID().uuidString)")

    @Test func dateFinderReadsNamedAndNumberedGroups() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let example = examplesFolder.appendingPathComponent("date-finder.json").path
        let result = try await ShortcutsCLI.run(
            ["run", example, "--input", "Released 2024-05-01, patched 2025-11-30 and 2026-01-15.", "-o", "-"],
            home: home)
        #expect(result.status == 0, "\(result.error)")
        #expect(
            result.output == """
                First date: 01.05.2024
                Years: 2024, 2025, 2026
                Last month: 01

                """)
        let view = try await ShortcutsCLI.run(["view", example], home: home)
        #expect(view.status == 0, "\(view.error)")
        #expect(view.output.contains("Matches › First Item › Group day"), "\(view.output)")
        #expect(view.output.contains("Matches › Last Item › Group 2"), "\(view.output)")
        let check = try await ShortcutsCLI.run(["validate", example], home: home)
        #expect(check.status == 0, "\(check.output)\(check.error)")
    }
}
