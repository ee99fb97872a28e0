/// An Elm-style terminal app: one state value, input turned into messages, `update` changing the
/// state and asking for effects, `view` drawing the state into a frame.
///
/// ```swift
/// struct Counter: App {
///     enum Message: Sendable { case increment, quit }
///     var count = 0
///     func message(for event: InputEvent) -> Message? {
///         Keymap("Counter", [Binding(["+"], .increment, help: "Add one"), Binding(["q"], .quit, help: "Quit")])
///             .message(for: event.key ?? .escape)
///     }
///     mutating func update(_ message: Message, at now: ContinuousClock.Instant) -> [Effect<Message>] {
///         switch message {
///         case .increment: count += 1; return []
///         case .quit: return [.quit]
///         }
///     }
///     func view(into buffer: inout ScreenBuffer, at now: ContinuousClock.Instant) {
///         buffer.write("Count: \(count)", at: Point(x: 0, y: 0))
///     }
/// }
/// ```
///
/// Nothing here may block: slow work goes into `Effect.run`, whose result comes back as a message.
public protocol App {
    associatedtype Message: Sendable

    /// The smallest terminal the view can draw in; smaller, the loop shows a notice instead.
    var minimumSize: Size { get }

    /// The message an input event means in the current state (usually through a keymap), or nil.
    func message(for event: InputEvent) -> Message?

    /// Applies a message; returns the effects to run. `now` is the loop's clock (the same the
    /// view sees), for anything that starts a time span, like posting a status message.
    mutating func update(_ message: Message, at now: ContinuousClock.Instant) -> [Effect<Message>]

    /// Draws the state into a blank frame of the terminal's size. `now` is the loop's clock, for
    /// anything that changes with time (a status message that expires).
    func view(into buffer: inout ScreenBuffer, at now: ContinuousClock.Instant)

    /// What `q` or Ctrl-C mean while the terminal is too small to show the app: nil (the default)
    /// quits at once; an app with unsaved work returns its own quit message.
    var quitMessage: Message? { get }
}

extension App {
    public var minimumSize: Size { Size(width: 20, height: 5) }
    public var quitMessage: Message? { nil }
}

/// Something `update` asks the loop to do.
public enum Effect<Message: Sendable>: Sendable {
    /// End the loop.
    case quit
    /// Run async work off the main actor; its message, if any, comes back through `update`.
    case run(@Sendable () async -> Message?)
    /// Run async work that sends any number of messages while it goes (a shortcut's run, a
    /// search). A task started with the `id` of one still running cancels that one first, so a
    /// newer search replaces an older one; `nil` for none.
    case task(id: TaskID?, @Sendable (EffectContext<Message>) async -> Void)
    /// Cancel the task started with this id, if it still runs.
    case cancel(TaskID)
    /// Send `message` after `delay`.
    case after(Duration, Message)
    /// Draw again after `delay` (a status message expires).
    case redraw(after: Duration)
    /// Turn mouse reporting on or off.
    case mouseReporting(Bool)
    /// Suspend to the shell, as Ctrl-Z does.
    case suspend
    /// Draw with another theme from now on (a theme picker's choice).
    case theme(Theme)
    /// Write an operating-system command to the terminal through the backend, after the frame
    /// on screen (OSC 52: Copy to Clipboard in a terminal with no clipboard program). Only OSC
    /// 52 is let through: an app cannot use this to send other control sequences.
    case clipboard(osc52: String)
}

/// What a `.task` effect gets: a way to send messages to the loop while it runs, and to ask the
/// person something (so tests waiting for the program to go quiet do not wait for the answer).
public struct EffectContext<Message: Sendable>: Sendable {
    let post: @Sendable (Message) -> Void
    let postQuestion: @Sendable ((@escaping @Sendable () -> Void) -> Message) -> Void

    /// Sends a message to `update`, as input does.
    public func send(_ message: Message) { post(message) }

    /// Sends the message that puts a question on screen, and counts the task as waiting for the
    /// person until the function given to `make` is called (by the loop, when the answer is
    /// given, before the task resumes). The program counts as idle while only such waits remain.
    public func ask(_ make: (_ answered: @escaping @Sendable () -> Void) -> Message) {
        postQuestion(make)
    }
}
