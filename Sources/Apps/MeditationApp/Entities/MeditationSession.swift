import Foundation
import IntentKit

/// A guided meditation session: started by the Start Meditation action and named in the
/// parameterized App Shortcut phrases ("Start a Calm session with Meditation").
struct MeditationSession: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Meditation Session"
    static let defaultQuery = MeditationSessionQuery()

    let id: UUID

    @Property(title: "Name")
    var name: String

    /// Minutes.
    @Property(title: "Duration (Minutes)")
    var duration: Int

    @Property(title: "Category")
    var category: SessionCategory

    init(id: UUID, name: String, duration: Int, category: SessionCategory) {
        self.id = id
        self.name = name
        self.duration = duration
        self.category = category
    }

    /// The title is the name alone: phrases are built from it.
    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(
            title: "\(name)", subtitle: "\(MeditationFormat.minutes(duration)) · \(category)",
            image: category.caseDisplayRepresentation.image)
    }
}
