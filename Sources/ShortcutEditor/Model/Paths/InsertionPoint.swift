import ShortcutKit

/// A place between actions where actions can be inserted: a list and an index in it (the list's
/// count for its end).
package struct InsertionPoint: Sendable, Hashable {
    package var list: ListLocation
    package var index: Int

    package init(list: ListLocation, index: Int) {
        self.list = list
        self.index = index
    }

    /// The path an action inserted here will have.
    package var path: ActionPath { list.path(at: index) }
}
