import BooksApp
import Foundation
import IntentKit
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// A Find action as a one-action document: `conditions` are (property, comparator, text), and
/// `from` makes it a Find over the output of a Find of every entity before it (the runner then
/// filters the list itself, as it does for enumerable queries).
func findDocument(
    _ entity: String, _ conditions: [(String, String, String)], sort: (String, String)? = nil,
    fromAll: Bool = false
) throws -> ShortcutDocument {
    func json(_ text: String) -> String {
        String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
    }
    let rows = conditions.map { property, comparator, text in
        #"{"property": \#(json(property)), "comparator": \#(json(comparator)), "value": {"text": \#(json(text))}}"#
    }
    let sortMember = sort.map { #", "sort": [{"property": "\#($0.0)", "order": "\#($0.1)"}]"# } ?? ""
    var actions: [String] = []
    if fromAll {
        actions.append(
            #"{"id": "00000000-0000-4000-8000-0000000000a1", "action": "find", "entity": "\#(entity)", "match": "all", "where": []}"#
        )
    }
    let from = fromAll ? #", "from": {"var": "00000000-0000-4000-8000-0000000000a1"}"# : ""
    actions.append(
        """
        {"id": "00000000-0000-4000-8000-0000000000a2", "action": "find", "entity": "\(entity)", "match": "all"\(from),
         "where": [\(rows.joined(separator: ", "))]\(sortMember)}
        """)
    return try DocumentDecoder.decode(
        """
        {"format": 1, "id": "00000000-0000-4000-8000-0000000000a0", "name": "Find", "actions": [\(actions.joined(separator: ", "))]}
        """)
}

/// The titles (or names) of a run's output, in order.
func outputTitles(_ result: RunResult) -> [String] {
    (result.output.flatMap { IntentValueConversion.elements(of: $0) } ?? []).map {
        ($0 as! any AppEntity).displayRepresentation.title.localizedString
    }
}

/// Text in Find is compared folded by Unicode rules, the same in the app's SQL and in the
/// runner's own filtering (issue 11, item 15).
@Suite struct UnicodeFindTests {
    static let bookCases: [(String, String, String, [String])] = [
        ("author", "equalTo", "gabriel garcía márquez", ["One Hundred Years of Solitude"]),
        ("author", "equalTo", "GABRIEL GARCÍA MÁRQUEZ", ["One Hundred Years of Solitude"]),
        ("author", "equalTo", "Gabriel Garcia Marquez", ["One Hundred Years of Solitude"]),
        ("author", "hasPrefix", "GABRIEL GARCÍA", ["One Hundred Years of Solitude"]),
        ("author", "hasPrefix", "stanisław", ["Solaris"]),
        ("author", "hasPrefix", "stanislaw", ["Solaris"]),
        ("author", "equalTo", "STANISLAW LEM", ["Solaris"]),
        ("author", "contains", "GARCIA", ["One Hundred Years of Solitude"]),
        ("author", "contains", "MÁRQ", ["One Hundred Years of Solitude"]),
        ("author", "hasSuffix", "LEM", ["Solaris"]),
        ("author", "equalTo", "STANISŁAW LEM", ["Solaris"]),
        ("author", "notEqualTo", "stanisław lem", []), // checked by count below
        ("title", "hasPrefix", "ONE HUNDRED", ["One Hundred Years of Solitude"]),
    ]

    @Test(arguments: 0..<bookCases.count)
    func booksCompareFoldedTextInSQLAndInTheRunnerAlike(_ index: Int) async throws {
        let (property, comparator, text, expected) = Self.bookCases[index]
        let home = try await TestHome()
        let (sql, _, _) = try await home.run(
            try findDocument("Books.BookEntity", [(property, comparator, text)], sort: ("title", "ascending")))
        let (local, _, _) = try await home.run(
            try findDocument(
                "Books.BookEntity", [(property, comparator, text)], sort: ("title", "ascending"),
                fromAll: true))
        if comparator == "notEqualTo" {
            #expect(outputTitles(sql).count == 29)
            #expect(!outputTitles(sql).contains("Solaris"))
        } else {
            #expect(outputTitles(sql) == expected)
        }
        #expect(outputTitles(local) == outputTitles(sql), "the runner's filtering agrees with the app's SQL")
    }

    @Test func booksWithoutADateReadComeLastInBothDirections() async throws {
        let home = try await TestHome()
        for order in ["ascending", "descending"] {
            for fromAll in [false, true] {
                let (result, _, _) = try await home.run(
                    try findDocument("Books.BookEntity", [], sort: ("dateRead", order), fromAll: fromAll))
                let books = (result.output.flatMap { IntentValueConversion.elements(of: $0) } ?? []).map {
                    $0 as! any AppEntity
                }
                let dates = books.map { entityProperty(named: "dateRead", of: $0)?.anyValue as? Date }
                let dated = dates.prefix { $0 != nil }.map { $0! }
                #expect(dated.count == 20, "\(order), \(fromAll ? "runner" : "SQL"): books read come first")
                #expect(dates.dropFirst(dated.count).allSatisfy { $0 == nil }, "\(order): then the unread ones")
                #expect(dated == (order == "ascending" ? dated.sorted() : dated.sorted(by: >)))
                #expect(dated.first == (order == "ascending" ? BooksDates.oldestRead : BooksDates.latestRead))
            }
        }
    }

    @Test func thePickerSearchIgnoresAccentsAndCase() async throws {
        let home = try await TestHome()
        let books = try #require(home.catalog.entity("Books.BookEntity")?.type)
        for text in ["garcia", "GARCÍA", "marquez"] {
            let found = try await home.run { try await books.searchEntities(text) } ?? []
            #expect(
                found.map { $0.displayRepresentation.title.localizedString } == ["One Hundred Years of Solitude"],
                "\(text)")
        }
        for text in ["stanisław", "stanislaw", "STANISLAW LEM"] {
            let lem = try await home.run { try await books.searchEntities(text) } ?? []
            #expect(lem.map { $0.displayRepresentation.title.localizedString } == ["Solaris"], "\(text)")
        }
    }

    // MARK: - An enumerable query: the runner filters and sorts

    @Test(arguments: [
        ("name", "equalTo", "wisława szymborska", ["Wisława Szymborska"]),
        ("name", "equalTo", "GABRIEL GARCÍA MÁRQUEZ", ["Gabriel García Márquez"]),
        ("name", "hasPrefix", "stanisław", ["STANISŁAW BARAŃCZAK"]),
        ("name", "hasPrefix", "stanislaw", ["STANISŁAW BARAŃCZAK"]),
        ("name", "hasPrefix", "GABRIEL GARCIA", ["Gabriel García Márquez"]),
        ("name", "contains", "garcia", ["Gabriel García Márquez"]),
        ("name", "contains", "ＡＮＮＡ", ["Anna Świrszczyńska"]),
        ("name", "hasSuffix", "CZAK", ["STANISŁAW BARAŃCZAK"]),
    ])
    func anEnumerableQueryComparesFoldedText(property: String, comparator: String, text: String, expected: [String])
        async throws
    {
        let catalog = try await Catalog.load([Poets.app])
        let result = try await ShortcutRunner(catalog: catalog).run(
            try findDocument("Poets.Poet", [(property, comparator, text)], sort: ("name", "ascending")),
            input: nil, prompter: ScriptedPrompter([]), events: { _ in })
        #expect(outputTitles(result) == expected)
    }

    @Test func anEnumerableQuerySortsMissingDatesLastInBothDirections() async throws {
        let catalog = try await Catalog.load([Poets.app])
        // Poets without a date keep their order among themselves (the sort is stable).
        for (order, expected) in [
            (
                "ascending",
                ["Gabriel García Márquez", "Wisława Szymborska", "STANISŁAW BARAŃCZAK", "Anna Świrszczyńska"]
            ),
            (
                "descending",
                ["Wisława Szymborska", "Gabriel García Márquez", "STANISŁAW BARAŃCZAK", "Anna Świrszczyńska"]
            ),
        ] {
            let result = try await ShortcutRunner(catalog: catalog).run(
                try findDocument("Poets.Poet", [], sort: ("nobel", order)), input: nil, prompter: ScriptedPrompter([]),
                events: { _ in })
            #expect(outputTitles(result) == expected, "\(order)")
        }
    }

    @Test func anEnumerableQuerysSearchIgnoresAccents() async throws {
        let catalog = try await Catalog.load([Poets.app])
        let poets = try #require(catalog.entity("Poets.Poet")?.type)
        let found = try await poets.searchEntities("swirszczynska") ?? []
        #expect(found.map { $0.displayRepresentation.title.localizedString } == ["Anna Świrszczyńska"])
    }
}

