import IntentKit

/// What a trail can be used for. A trail's activities are an array of this enum rather than
/// free text, so shortcuts compare them by case and pickers offer the same list everywhere.
/// The raw value is what the database and saved shortcuts store.
enum Activity: String, AppEnum, CaseIterable {
    case hiking
    case trailRunning
    case mountainBiking
    case horsebackRiding
    case crossCountrySkiing
    case snowshoeing

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Activity"
    static let caseDisplayRepresentations: [Activity: DisplayRepresentation] = [
        .hiking: DisplayRepresentation(title: "Hiking", image: .init(systemName: "figure.hiking")),
        .trailRunning: DisplayRepresentation(title: "Trail Running", image: .init(systemName: "figure.run")),
        .mountainBiking: DisplayRepresentation(title: "Mountain Biking", image: .init(systemName: "bicycle")),
        .horsebackRiding: DisplayRepresentation(
            title: "Horseback Riding", image: .init(systemName: "figure.equestrian.sports")),
        .crossCountrySkiing: DisplayRepresentation(
            title: "Cross-Country Skiing", image: .init(systemName: "figure.skiing.crosscountry")),
        .snowshoeing: DisplayRepresentation(title: "Snowshoeing", image: .init(systemName: "snowflake")),
    ]
}
