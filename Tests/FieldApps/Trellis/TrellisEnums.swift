import IntentKit

/// Where a moved row lands, relative to the row it is moved to.
enum RowPlacement: String, AppEnum {
    case above
    case below
    case firstInside
    case lastInside

    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Row Placement")
    static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [
        .above: "Above",
        .below: "Below",
        .firstInside: "First Inside",
        .lastInside: "Last Inside",
    ]
}

/// Whether a row is ticked off.
enum RowMark: String, AppEnum {
    case done
    case open

    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Row Mark")
    static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [
        .done: "Done",
        .open: "Open",
    ]
}

/// Where a shelf of outlines is kept.
enum ShelfKind: String, AppEnum {
    case local
    case shared

    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Shelf Kind")
    static let caseDisplayRepresentations: [Self: DisplayRepresentation] = [
        .local: "On This Computer",
        .shared: "Shared",
    ]
}
