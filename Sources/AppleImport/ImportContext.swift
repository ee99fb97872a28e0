import Foundation
import JSONCore

/// What converting one shortcut keeps track of as it goes: the ids given to Apple's actions (so
/// a later action's variable finds the action it names), how deep in loops it is (Apple numbers
/// nested loops' Repeat Item; we name only the innermost), and what it could not convert.
final class ImportContext {
    /// Our action id for each of Apple's action UUIDs, upper-cased.
    var outputIDs: [String: String] = [:]
    /// The loop variables inner loops read from an outer loop k: `Repeat Item k`, `Repeat Index k`.
    var outerLoopReads: Set<String> = []
    var loopDepth = 0
    /// Apple's identifier of each action by its UUID (upper-cased), read before it is converted:
    /// what a later action's input is (Save File saves text as a text file).
    var appleKinds: [String: String] = [:]
    /// Actions a value needs before the action that reads it (Get Clipboard for Apple's
    /// Clipboard variable, Format Date for a date variable Apple formats in place), put in
    /// front of that action.
    var pending: [JSONNode] = []
    /// Makes ids for actions Apple gave none (a Comment): the same file gives the same ids, so
    /// importing it again gives the same document.
    private let seed: String
    private var made = 0

    init(seed: String) { self.seed = seed }

    func newID() -> String {
        made += 1
        return NameBasedUUID.make("\(seed)\n\(made)").uuidString
    }

    /// An id made from what it is for (`what`, e.g. the loop it belongs to), so that importing an
    /// exported shortcut again gives the very same id.
    func derivedID(_ what: String) -> String { NameBasedUUID.make("\(seed)\n\(what)").uuidString }

    /// The id for Apple's UUID `uuid`, made once.
    func id(forApple uuid: String) -> String {
        let key = uuid.uppercased()
        if let known = outputIDs[key] { return known }
        let id = UUID(uuidString: uuid)?.uuidString ?? newID()
        outputIDs[key] = id
        return id
    }
}

/// Why a value or an action could not be converted: the action becomes a placeholder.
struct Unconvertible: Error {
    var reason: String
    init(_ reason: String) { self.reason = reason }
}
