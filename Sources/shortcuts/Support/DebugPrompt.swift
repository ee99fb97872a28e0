import Foundation
import Glibc
import ShortcutKit

/// `shortcuts run NAME --break N`: the run debugger's stops as a line prompt at the terminal
/// (docs/debugging.md). At each stop it says where the run is and what it holds, and reads how
/// it goes on: step, next (over), out, continue, break N (set or clear a breakpoint), values in
/// full, quit.
final class DebugPrompt: Sendable {
    let document: ShortcutDocument
    let catalog: Catalog

    init(document: ShortcutDocument, catalog: Catalog) {
        self.document = document
        self.catalog = catalog
    }

    /// The actions `specs` name in `shortcut` (the run's by default): a number is a position in
    /// reading order, as `shortcuts view` numbers them (nested actions counted); anything else an
    /// action's id or its title (every action with that title). A Comment never runs, so it
    /// cannot be stopped at. A spec that names none is a usage error.
    func breakpoints(_ specs: [String], in shortcut: ShortcutDocument? = nil) throws(NoSuchAction) -> Set<UUID> {
        let document = shortcut ?? self.document
        let actions = document.flattened.map(\.action)
        var found: Set<UUID> = []
        for spec in specs {
            let trimmed = spec.trimmingCharacters(in: .whitespaces)
            let named: [UUID]
            if let position = Int(trimmed) {
                named = actions.indices.contains(position - 1) ? [actions[position - 1].id] : []
            } else if let id = UUID(uuidString: trimmed) {
                named = actions.contains { $0.id == id } ? [id] : []
            } else {
                named = actions.filter { catalog.title(of: $0).lowercased() == trimmed.lowercased() }.map(\.id)
            }
            if named.count == 1, let only = actions.first(where: { $0.id == named[0] }), only.identifier == "comment" {
                throw NoSuchAction(
                    description:
                        "--break \(spec): a Comment does nothing when the shortcut runs, so a run never stops there")
            }
            guard !named.isEmpty else {
                throw NoSuchAction(
                    description:
                        "--break \(spec): '\(document.name)' has no action \(Int(trimmed) != nil ? "at that position (it has \(actions.count))" : "with that id or title")"
                )
            }
            found.formUnion(named)
        }
        return found
    }

    /// Why `--break` (or `b`) names no action to stop at.
    struct NoSuchAction: Error, CustomStringConvertible {
        var description: String
    }

    /// Says where the run stopped and reads how it goes on.
    func decide(_ stop: DebugStop, debugger: RunDebugger) -> RunDebugger.Command {
        StandardStreams.statusLine(nil)
        StandardStreams.error(Self.describe(stop) + "\n")
        while true {
            StandardStreams.error("debug (s step · n next · o out · c continue · b N · v values · q quit)> ")
            guard let line = Self.readLine() else { return .stop }
            let words = line.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 1).map(String.init)
            switch words.first?.lowercased() ?? "s" {
            case "s", "step": return .stepInto
            case "n", "next": return .stepOver
            case "o", "out": return .stepOut
            case "c", "continue": return .proceed
            case "q", "quit", "stop": return .stop
            case "v", "values": StandardStreams.error(Self.values(stop.state, full: true) + "\n")
            case "b", "break":
                // Positions and titles are the stopped shortcut's: the one its lines number.
                guard words.count == 2, let ids = try? breakpoints([words[1]], in: stop.document) else {
                    StandardStreams.error(
                        "  b takes a position, an id or a title of an action of '\(stop.document.name)' (not a Comment)\n"
                    )
                    continue
                }
                for id in ids { debugger.toggleBreakpoint(id) }
                let set = ids.isSubset(of: debugger.breakpoints)
                StandardStreams.error("  breakpoint \(set ? "set" : "cleared") at \(words[1])\n")
            default:
                StandardStreams.error("  '\(words[0])' is not a debugger command\n")
            }
        }
    }

    /// A line from standard input, `nil` at its end or when the run is cancelled (Ctrl-C): it
    /// waits in short polls, so a cancel is seen while nobody types.
    static func readLine() -> String? {
        var bytes: [UInt8] = []
        while true {
            if Task.isCancelled { return nil }
            var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, 200)
            if ready < 0 {
                if errno == EINTR { continue }
                return nil
            }
            guard ready > 0 else { continue }
            var byte: UInt8 = 0
            guard read(STDIN_FILENO, &byte, 1) == 1 else {
                return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
            bytes.append(byte)
        }
    }

    /// "⏸ 3 Text, in Loop › pass 2 (item b)" and the values, one line each.
    static func describe(_ stop: DebugStop) -> String {
        var place = "⏸ \(stop.action.position) \(stop.action.title)"
        if stop.shortcuts.count > 1 { place += ", in \(stop.shortcuts.joined(separator: " › "))" }
        if let loop = stop.state.loops.last {
            place +=
                " — pass \(loop.index)" + (loop.item.map { " (item \(ValueText.summary(of: $0, limit: 40)))" } ?? "")
        }
        return place + "\n" + values(stop.state, full: false)
    }

    /// The run's values: each on a line, cut to one line unless `full`.
    static func values(_ state: DebugState, full: Bool) -> String {
        func show(_ value: (any Sendable)?) -> String {
            // In full, a value of several lines keeps them under its name.
            full
                ? ValueText.text(of: value).replacingOccurrences(of: "\n", with: "\n      ")
                : ValueText.summary(of: value, limit: 60)
        }
        var lines: [String] = []
        if let input = state.input { lines.append("  input  \(show(input))") }
        for (name, value) in state.variables { lines.append("  \(name) = \(show(value))") }
        for (action, value) in state.outputs {
            lines.append("  \(action.position) \(action.title) → \(show(value))")
        }
        return lines.isEmpty ? "  (nothing yet)" : lines.joined(separator: "\n")
    }
}
