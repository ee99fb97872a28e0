// This file deliberately imports IntentKit and not Foundation: App Intents code sees Foundation
// through `import AppIntents`, and IntentKit re-exports it the same way.
import IntentKit
import Testing

@Suite struct FoundationExport {
    @Test func foundationTypesAreVisibleThroughIntentKit() {
        let date = Date(timeIntervalSince1970: 0)
        let url = URL(string: "https://example.org/a")
        let data = Data([1, 2, 3])
        #expect(date.timeIntervalSince1970 == 0)
        #expect(url?.lastPathComponent == "a")
        #expect(data.count == 3)
        #expect(UUID(uuidString: "00000000-0000-0000-0000-000000000000") != nil)
    }
}
