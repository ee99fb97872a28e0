import Foundation
import IntentKit
import Testing

@testable import FilesApp

/// Find through IntentKit, as a shortcut's Find action runs it: every comparator, both modes,
/// sorting and limits, over the sample tree.
@Suite struct FindTests {
    /// One condition and the items it should find.
    struct Case: Sendable, CustomTestStringConvertible {
        let property: String
        let comparator: ComparatorKind
        let value: any Sendable
        var value2: (any Sendable)? = nil
        let expected: Set<String>

        var testDescription: String {
            "\(property) \(comparator.rawValue) \(value)" + (value2.map { " … \($0)" } ?? "")
        }
        var condition: FindCondition {
            FindCondition(property: property, comparator: comparator, value: value, value2: value2)
        }
    }

    static let folders: Set<String> = [".", "todo", "notes", "notes/archive", "photos"]
    static let files = FilesFixture.sampleItems.subtracting(folders)

    static let cases: [Case] = [
        // name: case and accents aside
        Case(property: "name", comparator: .equalTo, value: "TODO.txt", expected: ["notes/todo.txt"]),
        Case(
            property: "name", comparator: .notEqualTo, value: "todo.TXT",
            expected: FilesFixture.sampleItems.subtracting(["notes/todo.txt"])),
        Case(
            property: "name", comparator: .contains, value: "todo",
            expected: ["todo", "notes/todo.txt", "notes/archive/my-todo.txt"]),
        Case(
            property: "name", comparator: .hasPrefix, value: "To",
            expected: ["todo", "todo/today.txt", "notes/todo.txt"]),
        Case(property: "name", comparator: .hasSuffix, value: ".md", expected: ["README.md", "notes/Ideas.MD"]),
        // extension: a leading dot and case are ignored
        Case(
            property: "fileExtension", comparator: .equalTo, value: ".TXT",
            expected: ["empty.txt", "todo/today.txt", "notes/todo.txt", "notes/archive/my-todo.txt"]),
        Case(
            property: "fileExtension", comparator: .notEqualTo, value: "txt",
            expected: folders.union(["README.md", "notes/Ideas.MD", "photos/cat.jpg"])),
        // kind
        Case(property: "kind", comparator: .equalTo, value: FileKind.folder, expected: folders),
        Case(property: "kind", comparator: .notEqualTo, value: FileKind.folder, expected: files),
        // size: folders are 0 bytes
        Case(property: "size", comparator: .equalTo, value: 9, expected: ["todo/today.txt"]),
        Case(property: "size", comparator: .notEqualTo, value: 0, expected: files.subtracting(["empty.txt"])),
        Case(
            property: "size", comparator: .lessThan, value: 30,
            expected: folders.union(["empty.txt", "todo/today.txt"])),
        Case(
            property: "size", comparator: .lessThanOrEqualTo, value: 30,
            expected: folders.union(["empty.txt", "todo/today.txt", "notes/todo.txt"])),
        Case(property: "size", comparator: .greaterThan, value: 1500, expected: ["photos/cat.jpg"]),
        Case(
            property: "size", comparator: .greaterThanOrEqualTo, value: 1500,
            expected: ["photos/cat.jpg", "notes/archive/my-todo.txt"]),
        Case(
            property: "size", comparator: .isBetween, value: 50, value2: 1500,
            expected: ["README.md", "notes/Ideas.MD", "notes/archive/my-todo.txt"]),
        Case(
            property: "size", comparator: .isBetween, value: 1500, value2: 50,
            expected: ["README.md", "notes/Ideas.MD", "notes/archive/my-todo.txt"]),
        Case(
            property: "size", comparator: .greaterThan, value: 10.0,
            expected: files.subtracting(["empty.txt", "todo/today.txt"])),
        // modified: "is" means the same day
        Case(property: "modified", comparator: .equalTo, value: day(2024, 3, 10), expected: ["todo/today.txt"]),
        Case(property: "modified", comparator: .notEqualTo, value: day(2024, 1, 1, 18), expected: files),
        Case(
            property: "modified", comparator: .lessThan, value: day(2024, 1, 1),
            expected: ["notes/Ideas.MD", "notes/archive/my-todo.txt"]),
        Case(
            property: "modified", comparator: .lessThanOrEqualTo, value: day(2024, 1, 1),
            expected: folders.union(["notes/Ideas.MD", "notes/archive/my-todo.txt"])),
        Case(
            property: "modified", comparator: .greaterThan, value: day(2024, 3, 1, 12),
            expected: ["todo/today.txt", "empty.txt"]),
        Case(
            property: "modified", comparator: .greaterThanOrEqualTo, value: day(2024, 3, 1, 12),
            expected: ["todo/today.txt", "empty.txt", "notes/todo.txt"]),
        Case(
            property: "modified", comparator: .isBetween, value: day(2024, 1, 2), value2: day(2024, 2, 15),
            expected: ["README.md", "photos/cat.jpg"]),
    ]

