import Foundation

/// How to start an app's process: what a manifest declares.
package struct ExternalAppCommand: Sendable, Hashable {
    /// A path to the executable, or a name looked up in `PATH`.
    package var executable: String
    package var arguments: [String]
    /// Where it runs; `nil`: this process's current directory.
    package var workingDirectory: String?
    /// Variables set on top of this process's environment.
    package var environment: [String: String]

    package init(
        executable: String, arguments: [String] = [], workingDirectory: String? = nil,
        environment: [String: String] = [:]
    ) {
        self.executable = executable
        self.arguments = arguments
        self.workingDirectory = workingDirectory
        self.environment = environment
    }
}

/// Limits of a connection: how long calls may take and how much an app may write.
package struct ExternalAppLimits: Sendable, Hashable {
    /// From starting the process to the end of the handshake.
    package var startTimeout: Duration
    /// For each call but `perform` (entity lookups, searches, queries).
    package var callTimeout: Duration
    /// For `perform`, not counting the time the person takes to answer its questions.
    package var performTimeout: Duration
    /// The longest line (one message) accepted from the app; longer stops it.
    package var maximumLineLength: Int
    /// How much of the app's standard error is kept for messages (its end).
    package var standardErrorTail: Int

    /// The defaults' timeouts (10 s for the handshake and each call, 60 s for a perform) are
    /// multiplied by `SHORTCUTS_APP_TIMEOUT_SCALE` when it is set to a number from 1 to 100: a
    /// slow or heavily loaded machine (a debug build, an emulator, a test suite beside a build)
    /// starts apps more slowly than a hang is worth waiting for elsewhere.
    package init(
        startTimeout: Duration = .seconds(10) * ExternalAppLimits.timeoutScale,
        callTimeout: Duration = .seconds(10) * ExternalAppLimits.timeoutScale,
        performTimeout: Duration = .seconds(60) * ExternalAppLimits.timeoutScale,
        maximumLineLength: Int = 16 << 20, standardErrorTail: Int = 2048
    ) {
        self.startTimeout = startTimeout
        self.callTimeout = callTimeout
        self.performTimeout = performTimeout
        self.maximumLineLength = maximumLineLength
        self.standardErrorTail = standardErrorTail
    }

    /// `SHORTCUTS_APP_TIMEOUT_SCALE` as a factor: 1 unless it is a number from 1 to 100.
    package static var timeoutScale: Double {
        guard let text = ProcessInfo.processInfo.environment["SHORTCUTS_APP_TIMEOUT_SCALE"],
            let scale = Double(text), scale >= 1, scale <= 100
        else { return 1 }
        return scale
    }
}
