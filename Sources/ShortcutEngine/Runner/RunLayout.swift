import Foundation
import ShortcutModel

/// Where each action of the shortcut being run stands, for its events and log: the runner's
/// lighter ``ActionLayout``. It numbers the actions by that layout's one walk
/// (``ActionLayout/walk(_:enter:leave:)``; the first action with a repeated id stands for every
/// action with that id) but keeps ids, depths and ends by position instead of a copy of every action:
/// a run builds it before its first action and frees it after its last, and for a long
/// shortcut copying the actions was a tenth of the run.
struct RunLayout {
    /// The id of the action at each position (`ids[p - 1]` for position `p`).
    private(set) var ids: [UUID] = []
    /// How deeply each action is nested, by position.
    private(set) var depths: [Int] = []
    /// The position of each action's last nested action (its own when it has none).
    private(set) var ends: [Int] = []
    private var firstPositions: [UUID: Int] = [:]
    /// Whether some action has the id of an earlier one (the validator reports it).
    private(set) var repeatsIDs = false

    init(_ actions: [Action]) {
        var ids: [UUID] = []
        var depths: [Int] = []
        var ends: [Int] = []
        var firstPositions: [UUID: Int] = [:]
        var repeatsIDs = false
        ids.reserveCapacity(actions.count)
        depths.reserveCapacity(actions.count)
        ends.reserveCapacity(actions.count)
        firstPositions.reserveCapacity(actions.count)
        ActionLayout.walk(
            actions,
            enter: { list, index, position, depth, _, _ in
                let id = list[index].id
                ids.append(id)
                depths.append(depth)
                ends.append(position)
                // One hash for a new id, which is almost every one.
                if let earlier = firstPositions.updateValue(position, forKey: id) {
                    firstPositions[id] = earlier
                    repeatsIDs = true
                }
            },
            leave: { position, end in ends[position - 1] = end })
        (self.ids, self.depths, self.ends) = (ids, depths, ends)
        (self.firstPositions, self.repeatsIDs) = (firstPositions, repeatsIDs)
    }

    /// The number of actions, nested ones included.
    var count: Int { ids.count }

    /// The position of the (first) action with `id`; `guess` is tried first, by comparing two
    /// ids rather than hashing one.
    func position(of id: UUID, guess: Int) -> Int? {
        if !repeatsIDs, guess >= 1, guess <= ids.count, ids[guess - 1] == id { return guess }
        return firstPositions[id]
    }
}
