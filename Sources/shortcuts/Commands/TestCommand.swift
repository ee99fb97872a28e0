import ArgumentParser
import Foundation
import IntentKit
import ShortcutKit

/// `shortcuts test`: runs shortcuts' tests (docs/testing-shortcuts.md) — each a dry run with
/// the test's input, answers and stubs, its output checked — and says how they went, as text,
/// JSON or JUnit XML.
struct TestCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Run shortcuts' tests: dry runs whose output is checked.",
        discussion: """
            Tests are files in the 'tests' folder beside the shortcuts (docs/testing-shortcuts.md). \
            Exit status: 0 when every test passed, 1 when one failed, 65 when a test file or a \
            shortcut does not read, 66 when a shortcut named has no tests.
            """)

    enum OutputType: String, ExpressibleByArgument, CaseIterable {
        case text, json, junit
    }

    @Argument(help: "The shortcuts to test, by name or id; all that have tests when left out.")
    var shortcuts: [String] = []

    @Option(help: "A folder of shortcut files to test instead of the library (its tests in FOLDER/tests).")
    var folder: String?

    @Option(name: .customLong("output-type"), help: "How the results are written: text, json or junit.")
    var outputType: OutputType = .text

    func run() async throws {
        let environment = try await Environment.load()
        let library =
            folder.map {
                Library(folder: URL(fileURLWithPath: $0, isDirectory: true), builtIns: .standard, keepsIndex: false)
            }
            ?? environment.library
        var (suites, problems) = ShortcutTests.suites(of: library)
        for problem in problems { complain(problem) }
        if !problems.isEmpty { throw Exit.invalidShortcut }
        if !shortcuts.isEmpty {
            var chosen: [ShortcutTests.Suite] = []
            for name in shortcuts {
                guard let document = library.find(name)?.document else {
                    complain("no shortcut named '\(name)' in \(library.folder.path)")
                    throw Exit.notFound
                }
                let theirs = suites.filter { $0.document.id == document.id }
                guard !theirs.isEmpty else {
                    complain(
                        "'\(document.name)' has no tests: write them in \(ShortcutTests.folder(of: library.folder).path) (docs/testing-shortcuts.md)"
                    )
                    throw Exit.notFound
                }
                chosen += theirs
            }
            suites = chosen
        }
        if suites.isEmpty {
            complain("no tests in \(ShortcutTests.folder(of: library.folder).path) (docs/testing-shortcuts.md)")
        }
        // Run Shortcut finds the folder's shortcuts, not the library's.
        let catalog = environment.catalog.with(shortcuts: ShortcutDirectory(library: library))
        let runner = ShortcutTestRunner(catalog: catalog, secrets: environment.secretStore)
        var report = ShortcutTestReport(suites: [])
        for suite in suites {
            let errors = Validator(catalog: catalog).validate(suite.document).filter {
                $0.severity == .error
            }
            var results: [ShortcutTestResult]
            if errors.isEmpty {
                results = await runner.run(suite.file, on: suite.document)
            } else {
                let why = "the shortcut has errors: " + errors.map(\.description).joined(separator: "; ")
                results = suite.file.cases.map {
                    ShortcutTestResult(name: $0.name, verdict: .error(why), duration: .zero, wouldHave: [])
                }
            }
            report.suites.append(
                .init(shortcut: suite.document.name, file: suite.file.url.lastPathComponent, results: results))
        }
        await environment.catalog.stopExternalApps()
        switch outputType {
        case .text: StandardStreams.data(report.lines.joined(separator: "\n") + "\n")
        case .json: StandardStreams.json(report.json)
        case .junit: StandardStreams.data(report.junit)
        }
        if !report.passed { throw ExitCode(1) }
    }
}
