import IntentKit

/// How an order reaches the person. The raw values are those of the old custom intent's enum, so
/// migrated shortcuts keep their choice.
enum OrderType: String, AppEnum, CaseIterable {
    case pickup
    case delivery

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Order Type"
    static let caseDisplayRepresentations: [OrderType: DisplayRepresentation] = [
        .pickup: DisplayRepresentation(title: "Pickup", image: .init(systemName: "figure.walk")),
        .delivery: DisplayRepresentation(title: "Delivery", image: .init(systemName: "bicycle")),
    ]
}
