import Foundation
import ShortcutModel

/// Where a folder of shortcuts keeps their tests, and the suites they make: each test file of
/// `FOLDER/tests/` with the shortcut of the folder it names (docs/testing-shortcuts.md).
package enum ShortcutTests {
    /// The folder of the tests of the shortcuts in `folder`: `tests` in it. The library reads
    /// only the folder's own `.json` files, so the tests are no shortcuts of it.
    package static func folder(of folder: URL) -> URL { folder.appendingPathComponent("tests", isDirectory: true) }

    /// A test file with the shortcut it tests.
    package struct Suite: Sendable {
        package var file: ShortcutTestFile
        package var document: ShortcutDocument
    }

    /// Every test file of `library`'s folder, each with its shortcut; the files that cannot be
    /// read, or name no shortcut of the folder, as problems.
    package static func suites(of library: Library) -> (suites: [Suite], problems: [String]) {
        let folder = folder(of: library.folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let documents = library.entries().compactMap(\.document)
        var suites: [Suite] = []
        var problems: [String] = []
        for name in names.sorted() where name.hasSuffix(".json") && !name.hasPrefix(".") {
            let url = folder.appendingPathComponent(name)
            do throws(ShortcutTestFile.Problem) {
                let file = try ShortcutTestFile.read(url)
                guard let document = documents.first(where: { $0.id == file.shortcut }) else {
                    problems.append("\(name): no shortcut of \(library.folder.path) has the id \(file.shortcut)")
                    continue
                }
                suites.append(Suite(file: file, document: document))
            } catch {
                problems.append(error.description)
            }
        }
        return (suites, problems)
    }
}
