import Foundation
import IntentKit

/// A file, folder or link under the Files root.
///
/// Its ID is the path relative to the root (`notes/todo.txt`; the root itself is `.`), so a saved
/// shortcut keeps naming the same place, and finds nothing once the item is gone.
struct FileEntity: AppEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "File", synonyms: ["Folder", "Document"])
    static let defaultQuery = FileQuery()

    /// The path relative to the root.
    let id: String
    @Property(title: "Name") var name: String
    @Property(title: "Extension") var fileExtension: String
    @Property(title: "Kind") var kind: FileKind
    @Property(title: "Size") var size: Int
    @Property(title: "Created") var created: Date
    @Property(title: "Modified") var modified: Date

    /// The entity for an item's metadata.
    init(_ info: FileInfo) {
        id = info.relativePath
        name = info.name
        fileExtension = info.fileExtension
        kind = info.kind
        size = info.size
        created = info.created
        modified = info.modified
    }

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: subtitle, image: .init(systemName: kind.systemImageName))
    }

    /// Where the item is and what it is: `notes · 1.2 KB`, `Folder`, `Files root`.
    private var subtitle: LocalizedStringResource {
        if id == "." { return "Files root" }
        let detail: LocalizedStringResource =
            kind == .file ? "\(ByteCount.format(size))" : kind.caseDisplayRepresentation.title
        guard let parent = FileInfo.parentPath(of: id) else { return detail }
        return "\(parent) · \(detail)"
    }
}
