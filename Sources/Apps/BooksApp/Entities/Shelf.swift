import IntentKit

/// The shelves a book can be on.
enum Shelf: String, AppEnum {
    case currentlyReading
    case wantToRead
    case read

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Shelf"

    static let caseDisplayRepresentations: [Shelf: DisplayRepresentation] = [
        .currentlyReading: DisplayRepresentation(title: "Currently Reading", image: .init(systemName: "book")),
        .wantToRead: DisplayRepresentation(title: "Want to Read", image: .init(systemName: "bookmark")),
        .read: DisplayRepresentation(title: "Read", image: .init(systemName: "checkmark.circle")),
    ]
}
