import IntentKit

/// Deletes a session after asking, then expands the App Shortcut phrases again so none names it.
struct DeleteMeditationSession: AppIntent {
    static let title: LocalizedStringResource = "Delete Meditation Session"
    static let sideEffects: SideEffects = [.appData, .deletes]
    static let description: IntentDescription? = IntentDescription(
        "Deletes a session and its history.", categoryName: "Sessions")

    @Parameter(title: "Session", requestValueDialog: "Which session should be deleted?")
    var session: MeditationSession

    @Dependency private var store: MeditationStore

    static var parameterSummary: some ParameterSummary {
        Summary("Delete \(\.$session)")
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await requestConfirmation(
            actionName: .custom(acceptLabel: "Delete"),
            dialog: "Delete the \(session.name) session and its history?")
        try await store.deleteSession(session)
        MeditationShortcuts.updateAppShortcutParameters()
        return .result(dialog: "Deleted the \(session.name) session.")
    }
}
