import Foundation

/// The repository the tests were built from, and the example shortcuts in it: one place for the
/// paths every test target reads (the examples, docs, scripts, a program's sources).
package enum TestRepository {
    /// The repository's folder.
    package static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// A file or folder of the repository, by its path in it (`docs/keys.md`).
    package static func path(_ relative: String) -> URL { root.appendingPathComponent(relative) }

    /// The example shortcuts a new library starts with (`shortcuts/`).
    package static let examples = root.appendingPathComponent("shortcuts")

    /// How many example shortcuts there are: tests count on it, not on a number that each new
    /// example changes.
    package static let exampleCount =
        ((try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? []).filter { $0.hasSuffix(".json") }
        .count
}
