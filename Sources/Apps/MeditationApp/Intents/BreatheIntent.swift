import Foundation
import IntentKit

/// A short breathing exercise that waits out its seconds, reporting its progress as it goes:
/// the run pane draws a bar on its line, and `shortcuts run` a status line on a terminal.
struct BreatheIntent: AppIntent, ProgressReportingIntent {
    static let title: LocalizedStringResource = "Breathe"
    static let description: IntentDescription? = IntentDescription(
        "Pauses for a few slow breaths, showing how far along it is.", categoryName: "Sessions",
        searchKeywords: ["breathe", "pause", "calm", "timer"])
    // It waits and touches nothing.
    static let sideEffects: SideEffects = []

    @Parameter(title: "Seconds", default: 60, inclusiveRange: (1, 600))
    var seconds: Int

    static var parameterSummary: some ParameterSummary {
        Summary("Breathe for \(\.$seconds) seconds")
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        progress.totalUnitCount = Int64(seconds)
        for second in 1...seconds {
            try await Task.sleep(for: .seconds(1))
            progress.completedUnitCount = Int64(second)
        }
        return .result(dialog: "Done: \(seconds) seconds of slow breathing.")
    }
}
