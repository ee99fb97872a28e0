import AppTestSupport
import Foundation
import IntentKit
import Testing

@testable import TrailsApp

/// One Find: its conditions and the trails it must return, by name.
struct TrailFindCase: Sendable, CustomTestStringConvertible {
    let label: String
    let conditions: [FindCondition]
    let mode: ComparatorMode
    let expected: [String]

    init(_ label: String, _ conditions: [FindCondition], mode: ComparatorMode = .and, _ expected: [String]) {
        self.label = label
        self.conditions = conditions
        self.mode = mode
        self.expected = expected
    }

    var testDescription: String { label }
}

private func condition(
    _ property: String, _ comparator: ComparatorKind, _ value: any Sendable, _ value2: (any Sendable)? = nil
) -> FindCondition {
    FindCondition(property: property, comparator: comparator, value: value, value2: value2)
}

@Suite struct TrailsFindTests {
    static let cases: [TrailFindCase] = [
        // name
        TrailFindCase("name is (any case)", [condition("name", .equalTo, "laurel FALLS")], ["Laurel Falls"]),
        TrailFindCase(
            "name is not", [condition("name", .notEqualTo, "Mist Trail"), condition("name", .hasPrefix, "Mist")],
            ["Mist Falls Trail"]),
        TrailFindCase(
            "name contains", [condition("name", .contains, "ridge")],
            ["Franconia Ridge Loop", "Granite Ridge", "Monitor Ridge"]),
        TrailFindCase("name begins with", [condition("name", .hasPrefix, "mist")], ["Mist Falls Trail", "Mist Trail"]),
        TrailFindCase(
            "name ends with", [condition("name", .hasSuffix, "loop")],
            ["Andrew Molera Loop", "Bear Lake Loop", "Cades Cove Loop", "Chantry Flat Loop", "Franconia Ridge Loop"]),
        TrailFindCase("name contains a LIKE wildcard literally", [condition("name", .contains, "%")], []),
        // region
        TrailFindCase(
            "region is", [condition("region", .equalTo, "big sur")],
            ["Andrew Molera Loop", "Coastal Bluffs", "Ewoldsen Trail", "McWay Falls Overlook", "Pfeiffer Falls"]),
        TrailFindCase(
            "region is not",
            [condition("region", .notEqualTo, "Sierra Nevada"), condition("region", .hasPrefix, "Sierra")],
            ["Chantry Flat Loop", "Hermit Falls", "Mount Wilson Trail"]),
        TrailFindCase(
            "region contains", [condition("region", .contains, "smoky")],
            ["Abrams Falls", "Alum Cave Trail", "Cades Cove Loop", "Laurel Falls"]),
        // distance
        TrailFindCase("distance is", [condition("distance", .equalTo, 17.7)], ["Alum Cave Trail", "Cades Cove Loop"]),
        TrailFindCase(
            "distance is less than", [condition("distance", .lessThan, 1.0)], ["Cascade Falls", "McWay Falls Overlook"]),
        TrailFindCase(
            "distance is at most", [condition("distance", .lessThanOrEqualTo, 1)],
            ["Bear Lake Loop", "Cascade Falls", "McWay Falls Overlook"]),
        TrailFindCase("distance is greater than", [condition("distance", .greaterThan, 26.0)], ["Hoh River Trail"]),
        TrailFindCase(
            "distance is at least", [condition("distance", .greaterThanOrEqualTo, 26.0)],
            ["Half Dome", "Hoh River Trail"]),
        TrailFindCase(
            "distance is between", [condition("distance", .isBetween, 1.0, 2.4)],
            ["Bear Lake Loop", "Heather Meadows", "Pfeiffer Falls"]),
        TrailFindCase(
            "distance is between, bounds reversed", [condition("distance", .isBetween, 2.4, 1.0)],
            ["Bear Lake Loop", "Heather Meadows", "Pfeiffer Falls"]),
        // elevation
        TrailFindCase("elevation is", [condition("elevation", .equalTo, 610)], ["Granite Ridge", "Lake Serene"]),
        TrailFindCase(
            "elevation is not",
            [
                condition("elevation", .notEqualTo, 610), condition("elevation", .greaterThanOrEqualTo, 600),
                condition("elevation", .lessThan, 900),
            ], ["Alum Cave Trail"]),
        TrailFindCase(
            "elevation is less than", [condition("elevation", .lessThan, 20)],
            ["Bear Lake Loop", "McWay Falls Overlook"]),
        TrailFindCase(
            "elevation is at most", [condition("elevation", .lessThanOrEqualTo, 35)],
            ["Bear Lake Loop", "Cascade Falls", "McWay Falls Overlook"]),
        TrailFindCase(
            "elevation is greater than", [condition("elevation", .greaterThan, 1400)],
            ["Half Dome", "Longs Peak Keyhole"]),
        TrailFindCase(
            "elevation is at least", [condition("elevation", .greaterThanOrEqualTo, 1400)],
            ["Half Dome", "Longs Peak Keyhole", "Mount Wilson Trail"]),
        TrailFindCase(
            "elevation is between", [condition("elevation", .isBetween, 1300, 1400)],
            ["Monitor Ridge", "Mount Wilson Trail", "Tuckerman Ravine"]),
        // current conditions
        TrailFindCase(
            "conditions are", [condition("currentConditions", .equalTo, "packed snow")],
            ["Bear Lake Loop", "Heather Meadows"]),
        TrailFindCase(
            "conditions are not",
            [condition("currentConditions", .notEqualTo, "Dry and clear"), condition("region", .equalTo, "Big Sur")],
            ["Andrew Molera Loop", "Coastal Bluffs", "Ewoldsen Trail"]),
        TrailFindCase(
            "conditions contain", [condition("currentConditions", .contains, "snow")],
            ["Bear Lake Loop", "Granite Ridge", "Heather Meadows", "Sky Pond", "Skyline Trail"]),
        // modes
        TrailFindCase(
            "any condition", [condition("name", .equalTo, "Half Dome"), condition("elevation", .greaterThan, 1500)],
            mode: .or,
            ["Half Dome", "Longs Peak Keyhole"]),
        TrailFindCase(
            "all conditions", [condition("name", .contains, "falls"), condition("distance", .lessThan, 2.5)],
            ["Cascade Falls", "McWay Falls Overlook", "Pfeiffer Falls"]),
    ]