    @Test(arguments: cases)
    func comparatorFindsExactlyTheMatchingItems(_ find: Case) async throws {
        try await FilesFixture.withSampleTree { fixture in
            let found = try await fixture.find([find.condition])
            #expect(Set(found) == find.expected)
            #expect(found.count == Set(found).count, "no item twice")
        }
    }

    /// Birth times cannot be set, so the created comparators are checked against the items' own
    /// dates: each must agree with the plain comparison it stands for.
    @Test func createdComparatorsAgreeWithTheItemsDates() async throws {
        try await FilesFixture.withSampleTree { fixture in
            let entities = try await FileEntity.findEntities(where: []).compactMap { $0 as? FileEntity }
            let created = Dictionary(uniqueKeysWithValues: entities.map { ($0.id, $0.created) })
            let pivot = try #require(created["notes/todo.txt"])
            let low = pivot.addingTimeInterval(-1)
            let high = pivot.addingTimeInterval(3600)
            let checks: [(ComparatorKind, Date, Date?, (Date) -> Bool)] = [
                (.equalTo, pivot, nil, { Calendar.current.isDate($0, inSameDayAs: pivot) }),
                (.notEqualTo, pivot, nil, { !Calendar.current.isDate($0, inSameDayAs: pivot) }),
                (.lessThan, pivot, nil, { $0 < pivot }),
                (.lessThanOrEqualTo, pivot, nil, { $0 <= pivot }),
                (.greaterThan, pivot, nil, { $0 > pivot }),
                (.greaterThanOrEqualTo, pivot, nil, { $0 >= pivot }),
                (.isBetween, low, high, { low <= $0 && $0 <= high }),
            ]
            for (comparator, value, value2, test) in checks {
                let found = try await fixture.find([
                    FindCondition(property: "created", comparator: comparator, value: value, value2: value2)
                ])
                #expect(Set(found) == Set(created.filter { test($0.value) }.keys), "created \(comparator.rawValue)")
            }
            #expect(
                try await fixture.find([
                    FindCondition(property: "created", comparator: .lessThanOrEqualTo, value: pivot)
                ])
                .contains("notes/todo.txt"))
        }
    }

    @Test func theExampleFindFromTheIssue() async throws {
        try await FilesFixture.withSampleTree { _ in
            let found = try await FileEntity.findEntities(
                where: [FindCondition(property: "size", comparator: .greaterThan, value: 10)], mode: .and,
                sortedBy: [FindSortKey(property: "modified", ascending: false)], limit: 5)
            #expect(
                found.map(\.entityIdentifierString) == [
                    "notes/todo.txt", "README.md", "photos/cat.jpg", "notes/Ideas.MD", "notes/archive/my-todo.txt",
                ])
            let first = try #require(found.first as? FileEntity)
            #expect(first.name == "todo.txt")
            #expect(first.fileExtension == "txt")
            #expect(first.kind == .file)
            #expect(first.size == 30)
            #expect(first.modified == day(2024, 3, 1, 12))
        }
    }

    @Test func allAndAnyCombineConditions() async throws {
        try await FilesFixture.withSampleTree { fixture in
            let conditions = [
                FindCondition(property: "fileExtension", comparator: .equalTo, value: "txt"),
                FindCondition(property: "size", comparator: .greaterThan, value: 20),
            ]
            let all = try await fixture.find(conditions, mode: .and)
            let any = try await fixture.find(conditions, mode: .or)
            #expect(Set(all) == ["notes/todo.txt", "notes/archive/my-todo.txt"])
            #expect(
                Set(any) == [
                    "empty.txt", "todo/today.txt", "notes/todo.txt", "notes/archive/my-todo.txt", "README.md",
                    "notes/Ideas.MD", "photos/cat.jpg",
                ])
        }
    }

    @Test func withoutConditionsEveryVisibleItemIsFoundRootFirstThenByPath() async throws {
        try await FilesFixture.withSampleTree { fixture in
            let found = try await fixture.find()
            #expect(Set(found) == FilesFixture.sampleItems)
            #expect(found.first == ".")
            #expect(Array(found.dropFirst()) == found.dropFirst().sorted())
            #expect(!found.contains(".hidden"))
        }
    }

    @Test func sortsByEachSortableProperty() async throws {
        try await FilesFixture.withSampleTree { fixture in
            let files = [FindCondition(property: "kind", comparator: .equalTo, value: FileKind.file)]
            #expect(
                try await fixture.find(files, sortedBy: [FindSortKey(property: "name")]) == [
                    "photos/cat.jpg", "empty.txt", "notes/Ideas.MD", "notes/archive/my-todo.txt", "README.md",
                    "todo/today.txt", "notes/todo.txt",
                ])
            #expect(
                try await fixture.find(files, sortedBy: [FindSortKey(property: "size", ascending: false)]) == [
                    "photos/cat.jpg", "notes/archive/my-todo.txt", "README.md", "notes/Ideas.MD", "notes/todo.txt",
                    "todo/today.txt", "empty.txt",
                ])
            #expect(
                try await fixture.find(files, sortedBy: [FindSortKey(property: "modified")]) == [
                    "notes/archive/my-todo.txt", "notes/Ideas.MD", "photos/cat.jpg", "README.md", "notes/todo.txt",
                    "todo/today.txt", "empty.txt",
                ])
            // Extension ignores case; ties fall back to the path.
            #expect(
                try await fixture.find(files, sortedBy: [FindSortKey(property: "fileExtension", ascending: false)]) == [
                    "empty.txt", "notes/archive/my-todo.txt", "notes/todo.txt", "todo/today.txt", "README.md",
                    "notes/Ideas.MD", "photos/cat.jpg",
                ])
            let created = try await fixture.find(files, sortedBy: [FindSortKey(property: "created")])
            #expect(Set(created) == FindTests.files)
        }
    }

    @Test func sortKeysApplyInOrder() async throws {
        try await FilesFixture.withSampleTree { fixture in
            let found = try await fixture.find(
                sortedBy: [FindSortKey(property: "kind"), FindSortKey(property: "name", ascending: false)],
                limit: 6)
            // Files are the first kind; among them, names from Z to A.
            #expect(
                found == [
                    "notes/todo.txt", "todo/today.txt", "README.md", "notes/archive/my-todo.txt", "notes/Ideas.MD",
                    "empty.txt",
                ])
        }
    }

    @Test func aLimitKeepsTheBestItemsOfTheFullOrder() async throws {
        try await FilesFixture.withSampleTree { fixture in
            let orders: [[FindSortKey]] = [
                [], [FindSortKey(property: "size", ascending: false)], [FindSortKey(property: "modified")],
                [FindSortKey(property: "name", ascending: false)],
                [FindSortKey(property: "kind"), FindSortKey(property: "size")],
            ]
            for order in orders {
                let all = try await fixture.find(sortedBy: order)
                for limit in [0, 1, 3, 7, all.count, all.count + 5] {
                    #expect(
                        try await fixture.find(sortedBy: order, limit: limit) == Array(all.prefix(limit)),
                        "limit \(limit), sorted by \(order.map(\.property))")
                }
            }
        }
    }

    @Test func unknownPropertiesAndComparatorsAreReported() async throws {
        try await FilesFixture.withSampleTree { fixture in
            await #expect(throws: FindError.self) {
                _ = try await fixture.find([FindCondition(property: "owner", comparator: .equalTo, value: "me")])
            }
            await #expect(throws: FindError.self) {
                _ = try await fixture.find([
                    FindCondition(property: "kind", comparator: .contains, value: FileKind.file)
                ])
            }
            await #expect(throws: FindError.self) {
                _ = try await fixture.find(sortedBy: [FindSortKey(property: "owner")])
            }
        }
    }

    @Test func predicatesDescribeThemselves() {
        #expect(
            FilePredicate.ordered("size", .isBetween, 1, and: 5, kind: .integer) { $0.size }.description
                == "size is between 1 and 5")
        #expect(FilePredicate.text("name", .hasPrefix, "To") { $0.name }.description == "name begins with 'To'")
        #expect(
            FilePredicate.date("modified", .lessThan, day(2024, 5, 1)) { $0.modified }.description
                == "modified is before 2024-05-01")
    }
}
