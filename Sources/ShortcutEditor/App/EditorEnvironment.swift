import Foundation
import ShortcutKit

/// What the editor app works with: the catalog of apps' actions, the library folder on disk,
/// and the action library built from the catalog (built once: it is searched on every key).
public struct EditorEnvironment: Sendable {
    public let catalog: Catalog
    public let library: Library
    public let actions: ActionLibrary

    public init(catalog: Catalog, library: Library) {
        self.catalog = catalog
        self.library = library
        actions = ActionLibrary(catalog: catalog)
    }
}
