import AppProtocol
import AppProtocolClient
import Foundation
import IntentKit
import Testing

/// Examples/SwiftNotesApp (built here as `notes-app`): an IntentKit app with an entity, a string
/// query and a property query over its own SQLite data, used through the protocol.
@Suite struct SwiftExampleAppTests {
    static let note: TypeIdentifier = "Notes.NoteEntity"

    @Test func theNotesAppAnswersQueriesAndRunsItsIntents() async throws {
        let executable = try #require(TestApps.executable(named: "notes-app"), "notes-app was not built")
        let folder = try TestApps.folder("notes-app")
        defer { try? FileManager.default.removeItem(at: folder) }
        let connection = ExternalAppConnection(
            name: "Notes",
            command: ExternalAppCommand(executable: executable, environment: ["NOTES_DATA_DIRECTORY": folder.path]),
            limits: ExternalAppLimits(
                startTimeout: .seconds(60), callTimeout: .seconds(60), performTimeout: .seconds(60)))

        let metadata = try await connection.metadata()
        let entity = try #require(metadata.entities.first { $0.identifier == Self.note })
        #expect(entity.queryKinds == [.identifier, .string, .property])
        #expect(entity.queryProperties.map(\.name) == ["title", "wordCount", "created"])
        #expect(entity.sortableProperties == ["title", "created", "wordCount"])

        #expect(try await connection.search(Self.note, text: "milk").map(\.title) == ["Groceries"])
        let long = try await connection.query(
            QueryParams(
                type: Self.note,
                conditions: [WireCondition(property: "wordCount", comparator: .greaterThan, value: .integer(4))],
                sort: [WireSortKey(property: "wordCount", ascending: false), WireSortKey(property: "title")]))
        #expect(long.map(\.title) == ["Trip ideas", "Book list", "Plumber"])
        let either = try await connection.query(
            QueryParams(
                type: Self.note,
                conditions: [
                    WireCondition(property: "title", comparator: .hasPrefix, value: .text("Gro")),
                    WireCondition(
                        property: "wordCount", comparator: .isBetween, value: .integer(7), value2: .integer(9)),
                ], mode: .any, sort: [WireSortKey(property: "title")], limit: 5))
        #expect(either.map(\.title) == ["Book list", "Groceries", "Plumber", "Trip ideas"])

        let added = try await connection.perform(
            "Notes.AddNote", parameters: ["noteTitle": .text("50% off"), "text": .text("at the corner shop")])
        guard case .entity(let note)? = added.value, let id = note.id else {
            Issue.record("Add Note returned \(String(describing: added.value))")
            return
        }
        #expect(note.properties?["wordCount"] == .integer(4))
        // A LIKE wildcard in the search text is taken literally.
        #expect(try await connection.search(Self.note, text: "%").map(\.title) == ["50% off"])
        let text = try await connection.perform(
            "Notes.GetNoteText", parameters: ["note": .entity(WireEntity(type: Self.note, id: id))])
        #expect(text.value == .text("at the corner shop"))
        #expect(try await connection.perform("Notes.CountNotes").value == .integer(5))
        await connection.stop()
    }
}
