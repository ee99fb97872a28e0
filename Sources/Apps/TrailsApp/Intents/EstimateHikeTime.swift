import IntentKit

/// Estimates how long a hike takes: its distance at a walking pace, plus an hour for every
/// 600 metres of climb (Naismith's rule). Distances and paces are measurements, so a shortcut
/// may give them in any unit; a bare number is kilometres (and km/h).
struct EstimateHikeTime: AppIntent {
    static let title: LocalizedStringResource = "Estimate Hike Time"
    static let description: IntentDescription? = IntentDescription(
        "Estimates the walking time of a hike from its distance, pace and climb.", categoryName: "Discover",
        searchKeywords: ["duration", "pace", "naismith"])
    /// Arithmetic only: it reads and changes nothing.
    static let sideEffects: SideEffects = []

    @Parameter(title: "Distance", defaultUnit: .kilometers, supportsNegativeNumbers: false)
    var distance: Measurement<UnitLength>

    @Parameter(title: "Pace", defaultValue: 4, unit: .kilometersPerHour, supportsNegativeNumbers: false)
    var pace: Measurement<UnitSpeed>

    @Parameter(title: "Climb", defaultUnit: .meters, supportsNegativeNumbers: false)
    var climb: Measurement<UnitLength>?

    static var parameterSummary: some ParameterSummary {
        Summary("Estimate walking \(\.$distance) at \(\.$pace)") { \.$climb }
    }

    func perform() async throws -> some IntentResult & ReturnsValue<Measurement<UnitDuration>> & ProvidesDialog {
        let speed = pace.converted(to: .kilometersPerHour).value
        guard speed > 0 else { throw TrailsError.invalidPace }
        let walking = distance.converted(to: .kilometers).value / speed
        let climbing = (climb?.converted(to: .meters).value ?? 0) / 600
        let minutes = ((walking + climbing) * 60).rounded()
        let time = Measurement(value: minutes, unit: UnitDuration.minutes)
        return .result(value: time, dialog: "About \(Int(minutes) / 60) h \(Int(minutes) % 60) min.")
    }
}
