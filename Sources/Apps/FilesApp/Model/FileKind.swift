import IntentKit

/// What an item in the Files root is. A Find can filter and sort by it.
enum FileKind: String, AppEnum {
    case file, folder, symbolicLink, other

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "File Kind"
    static let caseDisplayRepresentations: [FileKind: DisplayRepresentation] = [
        .file: DisplayRepresentation(title: "File", image: .init(systemName: "doc")),
        .folder: DisplayRepresentation(title: "Folder", image: .init(systemName: "folder")),
        .symbolicLink: DisplayRepresentation(title: "Symbolic Link", image: .init(systemName: "link")),
        .other: DisplayRepresentation(
            title: "Other", subtitle: "A device, socket or pipe", image: .init(systemName: "questionmark.square")),
    ]

    /// The SF Symbols name entities of this kind show.
    var systemImageName: String {
        caseDisplayRepresentation.image?.systemName ?? "doc"
    }

    /// The position in declaration order, which is the order a sort by kind uses.
    var sortIndex: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}
