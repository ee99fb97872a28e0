import Foundation
import IntentKit
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// The blocks' structure as their descriptors declare it (`BuiltInBlock`), read by the scope
/// walk and the listing: the bodies, the loop the bodies see, the words around them.
@Suite struct BlockDeclarationTests {
    @Test func exactlyTheActionsThatHoldOthersDeclareABlock() throws {
        for descriptor in BuiltInRegistry.all {
            let made = descriptor.makeAction(previousOutput: nil)
            guard let block = descriptor.block else {
                #expect(made.bodies.isEmpty, "\(descriptor.id) holds actions but declares no block")
                continue
            }
            switch block.bodies {
            case .members(let members):
                // One body per member, each a member of kind `actions`.
                #expect(made.bodies.count == members.count)
                for member in members { #expect(descriptor.member(member)?.kind == .actions) }
            case .items(let member):
                #expect(made.bodies.count == made.bodyTitles.count && descriptor.member(member) != nil)
            }
        }
        #expect(
            BuiltInRegistry.all.filter { $0.block != nil }.map(\.id.rawValue) == ["if", "repeat", "repeatEach", "menu"])
    }

    @Test func theScopeWalkOpensTheLoopABlockDeclares() async throws {
        let home = try await TestHome()
        let inner = Action(.getVariable(name: "x"))
        let each = Action(.repeatEach(items: .list([.string("a"), .string("b")]), body: [inner]))
        let counted = Action(.repeatCount(count: .number(2), body: [Action(.getVariable(name: "y"))]))
        let after = Action(.getVariable(name: "z"))
        let document = ShortcutDocument(name: "B", actions: [each, counted, after])
        func loops(_ path: ActionPath) -> [Scope.Loop] {
            Scope(before: path, in: document, catalog: home.catalog).loops
        }
        #expect(loops(ActionPath(0, (body: 0, index: 0))) == [.each(.string)])
        #expect(loops(ActionPath(1, (body: 0, index: 0))) == [.counted])
        #expect(loops(ActionPath(2)) == [])
    }

    @Test func theListingHeadsAndClosesBodiesWithTheDeclaredWords() async throws {
        let home = try await TestHome()
        let set = Action(.setVariable(name: "x", value: .number(1)))
        let document = ShortcutDocument(
            name: "B",
            actions: [
                Action(
                    .conditional(
                        Conditional(input: .number(1), condition: .is, value: .number(1), then: [set], otherwise: [set])
                    )),
                Action(.repeatCount(count: .number(2), body: [set])),
                Action(.menu(prompt: nil, items: [MenuItem(title: "One", body: [set])])),
            ])
        let lines = SentenceListing.lines(document, catalog: home.catalog, entityTitles: [:], diagnostics: [])
            .map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(
            lines.filter { $0.first?.isNumber != true } == [
                "Otherwise", "End If", "End Repeat", "One", "End Menu",
            ])
    }
}
