import AppTestSupport
import Foundation
import IntentKit
import Testing

@testable import MeditationApp

/// Find compares text folded by Unicode rules (case, accents, width), not ASCII case only.
@Suite struct MeditationFoldingTests {
    @Test func sessionNamesCompareFoldedInEveryComparator() async throws {
        try await MeditationFixture.with { fixture in
            _ = try await fixture.store.addSession(name: "Méditation du Soir", duration: 15, category: .sleep)
            for (comparator, text) in [
                (ComparatorKind.equalTo, "MEDITATION DU SOIR"), (.hasPrefix, "MÉDITATION"),
                (.contains, "DU SOÍR"), (.hasSuffix, "ｓｏｉｒ"),
            ] {
                let found = try await MeditationSession.findEntities(
                    where: [FindCondition(property: "name", comparator: comparator, value: text)], mode: .and,
                    sortedBy: [])
                #expect(
                    found.map { ($0 as! MeditationSession).name } == ["Méditation du Soir"], "\(comparator) \(text)")
            }
        }
    }
}
