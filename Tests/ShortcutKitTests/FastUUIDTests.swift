import Foundation
import IntentKit
import ShortcutsTestSupport
import Testing

@testable import ShortcutEngine
@testable import ShortcutKit
@testable import ShortcutModel

/// The decoder's own UUID reader agrees with Foundation's and refuses what is not a UUID.
@Suite struct FastUUIDTests {
    @Test func readsWhatFoundationWritesInEitherCase() {
        for _ in 0..<200 {
            let id = UUID()
            #expect(UUID(fastString: id.uuidString) == id)
            #expect(UUID(fastString: id.uuidString.lowercased()) == id)
        }
        #expect(
            UUID(fastString: "00000000-0000-4000-8000-00000000A01f")
                == UUID(uuidString: "00000000-0000-4000-8000-00000000A01F"))
    }

    @Test func writesWhatFoundationWrites() {
        for _ in 0..<200 {
            let id = UUID()
            #expect(id.fastString == id.uuidString)
        }
        let edges = ["00000000-0000-0000-0000-000000000000", "FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF"]
        for text in edges { #expect(UUID(uuidString: text)!.fastString == text) }
    }

    @Test func refusesWhatIsNotAUUID() {
        for text in [
            "", "x", "00000000-0000-4000-8000-00000000000", "00000000-0000-4000-8000-0000000000000",
            "00000000_0000-4000-8000-000000000000", "0000000-00000-4000-8000-000000000000",
            "00000000-0000-4000-8000-00000000000g", "00000000-0000-4000-8000-00000000000é",
        ] {
            #expect(UUID(fastString: text) == nil, "\(text)")
        }
    }
}
