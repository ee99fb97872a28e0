// Seed 002, "Implement App Shortcuts with App Intents": the Meditation app. The session shows
// StartMeditationIntent and MeditationShortcuts growing step by step; the final forms are at
// the top level, the earlier ones in namespaces named after the step.
import Foundation
import IntentKit

/// Step 1: the basic intent and its first App Shortcut.
enum MeditationStepOne {
    // StartMeditationIntent creates a meditation session.

    struct StartMeditationIntent: AppIntent {
        static let title: LocalizedStringResource = "Start Meditation Session"

        func perform() async throws -> some IntentResult & ProvidesDialog {
            await MeditationService.startDefaultSession()
            return .result(dialog: "Okay, starting a meditation session.")
        }
    }

    // An AppShortcut turns an Intent into a full fledged shortcut
    // AppShortcuts are returned from a struct that implements the AppShortcuts
    // protocol

    struct MeditationShortcuts: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
            AppShortcut(
                intent: StartMeditationIntent(),
                phrases: ["Start a \(.applicationName)"]
            )
        }
    }
}

/// Step 2: alternate phrases.
enum MeditationStepTwo {
    struct MeditationShortcuts: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
            AppShortcut(
                intent: MeditationStepOne.StartMeditationIntent(),
                phrases: [
                    "Start a \(.applicationName)",
                    "Begin \(.applicationName)",
                    "Meditate with \(.applicationName)",
                    "Start a session with \(.applicationName)"
                ]
            )
        }
    }
}

/// Step 3: a custom view with the result.
enum MeditationStepThree {
    struct StartMeditationIntent: AppIntent {
        static let title: LocalizedStringResource = "Start Meditation Session"

        // Custom views give your intent more personality
        // and can convey more information

        func perform() async throws -> some ProvidesDialog & ShowsSnippetView {
            await MeditationService.startDefaultSession()

            return .result(
                dialog: "Okay, starting a meditation session.",
                view: MeditationSnippetView()
            )
        }
    }
}

/// Step 4: a parameter of the session type.
enum MeditationStepFour {
    // Adding a parameter to an intent allows you to prompt the user
    // to provide a value for the parameter

    struct StartMeditationIntent: AppIntent {
        static let title: LocalizedStringResource = "Start Meditation Session"

        @Parameter(title: "Session Type")
        var sessionType: SessionType?

        // ...

        func perform() async throws -> some IntentResult {
            await MeditationService.startDefaultSession()
            return .result()
        }
    }

    // Queries allow the App Intents framework to
    // look up your entities by their identifier

    struct MeditationSessionQuery: EntityQuery {
        func entities(for identifiers: [UUID]) async throws -> [MeditationSession] {
            return identifiers.compactMap { SessionManager.session(for: $0) }
        }
    }
}

// An entity is a type that can be used as a parameter
// for an AppIntent.

struct MeditationSession: AppEntity {
    let id: UUID
    let name: LocalizedStringResource

    static var typeDisplayName: LocalizedStringResource = "Meditation Session"
    var displayRepresentation: IntentKit.DisplayRepresentation {
        DisplayRepresentation(title: name)
    }

    static var defaultQuery = MeditationSessionQuery()
}

// Queries can provide suggested values for your Entity
// that serve as parameters for App Shortcuts

struct MeditationSessionQuery: EntityQuery {
    func entities(for identifiers: [UUID]) async throws -> [MeditationSession] {
        return identifiers.compactMap { SessionManager.session(for: $0) }
    }

    func suggestedEntities() async throws -> [MeditationSession] {
        return SessionManager.allSessions
    }
}

struct StartMeditationIntent: AppIntent {
    static let title: LocalizedStringResource = "Start Meditation Session"

    @Parameter(title: "Session")
    var session: MeditationSession?

    // Prompting for values can be done by calling methods
    // on the property's wrapper type.

    func perform() async throws -> some ProvidesDialog {
        // Seed fix: the seed writes `self.session ?? try await $session.requestDisambiguation(…)`
        // followed by a stray `}`; `try` cannot stand right of `??`, and `await` cannot run in
        // its autoclosure, so the same logic is spelled with `if let`.
        let sessionToRun: MeditationSession
        if let session = self.session {
            sessionToRun = session
        } else {
            sessionToRun = try await $session.requestDisambiguation(
                among: SessionManager.allSessions,
                dialog: IntentDialog("What session would you like?")
            )
        }
        await MeditationService.start(session: sessionToRun)
        return .result(
            dialog: "Okay, starting a \(sessionToRun.name) meditation session."
        )
    }
}

// Your app must notify App Intents when your values change
// This is typically best done in your app’s model layer

class SessionModel {
    @Published
    var sessions: [MeditationSession] = []
    private var cancellable: AnyCancellable?

    init() {
        self.cancellable = $sessions.sink { _ in
            MeditationShortcuts.updateAppShortcutParameters()
        }
    }

    // ...

}

// Phrases can also contain a single parameter reference

struct MeditationShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: StartMeditationIntent(),
            phrases: [
                "Start a \(.applicationName)",
                "Begin \(.applicationName)",
                "Meditate with \(.applicationName)",
                "Start a \(\.$session) session with \(.applicationName)",
                "Begin a \(\.$session) session with \(.applicationName)",
                "Meditate on \(\.$session) with \(.applicationName)"
            ]
        )
    }
}
