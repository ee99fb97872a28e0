import BlockingTestSupport
import Foundation
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// The version is written once (ProductVersion) and reaches the user through `--version`; the
/// changelog has a section for it, so a bump cannot ship without its notes.
@Suite struct VersionTests {
    @Test func versionFlagPrintsTheOneVersion() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("version-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let result = try await ShortcutsCLI.run(["--version"], home: home)
        #expect(result.status == 0)
        #expect(result.output == ProductVersion.current + "\n")
        #expect(ProductVersion.current.split(separator: ".").count == 3)
    }

    @Test func changelogHasASectionForTheVersion() throws {
        let root = TestRepository.root
        let changelog = try String(contentsOf: root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        #expect(changelog.contains("\n## \(ProductVersion.current) — "))
    }
}
