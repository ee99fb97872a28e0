import IntentKit

/// What Start Meditation shows while the session runs.
struct MeditationSnippetView: SnippetView {
    let session: MeditationSession
    let timesStarted: Int

    var body: some SnippetView {
        Text(session.name).title()
        Field("Duration", MeditationFormat.minutes(session.duration))
        Field("Category", session.category)
        Field("Started", MeditationFormat.times(timesStarted))
        Divider()
        Text("Breathe in… and out.").muted()
    }
}
