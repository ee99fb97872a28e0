import BlockingTestSupport
import BundledApps
import Foundation
import IntentKit
import ShortcutEditor
import ShortcutKit
import Testing

/// The bundled apps' catalog on a home of its own in a temporary folder, as the ShortcutKit
/// tests build it.
final class TestCatalog: Sendable {
    let root: URL
    let manager = AppDependencyManager()
    let catalog: Catalog

    init() async throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("editor-\(UUID().uuidString)")
        let files = root.appendingPathComponent("files")
        try FileManager.default.createDirectory(at: files, withIntermediateDirectories: true)
        let home = ShortcutsHome(root: root)
        let manager = manager
        catalog = try await AppDependencyManager.withScope(manager) {
            try await BundledApps.catalog(home: home, filesRoot: files, dependencies: manager)
        }
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    /// A session on one of the example shortcuts, as if opened from its file (the tests never write it).
    /// An editing session of an example, whose Run Shortcut actions find the other examples.
    func session(_ example: String) throws -> EditorSession {
        EditorSession(
            catalog: catalog.with(shortcuts: ShortcutDirectory(try allExamples())),
            shortcut: try ShortcutEditorTests.example(example),
            fileURL: examplesFolder.appendingPathComponent(example))
    }
}

/// Every example of the repository, read.
func allExamples() throws -> [ShortcutDocument] {
    try FileManager.default.contentsOfDirectory(atPath: examplesFolder.path).filter { $0.hasSuffix(".json") }.map {
        try example($0)
    }
}

/// The repository's folder of example shortcuts.
let examplesFolder = TestRepository.examples

func example(_ name: String) throws -> ShortcutDocument {
    try DocumentDecoder.decode(contentsOf: examplesFolder.appendingPathComponent(name))
}

/// The id the examples give their actions: `00000000-0000-4000-8000-000000000401` is `exampleID(0x401)`.
func exampleID(_ number: Int) -> UUID {
    UUID(uuidString: String(format: "00000000-0000-4000-8000-%012X", number))!
}

extension EditorDocument {
    /// The index of the row of the action with this id (its own card).
    func row(of id: UUID, kind: RowKind = .action) -> Int? {
        rows.firstIndex { $0.actionID == id && $0.kind == kind }
    }
}

extension EditorSession {
    /// The rows as text, one per line: indentation by depth, then the card's title and sentence.
    var outline: [String] {
        document.rows.indices.map { index in
            let card = card(at: index)!
            let indent = String(repeating: "  ", count: card.row.depth)
            return indent + (card.sentence?.text ?? card.title)
        }
    }

    /// Selects the row of the action with this id.
    mutating func select(id: UUID, kind: RowKind = .action) {
        select(document.row(of: id, kind: kind))
    }
}

extension Action {
    /// Every variable the action's own values read.
    var readVariables: [VariableReference] { values.flatMap(\.variables) }
}

/// Checks that a mutating call reported a change. (A mutating call cannot go inside `#expect`,
/// which evaluates its expression in a closure.)
func expectChange(_ changed: Bool, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(changed, comment, sourceLocation: sourceLocation)
}

/// Checks that a mutating call reported no change.
func expectNoChange(_ changed: Bool, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(!changed, comment, sourceLocation: sourceLocation)
}

/// How many example shortcuts the repository has (``TestRepository/exampleCount``).
let exampleCount = TestRepository.exampleCount
