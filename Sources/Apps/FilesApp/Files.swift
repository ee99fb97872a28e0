import Foundation
import IntentKit

/// The Files app: the files and folders under one root folder, as entities that shortcuts can
/// find, read, write, move and delete, and nothing outside that folder.
///
/// ```swift
/// let files = try Files.app(root: URL(fileURLWithPath: "Documents", relativeTo: home))
/// let registered = try await files.register()
/// ```
package enum Files {
    /// Returns the app serving the files below `root`, with its dependencies added to `dependencies`.
    ///
    /// A link as `root` is followed once, here; from then on the real folder is the root.
    ///
    /// - Throws: An error naming `root` when it does not exist or is not a folder.
    package static func app(root: URL, dependencies: AppDependencyManager = .shared) throws -> IntentApp {
        try app(store: FileStore(root: root), dependencies: dependencies)
    }

    /// The app serving `store`, which tests make with a chosen way of walking paths.
    static func app(store: FileStore, dependencies: AppDependencyManager) -> IntentApp {
        dependencies.add(dependency: store)
        return IntentApp(
            name: "Files",
            displayName: "Files",
            systemImageName: "folder",
            intents: [
                GetFileInfo.self, ReadTextFile.self, WriteTextFile.self, MoveFile.self, DeleteFile.self,
                RevealInShell.self, GetFile.self, SaveFile.self,
            ],
            entities: [FileEntity.self],
            enums: [FileKind.self, WriteMode.self],
            shortcuts: FilesShortcuts.self)
    }
}
