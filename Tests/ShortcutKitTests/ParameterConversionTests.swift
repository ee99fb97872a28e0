import Foundation
import IntentKit
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// A value converted once on its way into an intent: to the Swift type the parameter stores.
@Suite struct ParameterConversionTests {
    @Test func listsBecomeTheParametersArrayType() async throws {
        let home = try await TestHome()
        let converter = ValueConverter(catalog: home.catalog)
        let texts = try await converter.convert(
            [1, "b", [2.5, "c"] as [any Sendable]] as [any Sendable], forParameterOf: .array(.string))
        #expect(texts as? [String] == ["1", "b", "2.5", "c"])
        let one = try await converter.convert("x", forParameterOf: .array(.string))
        #expect(one as? [String] == ["x"])
        let numbers = try await converter.convert(["3", 4] as [any Sendable], forParameterOf: .array(.integer))
        #expect(numbers as? [Int] == [3, 4])
        let nested = try await converter.convert(
            [["a"], ["b", "c"]] as [any Sendable], forParameterOf: .array(.array(.string)))
        #expect(nested as? [[String]] == [["a"], ["b", "c"]])
    }

    @Test func enumsAndEntitiesAreMatchedByTheirSwiftType() async throws {
        let home = try await TestHome()
        let converter = ValueConverter(catalog: home.catalog)
        let shelf = try #require(home.catalog.enumeration("Books.Shelf")?.type)
        let parsed = try await converter.convert("read", forParameterOf: .enumeration(shelf))
        #expect(type(of: parsed) == shelf)
        #expect(try await converter.convert(parsed, forParameterOf: .enumeration(shelf)) as? any AppEnum != nil)
        let shelves = try await converter.convert(
            ["read", parsed] as [any Sendable], forParameterOf: .array(.enumeration(shelf)))
        #expect(IntentValueConversion.elements(of: shelves)?.count == 2)
        #expect(type(of: shelves) != [any Sendable].self)
        let book = try #require(home.catalog.entity("Books.BookEntity")?.type)
        let bookMessage = await message { try await converter.convert(3, forParameterOf: .entity(book)) }
        #expect(bookMessage == "is a whole number, not Book", "\(String(describing: bookMessage))")
        #expect(
            await message { try await converter.convert([] as [any Sendable], forParameterOf: .enumeration(shelf)) }
                == "is an empty list")
    }

    @Test func aListGivenToCombineTextArrivesAsText() async throws {
        let home = try await TestHome()
        let document = ShortcutDocument(
            name: "T",
            actions: [
                Action(
                    .intent(
                        identifier: "Shortcuts.CombineText",
                        parameters: ["items": .list([.number(1), .string("two")]), "separator": .string("+")]))
            ])
        let (result, _, _) = try await home.run(document)
        #expect(ValueText.text(of: result.output) == "1+two")
    }

    @Test func typedArraysRefuseAnItemOfAnotherType() {
        #expect(IntentValueConversion.typedArray(["a", "b"], of: .string) as? [String] == ["a", "b"])
        #expect(IntentValueConversion.typedArray(["a", 1], of: .string) == nil)
        #expect(ObjectIdentifier(IntentValueKind.array(.integer).swiftType) == ObjectIdentifier([Int].self))
    }

    func message(_ body: () async throws -> any Sendable) async -> String? {
        do {
            _ = try await body()
            return nil
        } catch {
            return (error as? ConversionError)?.message
        }
    }
}
