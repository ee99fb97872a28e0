import Foundation

/// Something rows hang from: an outline, or a row with rows of its own.
@MainActor public protocol RowParent: AnyObject {
    var rows: [Row] { get }
}

/// One row of an outline: its text, an optional note, whether it is done or folded, its rows.
@MainActor public final class Row: RowParent {
    public let id: NodeID
    public weak var parent: (any RowParent)?
    public var text: String
    public var note: String?
    public var isDone: Bool
    public var isFolded: Bool
    public private(set) var rows: [Row] = []

    public init(id: NodeID, text: String, note: String? = nil, isDone: Bool = false, isFolded: Bool = false) {
        self.id = id
        self.text = text
        self.note = note
        self.isDone = isDone
        self.isFolded = isFolded
    }

    /// Hangs `row` under this one, last.
    public func add(_ row: Row) {
        row.parent = self
        rows.append(row)
    }

    /// How deep the row hangs: the outline's own rows are at depth 0.
    public var depth: Int {
        var depth = 0
        var above = parent
        while let row = above as? Row {
            depth += 1
            above = row.parent
        }
        return depth
    }
}

/// An outline: a titled tree of rows. It is opened before it is read and closed after, as an
/// outline kept on disk would be; the counts let tests see that every open has its close.
@MainActor public final class Outline: RowParent {
    public let id: NodeID
    public var title: String
    public var labels: [String]
    public var started: Date?
    public private(set) var rows: [Row] = []
    public private(set) var opens = 0
    public private(set) var closes = 0

    public init(id: NodeID, title: String, labels: [String] = [], started: Date? = nil) {
        self.id = id
        self.title = title
        self.labels = labels
        self.started = started
    }

    /// Hangs `row` at the top of the outline, last.
    public func add(_ row: Row) {
        row.parent = self
        rows.append(row)
    }

    public func open() { opens += 1 }
    public func close() async { closes += 1 }

    /// Every row, depth first, in the order a reader sees them.
    public var allRows: [Row] {
        func flatten(_ rows: [Row]) -> [Row] { rows.flatMap { [$0] + flatten($0.rows) } }
        return flatten(rows)
    }

    /// The row named `slug`, at any depth.
    public func row(slug: String) -> Row? { allRows.first { $0.id.rowSlug == slug } }
}

/// Every outline Trellis knows, and whether it is awake to answer.
@MainActor public final class Library {
    public static let shared = Library()
    public var outlines: [Outline] = []
    /// Whether the library is asleep; a query wakes it and lets it sleep again when done.
    public private(set) var isAsleep = true

    public init() {}

    /// The outline that holds `id`, whatever kind of node it names.
    public func outline(holding id: NodeID) -> Outline? {
        guard let outlineID = id.enclosingOutline else { return nil }
        return outlines.first { $0.id == outlineID }
    }

    /// The row `id` names.
    public func row(_ id: NodeID) -> Row? { outline(holding: id)?.row(slug: id.rowSlug) }

    public func wake() { isAsleep = false }
    public func sleep() async { isAsleep = true }
}