/// The read dates at both ends of the seeded library, moved as the seed moves them.
enum BooksDates {
    static let oldestRead = BooksSeed.readDate("2014-12-24", movedBy: BooksSeed.readYearShift())
    static let latestRead = BooksSeed.readDate("2023-07-01", movedBy: BooksSeed.readYearShift())
}

/// A small app whose entities the runner filters itself: an enumerable query, names with
/// accents and letters outside ASCII, and an optional date.
enum Poets {
    static let app = IntentApp(name: "Poets", intents: [], entities: [Poet.self])
}

struct Poet: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Poet"
    static let defaultQuery = PoetQuery()

    let id: String
    @Property(title: "Name") var name: String
    @Property(title: "Nobel Prize") var nobel: Date?

    init(id: String, name: String, nobel: String?) {
        self.id = id
        self.name = name
        self.nobel = nobel.flatMap { ISO8601DateFormatter().date(from: $0 + "-12-10T00:00:00Z") }
    }

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
}

struct PoetQuery: EnumerableEntityQuery {
    func allEntities() async throws -> [Poet] {
        [
            Poet(id: "sb", name: "STANISŁAW BARAŃCZAK", nobel: nil),
            Poet(id: "ws", name: "Wisława Szymborska", nobel: "1996"),
            Poet(id: "as", name: "Anna Świrszczyńska", nobel: nil),
            Poet(id: "gm", name: "Gabriel García Márquez", nobel: "1982"),
        ]
    }
}