    @Test(arguments: cases)
    func everyComparatorCompilesToSQL(_ find: TrailFindCase) async throws {
        try await TrailsFixture.with { _ async throws in
            let found = try await TrailEntity.findEntities(
                where: find.conditions, mode: find.mode,
                sortedBy: [FindSortKey(property: "name")])
            #expect(names(found) == find.expected)
        }
    }

    @Test func betweenSortedByDistanceDescendingWithALimit() async throws {
        try await TrailsFixture.with { _ async throws in
            let found = try await TrailEntity.findEntities(
                where: [FindCondition(property: "distance", comparator: .isBetween, value: 1.0, value2: 5.0)],
                mode: .and, sortedBy: [FindSortKey(property: "distance", ascending: false)], limit: 3)
            // Mist Trail and Arethusa Falls tie at 4.8 km; ties keep id order.
            #expect(names(found) == ["Mist Trail", "Arethusa Falls", "Rainbow Falls"])
        }
    }

    @Test func sortKeysApplyInOrder() async throws {
        try await TrailsFixture.with { _ async throws in
            let byRegionThenLongest = try await TrailEntity.findEntities(
                where: [],
                sortedBy: [FindSortKey(property: "region"), FindSortKey(property: "distance", ascending: false)],
                limit: 4)
            #expect(
                names(byRegionThenLongest) == [
                    "Andrew Molera Loop", "Ewoldsen Trail", "Coastal Bluffs", "Pfeiffer Falls",
                ])
            let highest = try await TrailEntity.findEntities(
                where: [], sortedBy: [FindSortKey(property: "elevation", ascending: false)], limit: 2)
            #expect(names(highest) == ["Longs Peak Keyhole", "Half Dome"])
            let lastByName = try await TrailEntity.findEntities(
                where: [], sortedBy: [FindSortKey(property: "name", ascending: false)], limit: 1)
            #expect(names(lastByName) == ["Tuckerman Ravine"])
        }
    }

    @Test func limitsCapTheResults() async throws {
        try await TrailsFixture.with { fixture async throws in
            let unlimited = try await TrailEntity.findEntities(where: [])
            #expect(unlimited.count == 34)
            #expect(try await TrailEntity.findEntities(where: [], limit: 5).count == 5)
            #expect(try await fixture.store.trails(matching: nil, order: [], limit: 10_000).count == 34)
        }
    }

    @Test func findErrorsNameWhatIsAvailable() async throws {
        try await TrailsFixture.with { _ async throws in
            await #expect(throws: FindError.self) {
                _ = try await TrailEntity.findEntities(where: [
                    FindCondition(property: "activities", comparator: .contains, value: Activity.hiking)
                ])
            }
            let unsupported = await #expect(throws: FindError.self) {
                _ = try await TrailEntity.findEntities(where: [
                    FindCondition(property: "name", comparator: .isBetween, value: "a", value2: "b")
                ])
            }
            #expect(
                unsupported?.description.contains("it supports: is, is not, contains, begins with, ends with") == true)
            let unsortable = await #expect(throws: FindError.self) {
                _ = try await TrailEntity.findEntities(
                    where: [], sortedBy: [FindSortKey(property: "currentConditions")])
            }
            #expect(unsortable?.description.contains("name, region, distance, elevation") == true)
        }
    }
}
