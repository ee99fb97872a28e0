/// A one-cell spinner for work under way: the frame to draw at `now` for work started `since`.
/// The app draws again every ``interval`` while something spins.
public enum Spinner {
    public static let frames = Array("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏")
    /// How often a frame changes.
    public static let interval = Duration.milliseconds(100)

    public static func frame(since start: ContinuousClock.Instant, now: ContinuousClock.Instant) -> String {
        String(frames[max(0, Int((now - start) / interval)) % frames.count])
    }
}
