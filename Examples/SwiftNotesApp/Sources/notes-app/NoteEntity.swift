import Foundation
import IntentKit

/// A note: found by ID, searched by text, filtered and sorted by its properties.
struct NoteEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
    static let defaultQuery = NoteQuery()

    let id: Int

    @Property(title: "Title")
    var title: String

    @Property(title: "Text")
    var text: String

    @Property(title: "Created")
    var created: Date

    @Property(title: "Word Count")
    var wordCount: Int

    init(id: Int, title: String, text: String, created: Date, wordCount: Int) {
        self.id = id
        self.title = title
        self.text = text
        self.created = created
        self.wordCount = wordCount
    }

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(
            title: "\(title)", subtitle: "\(wordCount) words", image: .init(systemName: "note.text"))
    }
}
