import IntentKit

/// Starts a meditation session. Without a session it asks which one, among the suggested
/// sessions; an App Shortcut phrase ("Start a Calm session with Meditation") presets it.
struct StartMeditationIntent: AppIntent {
    static let title: LocalizedStringResource = "Start Meditation Session"
    static let description: IntentDescription? = IntentDescription(
        "Starts a guided meditation session.", categoryName: "Sessions",
        searchKeywords: ["meditate", "mindfulness", "breathe"])

    @Parameter(title: "Session")
    var session: MeditationSession?

    @Dependency private var store: MeditationStore

    static var parameterSummary: some ParameterSummary {
        Summary("Start \(\.$session)")
    }

    func perform() async throws -> some IntentResult & ReturnsValue<MeditationSession> & ProvidesDialog
        & ShowsSnippetView
    {
        let sessionToRun: MeditationSession
        if let session {
            sessionToRun = session
        } else {
            let suggestions = try await store.suggestedSessions()
            guard !suggestions.isEmpty else { throw MeditationError.noSessions }
            sessionToRun = try await $session.requestDisambiguation(
                among: suggestions, dialog: IntentDialog("What session would you like?"))
        }
        let timesStarted = try await store.recordStart(of: sessionToRun)
        return .result(
            value: sessionToRun,
            dialog: "Okay, starting a \(sessionToRun.name) meditation session.",
            view: MeditationSnippetView(session: sessionToRun, timesStarted: timesStarted))
    }
}
