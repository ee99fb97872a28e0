import Foundation

/// How the app writes its numbers in dialogs, subtitles and snippets.
enum TrailFormat {
    /// `2.4 km`: one decimal, as trail signs give it.
    static func distance(_ kilometres: Double) -> String {
        String(format: "%.1f km", kilometres)
    }

    /// `610 m`.
    static func elevation(_ metres: Int) -> String {
        "\(metres) m"
    }

    /// `1 trail`, `3 trails`.
    static func trailCount(_ count: Int) -> String {
        count == 1 ? "1 trail" : "\(count) trails"
    }
}
