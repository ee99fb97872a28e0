import Foundation
import IntentKit
import ShortcutEditor
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// What the magic-variable picker offers at different places of a shortcut.
@Suite struct VariablePickerTests {
    func picker(_ home: TestHome, _ example: String, at id: Int, target: ValueType?) throws -> VariablePicker {
        let document = try ShortcutsTestSupport.example(example)
        let path = try #require(document.actionPaths.first { $0.action.id == exampleID(id) }?.path)
        return VariablePicker(catalog: home.catalog, document: document, reader: path, target: target)
    }

    @Test func onlyActionsThatHaveFinishedAreOffered() async throws {
        let home = try await TestHome()
        // Right after the first Find: its output, and the variables every action has.
        let early = try picker(home, "reading-stats.json", at: 0x402, target: nil)
        #expect(early.candidates.map(\.title) == ["Found Books", "Current Date", "Ask Each Time"])
        #expect(early.candidates[0].value == .variable(VariableReference(.action(exampleID(0x401)))))
        #expect(early.candidates[0].type == .array(.entity("Books.BookEntity")))
        #expect(early.candidates[2].value == .ask(prompt: nil))

        // Inside the If: not the If itself (it has not finished), not what comes after it.
        let inside = try picker(home, "reading-stats.json", at: 0x406, target: nil)
        #expect(
            inside.candidates.map(\.title) == [
                "Found Books", "Count", "Summary", "Notes", "Current Date", "Ask Each Time",
            ])

        // After the If: its output too, and the later Find; Set Variable has no output.
        let after = try picker(home, "reading-stats.json", at: 0x408, target: nil)
        #expect(
            after.candidates.compactMap { if case .output = $0.source { $0.title } else { nil } } == [
                "Found Books", "Count", "If", "Found Books",
            ])
        #expect(after.candidates.filter { $0.source == .named }.map(\.title) == ["Summary", "Notes"])

        // In a menu item: what came before in the item, not what the other items make (they
        // never run with it).
        let item = try picker(home, "what-to-read.json", at: 0x505, target: nil)
        #expect(
            item.candidates.compactMap { if case .output(let path) = $0.source { path } else { nil } }
                == [ActionPath(0, (body: 2, index: 0))])
    }

    @Test func loopVariablesAreOfferedOnlyInsideTheirLoops() async throws {
        let home = try await TestHome()
        let inLoop = try picker(home, "word-tools.json", at: 0x804, target: nil)
        #expect(
            inLoop.candidates.map(\.title) == [
                "Split Text", "Repeat Item", "Repeat Index", "Shortcut Input", "Current Date", "Ask Each Time",
            ])
        #expect(inLoop.candidates[1].type == .string) // the loop goes over Split Text's list of text
        #expect(inLoop.candidates[2].type == .integer)

        let afterLoop = try picker(home, "word-tools.json", at: 0x805, target: nil)
        #expect(!afterLoop.candidates.contains { $0.source == .repeatItem || $0.source == .repeatIndex })
        #expect(afterLoop.candidates.contains { $0.title == "Repeat Results" })
        #expect(afterLoop.candidates.contains { $0.title == "S Words" })

        // A counted Repeat has an index but no item.
        let counted = try picker(home, "countdown.json", at: 0x704, target: nil)
        #expect(counted.candidates.contains { $0.source == .repeatIndex })
        #expect(!counted.candidates.contains { $0.source == .repeatItem })
        // No Shortcut Input without input.
        #expect(!counted.candidates.contains { $0.source == .shortcutInput })
    }

    @Test func candidatesAreFilteredByTheSlotType() async throws {
        let home = try await TestHome()
        let books = try picker(home, "reading-stats.json", at: 0x408, target: .entity("Books.BookEntity"))
        // A list of Books gives its first; a number, a date or Notes (text in a list) never make a Book.
        #expect(books.candidates.map(\.title) == ["Found Books", "If", "Found Books", "Ask Each Time"])
        #expect(books.candidates.allSatisfy { $0.fits })

        let number = try picker(home, "reading-stats.json", at: 0x408, target: .integer)
        let found = try #require(number.candidates.first)
        #expect(found.title == "Found Books")
        #expect(!found.fits) // Books are not a number…
        #expect(found.hasChildren) // …but their count and page counts are.
        #expect(number.candidates.first { $0.title == "Count" }?.fits == true)
        #expect(!number.candidates.contains { $0.title == "Current Date" })
    }

    @Test func entitiesOfferTheirPropertiesAndListsTheirFirstLastAndCount() async throws {
        let home = try await TestHome()
        let text = try picker(home, "reading-stats.json", at: 0x402, target: .string)
        let found = try #require(text.candidates.first)
        let children = text.children(of: found)
        #expect(Array(children.prefix(4).map(\.label)) == ["First Item", "Last Item", "Count", "Title"])
        #expect(children.map(\.label).contains("Author"))
        let first = try #require(children.first)
        #expect(first.title == "Found Books › First Item")
        #expect(first.type == .entity("Books.BookEntity"))
        let author = try #require(text.children(of: first).first { $0.label == "Author" })
        #expect(author.title == "Found Books › First Item › Author")
        #expect(
            author.value
                == .variable(VariableReference(.action(exampleID(0x401)), path: [.first, .property("author")])))
        #expect(author.type == .string)
        // A property of a list is the list of that property.
        #expect(children.first { $0.label == "Title" }?.type == .array(.string))

        // For a date, the date properties fit, a Book leads to them, and numbers are left out.
        let dates = try picker(home, "reading-stats.json", at: 0x402, target: .date)
        let dateChildren = dates.children(of: try #require(dates.candidates.first))
        #expect(dateChildren.first { $0.label == "Date Published" }?.fits == true)
        #expect(dateChildren.first { $0.label == "First Item" }?.fits == false)
        #expect(dateChildren.first { $0.label == "First Item" }?.hasChildren == true)
        #expect(!dateChildren.contains { $0.label == "Page Count" || $0.label == "Count" })

        // A list of text: First, Last and Count, no properties.
        let words = try picker(home, "word-tools.json", at: 0x805, target: nil)
        let split = try #require(words.candidates.first { $0.title == "Split Text" })
        #expect(words.children(of: split).map(\.label) == ["First Item", "Last Item", "Count"])
        #expect(words.children(of: split).allSatisfy { !$0.hasChildren })
    }

    @Test func theSessionOpensThePickerForASlotOfTheSelectedCard() async throws {
        let home = try await TestHome()
        var session = try home.session("what-to-read.json")
        session.select(id: exampleID(0x507))
        let picker = try #require(session.variablePicker(slot: "book"))
        #expect(picker.target == .entity("Books.BookEntity"))
        #expect(picker.candidates.first?.title == "Menu Result")
        #expect(session.variablePicker(slot: "nope") == nil)
        session.select(id: exampleID(0x506))
        #expect(session.variablePicker(slot: "item") == nil) // a choice takes no variable

        // Choosing a candidate fills the slot.
        session.select(id: exampleID(0x507))
        let item = try #require(picker.candidates.first { $0.title == "Item from List" })
        expectChange(session.setValue(item.value, slot: "book"))
        #expect(session.selectedCard?.token("book")?.display == "Item from List")
    }
}
