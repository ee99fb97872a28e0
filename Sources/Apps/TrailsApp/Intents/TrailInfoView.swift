import IntentKit

/// The snippet of Get Trail Information: the trail's details, then the nearest alternatives in
/// its region, so a closed or crowded trail comes with somewhere else to go.
struct TrailInfoView: SnippetView {
    let trail: TrailEntity
    let isFavorite: Bool
    let includeConditions: Bool
    let neighbours: [TrailEntity]

    var body: some SnippetView {
        Text(trail.name).title()
        Field("Region", trail.region)
        Field("Distance", TrailFormat.distance(trail.distance))
        Field("Elevation", TrailFormat.elevation(trail.elevation))
        Field("Activities", trail.activities)
        if includeConditions {
            Field("Conditions", trail.currentConditions)
        }
        if isFavorite {
            Text("★ One of your favorites").muted()
        }
        if !neighbours.isEmpty {
            Divider()
            Text("Also in \(trail.region)").bold()
            Table(
                headers: ["Trail", "Distance", "Elevation", "Conditions"],
                rows: neighbours.map { other in
                    [
                        other.name, TrailFormat.distance(other.distance), TrailFormat.elevation(other.elevation),
                        other.currentConditions,
                    ]
                })
        }
    }
}
