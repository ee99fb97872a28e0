import ShortcutKit

/// A place between actions where actions can be inserted: a list and an index in it (the list's
/// count for its end).
public struct InsertionPoint: Sendable, Hashable {
    public var list: ListLocation
    public var index: Int

    public init(list: ListLocation, index: Int) {
        self.list = list
        self.index = index
    }

    /// The path an action inserted here will have.
    public var path: ActionPath { list.path(at: index) }
}