/// An If compares text as a Find does: case, accents and width folded.
@Suite struct UnicodeConditionTests {
    @Test(arguments: [
        ("is", "gabriel garcía márquez", true), ("is", "GABRIEL GARCIA MARQUEZ", true), ("contains", "garcia", true),
        ("beginsWith", "gabriel g", true), ("endsWith", "marquez", true), ("is", "gabriel garcía", false),
        ("contains", "borges", false),
    ])
    func anIfComparesFoldedText(condition: String, value: String, expected: Bool) async throws {
        let home = try await TestHome()
        let document = try DocumentDecoder.decode(
            """
            {"format": 1, "id": "00000000-0000-4000-8000-0000000000c0", "name": "If", "actions": [
              {"id": "00000000-0000-4000-8000-0000000000c1", "action": "Shortcuts.Text", "parameters": {"text": {"text": "GABRIEL GARCÍA MÁRQUEZ"}}},
              {"id": "00000000-0000-4000-8000-0000000000c2", "action": "if", "input": {"var": "00000000-0000-4000-8000-0000000000c1"},
               "condition": "\(condition)", "value": {"text": "\(value)"},
               "then": [{"id": "00000000-0000-4000-8000-0000000000c3", "action": "Shortcuts.Text", "parameters": {"text": {"text": "yes"}}}],
               "else": [{"id": "00000000-0000-4000-8000-0000000000c4", "action": "Shortcuts.Text", "parameters": {"text": {"text": "no"}}}]}
            ]}
            """)
        let (result, _, _) = try await home.run(document)
        #expect(result.output as? String == (expected ? "yes" : "no"))
    }
}
