import Foundation

/// Runs as people read them, in `shortcuts runs` and the editor's run history alike.
package enum RunText {
    /// How runs are named to people: the start of their id, as `runs list` shows it.
    package static func shortID(_ id: UUID) -> String { String(id.uuidString.prefix(8)).lowercased() }

    /// When a run started, to the second, in local time.
    package static func time(_ date: Date) -> String { formatter.string(from: date) }

    private static let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        return formatter
    }()

    /// Where it came from: `cli`, `mcp: Claude Desktop`.
    package static func source(_ source: RunSource) -> String {
        source.detail.map { "\(source.kind.rawValue): \($0)" } ?? source.kind.rawValue
    }

    /// How long it took ("11 ms", "2.5 s"); empty while it has not ended.
    package static func duration(_ run: RunSummary) -> String {
        guard let ended = run.ended else { return "" }
        let seconds = ended.timeIntervalSince(run.started)
        return seconds < 1 ? "\(Int((seconds * 1000).rounded())) ms" : String(format: "%.1f s", seconds)
    }
}
