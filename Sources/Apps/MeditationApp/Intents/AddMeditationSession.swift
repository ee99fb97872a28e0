import Foundation
import IntentKit

/// Adds a session. Sessions are App Shortcut parameters, so the phrases are expanded again.
struct AddMeditationSession: AppIntent {
    static let title: LocalizedStringResource = "Add Meditation Session"
    static let description: IntentDescription? = IntentDescription(
        "Adds a session to your meditations.", categoryName: "Sessions")

    @Parameter(title: "Name", requestValueDialog: "What should the session be called?")
    var name: String

    @Parameter(title: "Duration (Minutes)", default: 10, inclusiveRange: (1, 120))
    var duration: Int

    @Parameter(title: "Category", default: .calm)
    var category: SessionCategory

    @Dependency private var store: MeditationStore

    static var parameterSummary: some ParameterSummary {
        Summary("Add \(\.$name), \(\.$duration) minutes of \(\.$category)")
    }

    func perform() async throws -> some IntentResult & ReturnsValue<MeditationSession> & ProvidesDialog {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw MeditationError.emptyName }
        let session = try await store.addSession(name: trimmed, duration: duration, category: category)
        MeditationShortcuts.updateAppShortcutParameters()
        return .result(value: session, dialog: "Added the \(session.name) session.")
    }
}
