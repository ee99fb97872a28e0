import Foundation
import IntentKit
import Testing

@testable import FilesApp

/// A temporary Files root for one test, with the app's own dependency manager.
///
/// ``with(_:)`` makes the folder, runs the test inside the manager's scope (so every
/// `@Dependency` reads this root) and removes the folder afterwards, whatever happens.
struct FilesFixture: Sendable {
    /// The root folder, as given to the app.
    let root: URL
    /// A folder beside the root, for links that lead out of it.
    let outside: URL
    let manager: AppDependencyManager
    let app: IntentApp

    /// Runs `body` with an empty root, its paths walked by `walker`.
    static func with(walker: Sandbox.Walker = .automatic, _ body: (FilesFixture) async throws -> Void) async throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("FilesAppTests-\(UUID().uuidString)")
        let root = base.appendingPathComponent("root")
        let outside = base.appendingPathComponent("outside")
        defer { try? FileManager.default.removeItem(at: base) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("top secret\n".utf8).write(to: outside.appendingPathComponent("secret.txt"))
        let manager = AppDependencyManager()
        let app = Files.app(store: try FileStore(root: root, walker: walker), dependencies: manager)
        let fixture = FilesFixture(root: root, outside: outside, manager: manager, app: app)
        try await AppDependencyManager.withScope(manager) { try await body(fixture) }
    }

    /// Runs `body` with the sample tree (see ``addSampleTree()``).
    static func withSampleTree(_ body: (FilesFixture) async throws -> Void) async throws {
        try await with { fixture in
            try fixture.addSampleTree()
            try await body(fixture)
        }
    }

    // MARK: The sample tree

    /// Every visible item of the sample tree, by relative path, the root included.
    static let sampleItems: Set<String> = [
        ".", "README.md", "empty.txt", "todo", "todo/today.txt", "notes", "notes/todo.txt", "notes/Ideas.MD",
        "notes/archive", "notes/archive/my-todo.txt", "photos", "photos/cat.jpg",
    ]

    /// The sample tree's files (size, modified):
    ///
    /// | path | bytes | modified |
    /// |---|---|---|
    /// | README.md | 120 | 2024-02-01 12:00 |
    /// | empty.txt | 0 | 2024-04-01 12:00 |
    /// | todo/today.txt | 9 | 2024-03-10 12:00 |
    /// | notes/todo.txt | 30 | 2024-03-01 12:00 |
    /// | notes/Ideas.MD | 55 | 2023-12-24 12:00 |
    /// | notes/archive/my-todo.txt | 1500 | 2023-06-15 12:00 |
    /// | photos/cat.jpg | 2048, binary | 2024-01-15 12:00 |
    /// | .hidden | 6 (hidden) | now |
    ///
    /// Folders, the root included, are modified 2024-01-01 00:00. Dates are in the current time
    /// zone, so "same day" comparisons hold wherever the tests run.
    func addSampleTree() throws {
        try write("README.md", String(repeating: "r", count: 119) + "\n", modified: day(2024, 2, 1, 12))
        try write("empty.txt", "", modified: day(2024, 4, 1, 12))
        try write("todo/today.txt", "buy milk\n", modified: day(2024, 3, 10, 12))
        try write("notes/todo.txt", String(repeating: "t", count: 29) + "\n", modified: day(2024, 3, 1, 12))
        try write("notes/Ideas.MD", String(repeating: "i", count: 54) + "\n", modified: day(2023, 12, 24, 12))
        try write(
            "notes/archive/my-todo.txt", String(repeating: "m", count: 1499) + "\n", modified: day(2023, 6, 15, 12))
        try write("photos/cat.jpg", Data((0..<2048).map { UInt8($0 % 256) }), modified: day(2024, 1, 15, 12))
        try write(".hidden", "hidden")
        // Writing into a folder changes its date, so folders get theirs last.
        for folder in ["notes/archive", "notes", "todo", "photos", "."] {
            try setModified(folder, day(2024, 1, 1, 0))
        }
    }

    // MARK: Making and inspecting files

    /// The absolute URL of `path` below the root.
    func url(_ path: String) -> URL {
        path == "." ? root : root.appendingPathComponent(path)
    }

    /// Writes text at `path`, creating folders on the way.
    func write(_ path: String, _ text: String, modified: Date? = nil) throws {
        try write(path, Data(text.utf8), modified: modified)
    }

    /// Writes bytes at `path`, creating folders on the way.
    func write(_ path: String, _ data: Data, modified: Date? = nil) throws {
        let url = url(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
        if let modified { try setModified(path, modified) }
    }

    /// Makes a folder at `path`.
    func makeFolder(_ path: String) throws {
        try FileManager.default.createDirectory(at: url(path), withIntermediateDirectories: true)
    }

    /// Makes a symbolic link at `path` holding `destination` as given.
    func link(_ path: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: url(path).path, withDestinationPath: destination)
    }

    func setModified(_ path: String, _ date: Date) throws {
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: url(path).path)
    }

    /// Whether anything is at `path`, a dangling link included.
    func exists(_ path: String) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: url(path).path)) != nil
    }

    /// The text of the file at `path`, or `nil`.
    func text(_ path: String) -> String? {
        try? String(contentsOf: url(path), encoding: .utf8)
    }

    /// The real absolute path of the root, as the app reports paths.
    var realRootPath: String {
        get throws { try FileStore(root: root).sandbox.rootPath }
    }

    // MARK: Queries and intents

    /// The entity at `path`, through the query as a saved shortcut would find it.
    func entity(_ path: String) async throws -> FileEntity {
        try #require(try await FileQuery().entities(for: [path]).first, "no entity at '\(path)'")
    }

    /// The IDs a Find returns, in order.
    func find(
        _ conditions: [FindCondition] = [], mode: ComparatorMode = .and, sortedBy: [FindSortKey] = [],
        limit: Int? = nil
    ) async throws -> [String] {
        try await FileEntity.findEntities(where: conditions, mode: mode, sortedBy: sortedBy, limit: limit).map(
            \.entityIdentifierString)
    }

    /// Runs `intent` with `values` set by parameter name, answering questions from `answers`.
    func run(
        _ intent: any AppIntent.Type, _ values: [String: any Sendable], answers: [PromptAnswer] = [],
        prompter: ScriptedPrompter? = nil
    ) async throws(IntentRunError) -> IntentOutcome {
        let invocation = IntentInvocation(intent)
        for (name, value) in values { try invocation.setValue(value, for: name) }
        return try await invocation.perform(prompter: prompter ?? ScriptedPrompter(answers))
    }

    /// The error a run of `intent` fails with, or `nil` if it succeeds.
    func failure(
        _ intent: any AppIntent.Type, _ values: [String: any Sendable], answers: [PromptAnswer] = [],
        prompter: ScriptedPrompter? = nil
    ) async -> IntentRunError? {
        do {
            _ = try await run(intent, values, answers: answers, prompter: prompter)
            return nil
        } catch {
            return error
        }
    }
}

/// A date in the current time zone.
func day(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0) -> Date {
    Calendar.current.date(from: DateComponents(year: year, month: month, day: day, hour: hour))!
}

extension IntentRunError {
    /// What `perform()` threw, for `.failed`.
    var underlying: (any Error)? {
        if case .failed(_, _, let underlying) = self { underlying } else { nil }
    }

    /// Whether the run was cancelled.
    var isCancelled: Bool {
        if case .cancelled = self { true } else { false }
    }
}
