import Foundation
import IntentKit
import ShortcutEditor
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// Adding, moving, duplicating, deleting, the clipboard, and changing values.
@Suite struct EditingTests {
    let comment = { (text: String) in Action(.comment(text)) }

    // MARK: Inserting

    @Test func actionsGoBelowTheSelectionAndIntoBlocksFromTheirRows() throws {
        let document = EditorDocument(try example("reading-stats.json"))
        // Below a plain card: after it.
        #expect(document.insertionPoint(below: 1) == InsertionPoint(list: .topLevel, index: 2))
        // Below a block's header: at the top of its first branch.
        #expect(document.insertionPoint(below: 3) == InsertionPoint(list: .body(0, of: ActionPath(3)), index: 0))
        // Below a card inside a branch: after it, in the branch.
        #expect(document.insertionPoint(below: 4) == InsertionPoint(list: .body(0, of: ActionPath(3)), index: 1))
        // Below Otherwise: at the top of the else branch.
        #expect(document.insertionPoint(below: 5) == InsertionPoint(list: .body(1, of: ActionPath(3)), index: 0))
        // Below End If: after the If.
        #expect(document.insertionPoint(below: 7) == InsertionPoint(list: .topLevel, index: 4))
        // Nothing selected: at the end.
        #expect(document.insertionPoint(below: nil) == InsertionPoint(list: .topLevel, index: 9))

        let menu = EditorDocument(try example("what-to-read.json"))
        #expect(menu.insertionPoint(below: 3) == InsertionPoint(list: .body(1, of: ActionPath(0)), index: 0))
        #expect(menu.insertionPoint(below: 0) == InsertionPoint(list: .body(0, of: ActionPath(0)), index: 0))

        let edit = try #require(document.inserting([comment("inside")], below: 5))
        #expect(edit.document.shortcut.action(at: ActionPath(3, (body: 1, index: 0)))?.kind == .comment("inside"))
        #expect(edit.selection == .row(6))
        #expect(edit.document.rows[6].depth == 1)
    }

    // MARK: Moving

