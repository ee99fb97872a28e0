import IntentKit

extension BuiltInDescriptor {
    /// Round Number: Apple's "Round [Number] to [Ones Place]", to decimal places or to tens …
    /// millions, in one of Apple's three modes (Normal rounds a half away from zero: 2.5 → 3,
    /// −2.5 → −3). Rounding is decimal: 2.675 to 2 places is 2.68.
    static let roundNumber = BuiltInDescriptor(
        id: "roundNumber", title: "Round Number",
        summary: "Rounds a number to decimal places or to the ones, tens, hundreds … place.",
        keywords: ["round", "math", "decimal places", "ceiling", "floor", "whole number", "integer", "truncate"],
        category: "Numbers", icon: "number",
        members: [
            BuiltInMember("input", "Number", .value(.double)),
            BuiltInMember(
                "place", "Place", .choice(RoundingPlace.allCases.map { BuiltInChoice($0.rawValue, $0.title) })),
            // Part of the action only when rounding to decimal places, as Apple's is, and 2 then
            // (Apple's default), so the card never starts with an error or an empty slot.
            BuiltInMember(
                "places", "Decimal Places", .value(.integer), optional: true,
                shownWhen: BuiltInShownWhen("place", [RoundingPlace.decimalPlaces.rawValue]),
                default: .value(.number(2))),
            BuiltInMember(
                "mode", "Mode", .choice(RoundingMode.allCases.map { BuiltInChoice($0.rawValue, $0.title) }),
                optional: true),
        ],
        listing: "Round [Number] to [Place]", outputName: "Rounded Number", takesPreviousOutput: true,
        make: { input in
            .builtIn(BuiltInCall("roundNumber", ["input": .value(input ?? .number(0)), "place": .choice("ones")]))
        },
        behaviour: BuiltInBehaviour(
            sentence: [
                .text("Round "), .slot("input"), .text(" to "),
                .whenChoice(
                    "place", [RoundingPlace.decimalPlaces.rawValue], [.slot("places"), .text(" "), .slot("place")],
                    otherwise: [.slot("place")]),
                .whenSet("mode", [.text(", "), .slot("mode")]),
            ],
            outputType: { _, _ in .double },
            check: { call, checks in
                guard call.choice("place") == RoundingPlace.decimalPlaces.rawValue else { return }
                guard let places = call.value("places") else {
                    return checks.error("places", "needs the number of decimal places")
                }
                if case .number(let n) = places, let problem = DecimalPlaces.problem(n) {
                    checks.error("places", problem)
                }
            },
            run: { call, execution, ref in
                let x = try await execution.finiteNumber("input", of: call, ref)
                let mode = call.choice("mode").flatMap(RoundingMode.init(rawValue:)) ?? .normal
                let place = call.choice("place").flatMap(RoundingPlace.init(rawValue:)) ?? .ones
                var places = place.places ?? 0
                if place == .decimalPlaces {
                    places = try await execution.wholeNumber("places", of: call, ref)
                    if let problem = DecimalPlaces.problem(Double(places)) {
                        throw RunError(.invalidValue, action: ref, parameter: "places", problem)
                    }
                }
                return NumberRounding.round(x, places: places, mode: mode)
            }))
}

/// How many decimal places Round Number and Format Number take.
enum DecimalPlaces {
    static func problem(_ places: Double) -> String? {
        guard places == places.rounded(), places >= 0, places <= Double(NumberRounding.maximumPlaces) else {
            return "must be a whole number of decimal places from 0 to \(NumberRounding.maximumPlaces)"
        }
        return nil
    }
}
