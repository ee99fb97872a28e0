import Foundation
import IntentKit

/// The details of one item, as Get File Info and Delete File show them.
struct FileInfoSnippet: SnippetView {
    let info: FileInfo
    /// The path a symbolic link holds, as it holds it.
    var linkDestination: String? = nil

    var body: some SnippetView {
        Text(info.name).title()
        Field("Path", info.relativePath)
        Field("Kind", info.kind)
        if let linkDestination {
            Field("Links To", linkDestination)
        }
        if !info.fileExtension.isEmpty {
            Field("Extension", info.fileExtension)
        }
        if info.kind != .folder {
            Field("Size", ByteCount.format(info.size))
        }
        Field("Created", info.created)
        Field("Modified", info.modified)
    }
}