    @Test func aCardMovesOneRowAtATimeIntoAndOutOfBlocks() async throws {
        let home = try await TestHome()
        var session = try home.session("reading-stats.json")
        session.select(id: exampleID(0x403)) // Set variable Summary, just above the If
        let set = "Set variable Summary to “You have read ⟦Count⟧ books.”"

        expectChange(session.moveSelected(.down)) // past the If's header: first in its then branch
        #expect(
            Array(session.outline[2...4]) == [
                "If ⟦Count⟧ is greater than 10", "  " + set, "  Add “That is a lot of reading.” to variable Notes",
            ])
        #expect(session.selection == 3)
        expectChange(session.moveSelected(.down)) // past the card in the branch
        expectChange(session.moveSelected(.down)) // past Otherwise: into the else branch
        #expect(session.selectedRow?.path == ActionPath(2, (body: 1, index: 0)))
        expectChange(session.moveSelected(.down))
        expectChange(session.moveSelected(.down)) // past End If: out of the block
        #expect(session.selectedRow?.path == ActionPath(3))
        #expect(session.outline[7] == set)
        expectChange(session.moveSelected(.up)) // back past End If: the end of the else branch
        #expect(session.selectedRow?.path == ActionPath(2, (body: 1, index: 1)))
    }

    @Test func aBlockMovesWholeAndStopsAtTheEnds() async throws {
        let home = try await TestHome()
        var session = try home.session("reading-stats.json")
        let before = session.shortcut
        session.select(id: exampleID(0x404), kind: .end) // the If, by its End If row
        expectChange(session.moveSelected(.up))
        // The If swapped with Set variable, contents and all; the selection stays on End If.
        #expect(
            session.shortcut.actions.map(\.id)
                == [0x401, 0x402, 0x404, 0x403, 0x407, 0x408, 0x409, 0x40A, 0x40B].map(exampleID))
        #expect(session.shortcut.actions[2] == before.actions[3])
        #expect(session.selectedRow?.kind == .end)
        #expect(session.selectedRow?.actionID == exampleID(0x404))

        session.select(0)
        expectNoChange(session.moveSelected(.up))
        session.select(session.document.rows.count - 1)
        expectNoChange(session.moveSelected(.down))
        #expect(session.history.undoEntries.count == 1)
    }

    @Test func aCardStepsFromOneMenuItemToTheNext() throws {
        let document = EditorDocument(try example("what-to-read.json"))
        let edit = try #require(document.moving(row: 2, .down)) // the Find of "Something short"
        #expect(edit.document.shortcut.action(at: ActionPath(0, (body: 1, index: 0)))?.id == exampleID(0x502))
        #expect(edit.document.shortcut.action(at: ActionPath(0, (body: 0, index: 0))) == nil)
        let back = try #require(edit.document.moving(row: 3, .up))
        #expect(back.document == document)
    }

    // MARK: Duplicating

    @Test func aDuplicatedBlockReadsItsOwnCopies() throws {
        let before = Action(.intent(identifier: "Shortcuts.Number", parameters: ["number": .number(3)]))
        let text = Action(.intent(identifier: "Shortcuts.Text", parameters: ["text": .string("hi")]))
        let show = Action(
            .intent(
                identifier: "Shortcuts.ShowResult",
                parameters: [
                    "text": .text([
                        .variable(VariableReference(.action(text.id))), .literal(" "),
                        .variable(VariableReference(.action(before.id))),
                    ])
                ]))
        let loop = Action(.repeatCount(count: .variable(VariableReference(.action(before.id))), body: [text, show]))
        let document = EditorDocument(ShortcutDocument(name: "Dup", actions: [before, loop]))

        let edit = try #require(document.duplicating(row: 1))
        let shortcut = edit.document.shortcut
        #expect(shortcut.actions.count == 3)
        #expect(shortcut.actions[1] == loop) // the original is untouched
        let copy = shortcut.actions[2]
        #expect(edit.selection == .row(document.rows.count)) // the copy's header
        let copiedText = copy.bodies[0][0]
        let copiedShow = copy.bodies[0][1]
        let allIDs = shortcut.flattened.map(\.action.id)
        #expect(Set(allIDs).count == allIDs.count)
        #expect(copiedText.kind == text.kind)
        // Inside the copy, the Text it reads is the copied one; the Number before the block is shared.
        #expect(copiedShow.readVariables.map(\.source) == [.action(copiedText.id), .action(before.id)])
        #expect(copy.readVariables.map(\.source) == [.action(before.id)])
    }

    // MARK: Deleting

    @Test func deletingABlockCanKeepItsContents() throws {
        let document = EditorDocument(try example("reading-stats.json"))
        #expect(document.deletionAsksAboutContents(row: 3))
        #expect(document.deletionAsksAboutContents(row: 7)) // End If stands for the If
        #expect(!document.deletionAsksAboutContents(row: 1))

        let kept = try #require(document.deleting(row: 3, keepingContents: true))
        #expect(
            kept.document.shortcut.actions.map(\.id)
                == [0x401, 0x402, 0x403, 0x405, 0x406, 0x407, 0x408, 0x409, 0x40A, 0x40B].map(exampleID))
        #expect(kept.selection == .row(3))
        #expect(kept.document.rows.allSatisfy { $0.depth == 0 })

        let gone = try #require(document.deleting(row: 7))
        #expect(
            gone.document.shortcut.actions.map(\.id)
                == [0x401, 0x402, 0x403, 0x407, 0x408, 0x409, 0x40A, 0x40B].map(exampleID))
        #expect(gone.document.shortcut.flattened.count == 8)

        let emptyIf = EditorDocument(
            ShortcutDocument(
                name: "If",
                actions: [Action(.conditional(Conditional(input: .string("a"), condition: .hasAnyValue, then: [])))]))
        #expect(!emptyIf.deletionAsksAboutContents(row: 0))
        #expect(emptyIf.deleting(row: 0)?.selection == .row(nil))
    }

    // MARK: Clipboard

    @Test func pastingGivesFreshIdsAndRemapsVariablesBetweenPastedActions() throws {
        let document = EditorDocument(try example("word-tools.json"))
        // Copy the loop (If and Add inside it), and the first action it reads from stays outside.
        let clipboard = try #require(document.copying(row: 1))
        #expect(clipboard.actions.map(\.id) == [exampleID(0x802)])
        let once = try #require(document.pasting(clipboard, below: 6)) // below End Repeat
        let twice = try #require(once.document.pasting(clipboard, below: 6))
        let shortcut = twice.document.shortcut
        let loops = shortcut.actions.filter { $0.kind.descriptor?.id == "repeatEach" }
        #expect(loops.count == 3)
        let ids = shortcut.flattened.map(\.action.id)
        #expect(Set(ids).count == ids.count)
        // The copies still read Split Text, which is outside what was copied.
        for loop in loops { #expect(loop.readVariables == [VariableReference(.action(exampleID(0x801)))]) }

        // Cut and paste inside: a Text and the Show Result reading it keep their link.
        let text = Action(.intent(identifier: "Shortcuts.Text", parameters: ["text": .string("x")]))
        let show = Action(
            .intent(
                identifier: "Shortcuts.ShowResult", parameters: ["text": .variable(VariableReference(.action(text.id)))]
            ))
        let pair = Clipboard(actions: [text, show])
        let pasted = try #require(EditorDocument(ShortcutDocument(name: "P")).pasting(pair, below: nil))
        let actions = pasted.document.shortcut.actions
        #expect(actions.count == 2)
        #expect(actions[0].id != text.id)
        #expect(actions[1].readVariables == [VariableReference(.action(actions[0].id))])
        #expect(pasted.label == "Paste")

        let (cut, edit) = try #require(document.cutting(row: 3))
        #expect(cut.actions.map(\.id) == [exampleID(0x804)])
        #expect(edit.document.shortcut.action(at: ActionPath(1, (body: 0, index: 0)))?.bodies[0].isEmpty == true)
    }

    // MARK: Values

    @Test func valuesAreSetClearedAndChosen() throws {
        let document = EditorDocument(try example("reading-stats.json"))
        let set = try #require(document.setting(.number(20), slot: "value", row: 3))
        guard let c = set.document.shortcut.action(at: ActionPath(3))?.kind.asConditional else {
            Issue.record()
            return
        }
        #expect(c.value == .number(20))
        #expect(set.selection == .unchanged)
        // Setting the same value again is no edit.
        #expect(set.document.setting(.number(20), slot: "value", row: 3) == nil)

        // A condition with no operand drops the one it had.
        let any = try #require(document.choosing("hasAnyValue", slot: "condition", row: 3))
        guard let c2 = any.document.shortcut.action(at: ActionPath(3))?.kind.asConditional else {
            Issue.record()
            return
        }
        #expect(c2.condition == .hasAnyValue)
        #expect(c2.value == nil)
        #expect(document.choosing("nonsense", slot: "condition", row: 3) == nil)

        // Clearing a required built-in slot leaves it empty, shown as its placeholder.
        let cleared = try #require(document.setting(nil, slot: "input", row: 1))
        #expect(cleared.document.shortcut.action(at: ActionPath(1))?.kind == .count(.text([])))
        #expect(
            SentenceBuilder(catalog: Catalog(apps: []), document: cleared.document.shortcut)
                .sentence(for: cleared.document.shortcut.actions[1]).text == "Count [Input]")

        let renamed = try #require(document.settingText("Total", slot: "name", row: 2))
        #expect(
            renamed.document.shortcut.actions[2].kind
                == .setVariable(
                    name: "Total",
                    value: .text([
                        .literal("You have read "), .variable(VariableReference(.action(exampleID(0x402)))),
                        .literal(" books."),
                    ])))
        #expect(document.settingText("x", slot: "nope", row: 2) == nil)

        // An intent's parameter is removed when cleared, so its default shows again.
        let open = EditorDocument(try example("open-dune.json"))
        let on = try #require(open.setting(.boolean(true), slot: "readAgain", row: 0))
        let off = try #require(on.document.setting(nil, slot: "readAgain", row: 0))
        #expect(off.document == open)

        // Get Item keeps the index it had when switching to a range.
        let words = EditorDocument(try example("word-tools.json"))
        let range = try #require(words.choosing("range", slot: "item", row: 7))
        guard case .builtIn(let call)? = range.document.shortcut.action(at: ActionPath(2))?.kind else {
            Issue.record()
            return
        }
        #expect(call.choice("item") == "range")
        #expect(call.value("index") == .number(2) && call.value("to") == .number(2))
        // Back to the first item: the indices are no part of it any more.
        let first = try #require(range.document.choosing("first", slot: "item", row: 7))
        guard case .builtIn(let firstCall)? = first.document.shortcut.action(at: ActionPath(2))?.kind else {
            Issue.record()
            return
        }
        #expect(firstCall.arguments.keys.sorted() == ["item", "list"])
    }

    @Test func theShortcutIsRenamedAndGivenAnIcon() throws {
        let document = EditorDocument(try example("hello.json"))
        #expect(document.renamed("  Greeter  ")?.document.shortcut.name == "Greeter")
        #expect(document.renamed("   ") == nil)
        #expect(document.renamed("Hello") == nil)
        #expect(document.withIcon("star")?.document.shortcut.icon == "star")
        #expect(document.withIcon("")?.document.shortcut.icon == nil)
        #expect(document.withInput(InputSpec(type: "string"))?.document.shortcut.input == InputSpec(type: "string"))
    }

    @Test func menuItemsAreAddedRenamedAndRemoved() throws {
        let document = EditorDocument(try example("what-to-read.json"))
        let added = try #require(document.addingMenuItem(titled: "Poetry", row: 4)) // a card in "A classic"
        guard let items = added.document.shortcut.actions[0].kind.asMenu?.items else {
            Issue.record()
            return
        }
        #expect(items.map(\.title) == ["Something short", "A classic", "Poetry", "Surprise me"])
        #expect(added.selection == .row(5))
        #expect(added.document.rows[5].kind == .menuItem(2))

        let renamed = try #require(document.settingText("Short", slot: "title", row: 1))
        guard let renamedItems = renamed.document.shortcut.actions[0].kind.asMenu?.items else {
            Issue.record()
            return
        }
        #expect(renamedItems[0].title == "Short")

        let removed = try #require(document.removingMenuItem(row: 5, keepingContents: true)) // "Surprise me"
        guard let left = removed.document.shortcut.actions[0].kind.asMenu?.items else {
            Issue.record()
            return
        }
        #expect(left.map(\.title) == ["Something short", "A classic"])
        #expect(left[1].body.map(\.id) == [0x503, 0x504, 0x505].map(exampleID))
        let single = EditorDocument(
            ShortcutDocument(
                name: "M", actions: [Action(.menu(prompt: nil, items: [MenuItem(title: "Only", body: [])]))]))
        #expect(single.removingMenuItem(row: 1) == nil)
    }
}
