import ShortcutKit

// Reading and rewriting a document by path. Every edit of the editor goes through these, so
// the nested bodies are walked in one place.

extension ShortcutDocument {
    /// The action at `path`, or `nil` if the path does not lead to one.
    package func action(at path: ActionPath) -> Action? {
        guard let list = actions(in: path.list), list.indices.contains(path.index) else { return nil }
        return list[path.index]
    }

    /// The actions of a list, or `nil` if the location does not lead to one.
    package func actions(in location: ListLocation) -> [Action]? {
        guard let owner = location.ownerPath else { return location.body == 0 ? actions : nil }
        guard let action = action(at: owner), action.bodies.indices.contains(location.body) else { return nil }
        return action.bodies[location.body]
    }

    /// Rewrites one list in place. Returns `false`, changing nothing, if the location leads nowhere.
    @discardableResult
    mutating func modifyList(at location: ListLocation, _ change: (inout [Action]) -> Void) -> Bool {
        guard let owner = location.ownerPath else {
            guard location.body == 0 else { return false }
            change(&actions)
            return true
        }
        guard var action = action(at: owner), action.bodies.indices.contains(location.body) else { return false }
        var body = action.bodies[location.body]
        change(&body)
        action.setBody(location.body, to: body)
        return replaceAction(at: owner, with: action)
    }

    /// Replaces the action at `path`. Returns `false` if there is none.
    @discardableResult
    mutating func replaceAction(at path: ActionPath, with action: Action) -> Bool {
        guard self.action(at: path) != nil else { return false }
        return modifyList(at: path.list) { $0[path.index] = action }
    }

    /// Removes and returns the action at `path`.
    mutating func removeAction(at path: ActionPath) -> Action? {
        guard let action = action(at: path) else { return nil }
        modifyList(at: path.list) { $0.remove(at: path.index) }
        return action
    }

    /// Inserts actions at a point. Returns `false` if the point is not in the document.
    @discardableResult
    mutating func insert(_ inserted: [Action], at point: InsertionPoint) -> Bool {
        guard let list = actions(in: point.list), (0...list.count).contains(point.index) else { return false }
        return modifyList(at: point.list) { $0.insert(contentsOf: inserted, at: point.index) }
    }

    /// Every place an action could be inserted, in reading order: before each action, inside
    /// each body, and at the end of each list. Consecutive points are one card apart on screen,
    /// which is what moving a card one step up or down walks along.
    var insertionPoints: [InsertionPoint] {
        var out: [InsertionPoint] = []
        func walk(_ list: [Action], _ location: ListLocation) {
            for (index, action) in list.enumerated() {
                out.append(InsertionPoint(list: location, index: index))
                let path = location.path(at: index)
                for (body, actions) in action.bodies.enumerated() { walk(actions, .body(body, of: path)) }
            }
            out.append(InsertionPoint(list: location, index: list.count))
        }
        walk(actions, .topLevel)
        return out
    }

    /// Every action with its path, in reading order.
    package var actionPaths: [(path: ActionPath, action: Action)] {
        let layout = self.layout
        return layout.entries.map { (layout.path(at: $0.position), $0.action) }
    }
}
