import IntentKit

/// What a session is for. The raw value is what the database and saved shortcuts store.
enum SessionCategory: String, AppEnum, CaseIterable {
    case calm
    case focus
    case sleep
    case relaxation
    case breathing
    case energy
    case compassion

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Session Category"
    static let caseDisplayRepresentations: [SessionCategory: DisplayRepresentation] = [
        .calm: DisplayRepresentation(title: "Calm", image: .init(systemName: "leaf")),
        .focus: DisplayRepresentation(title: "Focus", image: .init(systemName: "scope")),
        .sleep: DisplayRepresentation(title: "Sleep", image: .init(systemName: "moon.stars")),
        .relaxation: DisplayRepresentation(title: "Relaxation", image: .init(systemName: "figure.cooldown")),
        .breathing: DisplayRepresentation(title: "Breathing", image: .init(systemName: "wind")),
        .energy: DisplayRepresentation(title: "Energy", image: .init(systemName: "sun.max")),
        .compassion: DisplayRepresentation(title: "Compassion", image: .init(systemName: "heart")),
    ]
}
