import AppTestSupport
import Foundation
import IntentKit
import Testing

@testable import SoupChefApp

/// Find compares text folded by Unicode rules (case, accents, width), not ASCII case only.
@Suite struct SoupChefFoldingTests {
    @Test(arguments: [
        (ComparatorKind.equalTo, "TOMATO SÓUP", ["Tomato Soup"]),
        (.hasPrefix, "ＭＩＳＯ", ["Miso Soup"]),
        (.contains, "LÉNTIL", ["Red Lentil"]),
        (.hasSuffix, "CHÔWDER", ["Clam Chowder"]),
    ])
    func nameComparatorsFoldCaseAccentsAndWidth(comparator: ComparatorKind, text: String, expected: [String])
        async throws
    {
        try await SoupChefFixture.with { _ async throws in
            let found = try await Soup.findEntities(
                where: [FindCondition(property: "name", comparator: comparator, value: text)],
                mode: .and, sortedBy: [FindSortKey(property: "name")])
            #expect(found.map { ($0 as! Soup).name } == expected)
        }
    }

    @Test func isNotLeavesOutTheFoldedName() async throws {
        try await SoupChefFixture.with { _ async throws in
            let found = try await Soup.findEntities(
                where: [FindCondition(property: "name", comparator: .notEqualTo, value: "tomáto soup")],
                mode: .and, sortedBy: [])
            #expect(found.count == 9)
            #expect(!found.contains { ($0 as! Soup).name == "Tomato Soup" })
        }
    }
}
