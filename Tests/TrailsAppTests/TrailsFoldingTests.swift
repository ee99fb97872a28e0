import AppTestSupport
import Foundation
import IntentKit
import Testing

@testable import TrailsApp

/// Find compares text folded by Unicode rules (case, accents, width), not ASCII case only.
@Suite struct TrailsFoldingTests {
    @Test(arguments: [
        ("name", ComparatorKind.equalTo, "ＨＡＬＦ ＤＯＭＥ", ["Half Dome"]),
        ("name", .hasPrefix, "HÁLF", ["Half Dome"]),
        ("name", .contains, "DÓME", ["Half Dome"]),
        ("name", .hasSuffix, "dôme", ["Half Dome"]),
        (
            "region", .equalTo, "BIG SÛR",
            ["Andrew Molera Loop", "Coastal Bluffs", "Ewoldsen Trail", "McWay Falls Overlook", "Pfeiffer Falls"]
        ),
    ])
    func textComparatorsFoldCaseAccentsAndWidth(
        property: String, comparator: ComparatorKind, text: String, expected: [String]
    ) async throws {
        try await TrailsFixture.with { _ async throws in
            let found = try await TrailEntity.findEntities(
                where: [FindCondition(property: property, comparator: comparator, value: text)],
                mode: .and, sortedBy: [FindSortKey(property: "name")])
            #expect(names(found) == expected)
        }
    }
}
