/// How the app writes durations in dialogs, subtitles and snippets.
enum MeditationFormat {
    /// `1 minute`, `10 minutes`.
    static func minutes(_ count: Int) -> String {
        count == 1 ? "1 minute" : "\(count) minutes"
    }

    /// `once`, `twice`, `3 times`.
    static func times(_ count: Int) -> String {
        switch count {
        case 1: "once"
        case 2: "twice"
        default: "\(count) times"
        }
    }
}
