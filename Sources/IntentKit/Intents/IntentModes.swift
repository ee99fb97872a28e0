import Foundation

/// Where an intent may run (Apple's iOS 26 `IntentModes`): in the background, with nobody
/// watching, or in the foreground, with a person at the host — the editor, or a terminal where
/// someone answers. An automation, a `--no-input` run and an agent's MCP call are background
/// runs; an intent that declares only the foreground is refused there before it starts, saying
/// why (docs/intentkit.md).
///
/// ```swift
/// static let supportedModes: IntentModes = [.background, .foreground(.dynamic)]
/// ```
public struct IntentModes: OptionSet, Sendable, Hashable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Runs with nobody watching.
    public static let background = IntentModes(rawValue: 1 << 0)
    /// Runs in the foreground from the start (`.foreground(.immediate)`).
    public static var foreground: IntentModes { .foreground(.immediate) }

    /// Runs in the foreground, brought there as `mode` says.
    public static func foreground(_ mode: ForegroundMode) -> IntentModes { IntentModes(rawValue: mode.bit) }

    /// When a foreground intent comes to the foreground.
    public struct ForegroundMode: Sendable, Hashable {
        let bit: Int

        /// At once, before `perform()`.
        public static let immediate = ForegroundMode(bit: 1 << 1)
        /// Starts in the background and may ask to continue in the foreground
        /// (``AppIntent/continueInForeground(_:alwaysConfirm:)``).
        public static let dynamic = ForegroundMode(bit: 1 << 2)
        /// Comes to the foreground by the end of `perform()` at the latest.
        public static let deferred = ForegroundMode(bit: 1 << 3)
    }

    /// The mode a run is in, from ``IntentSystemContext/currentMode``.
    public struct Current: Sendable, Hashable {
        /// Whether a person is at the host now.
        public let isForeground: Bool
        /// Whether the intent may ask to continue in the foreground: a person is there to ask,
        /// and the intent declares a foreground mode.
        public let canContinueInForeground: Bool
    }

    /// Whether a run with nobody at the host may start: the intent runs in the background at
    /// first (`.background`, or `.foreground(.dynamic)`, which starts there).
    var startsWithoutAPerson: Bool {
        contains(.background) || contains(.foreground(.dynamic))
    }

    /// Whether it declares any foreground mode.
    var hasForeground: Bool {
        !isDisjoint(with: [.foreground(.immediate), .foreground(.dynamic), .foreground(.deferred)])
    }

    /// The mode a run starts in, with or without a person at the host.
    func current(withPerson person: Bool) -> Current {
        Current(
            isForeground: person && contains(.foreground(.immediate)),
            canContinueInForeground: person && hasForeground)
    }
}

extension AppIntent {
    /// Apple's default: the foreground for an intent that opens its app when run, the background
    /// otherwise. An intent that opens its app may still run with nobody watching here (its
    /// "opens" is reported, as before modes); declare `supportedModes` to say otherwise.
    public static var supportedModes: IntentModes { openAppWhenRun ? [.foreground, .background] : .background }

    /// Asks to continue in the foreground (iOS 26): with a person at the host, asks them unless the
    /// run is there already and `alwaysConfirm` is off; with nobody there, the run fails saying so,
    /// and declining cancels it.
    public func continueInForeground(_ dialog: IntentDialog? = nil, alwaysConfirm: Bool = true) async throws {
        let context = try IntentExecutionContext.require("continue in the foreground")
        if !alwaysConfirm, context.mode.value.isForeground { return }
        try await context.continueInForeground(dialog)
        context.mode.value = IntentModes.Current(isForeground: true, canContinueInForeground: true)
    }

    /// An error that, thrown from `perform()`, asks to continue in the foreground and ends the
    /// action when the person agrees (iOS 26's form of ``ForegroundContinuableIntent``'s).
    public func needsToContinueInForegroundError(_ dialog: IntentDialog? = nil, alwaysConfirm: Bool = true)
        -> AppIntentError
    {
        AppIntentError(kind: .continueInForeground(dialog, nil))
    }
}
