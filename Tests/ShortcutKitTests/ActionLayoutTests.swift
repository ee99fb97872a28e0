import Foundation
import IntentKit
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// One numbering of actions for the validator, the runner and the editor.
@Suite struct ActionLayoutTests {
    /// 1. If  (2. Comment in `then`, 3. Repeat in `else` around 4. Comment), 5. Comment.
    static let document = ShortcutDocument(
        name: "Nested",
        actions: [
            Action(
                .conditional(
                    Conditional(
                        input: .number(1), condition: .hasAnyValue,
                        then: [Action(.comment("a"))],
                        otherwise: [Action(.repeatCount(count: .number(2), body: [Action(.comment("b"))]))]))),
            Action(.comment("c")),
        ])

    @Test func positionsDepthsAndEndsFollowReadingOrder() {
        let layout = Self.document.layout
        #expect(layout.count == 5)
        #expect(layout.entries.map(\.position) == [1, 2, 3, 4, 5])
        #expect(layout.entries.map(\.depth) == [0, 1, 1, 2, 0])
        #expect(layout.entries.map(\.end) == [4, 2, 4, 4, 5])
        #expect(layout.entries.map(\.parent) == [nil, 1, 1, 3, nil])
        // The same numbering as every action depth first.
        #expect(layout.entries.map(\.action.id) == Self.document.flattened.map(\.action.id))
        #expect(layout.entries.map(\.depth) == Self.document.flattened.map(\.depth))
    }

    @Test func pathsAndPositionsAreInverse() {
        let layout = Self.document.layout
        #expect(layout.path(at: 4) == ActionPath(0, (body: 1, index: 0), (body: 0, index: 0)))
        #expect(layout.path(at: 5) == ActionPath(1))
        for entry in layout.entries { #expect(layout.position(at: layout.path(at: entry.position)) == entry.position) }
        #expect(layout.position(at: ActionPath(0, (body: 1, index: 1))) == nil)
        #expect(layout.position(at: ActionPath(2)) == nil)
    }

    @Test func aRepeatedIDCountsWhereItFirstStands() {
        let id = UUID()
        let layout = ShortcutDocument(
            name: "Twice", actions: [Action(id: id, .comment("a")), Action(id: id, .comment("b"))]
        ).layout
        #expect(layout.position(of: id) == 1)
        #expect(layout.position(of: UUID()) == nil)
    }
}
