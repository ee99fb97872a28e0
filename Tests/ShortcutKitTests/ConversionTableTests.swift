import Foundation
import IntentKit
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// The conversion table the validator reads and the converter that runs: for every pair of
/// kinds, a sample value of the one converts to the other exactly when the table allows it.
@Suite struct ConversionTableTests {
    typealias Kind = ConversionTable.Kind

    /// A type of each kind, of the bundled Books app where a kind is of something.
    static func type(_ kind: Kind) -> ValueType {
        switch kind {
        case .string: .string
        case .integer: .integer
        case .double: .double
        case .decimal: .decimal
        case .boolean: .boolean
        case .date: .date
        case .url: .url
        case .enumeration: .enumeration("Books.Shelf")
        case .entity: .entity("Books.BookEntity")
        case .dictionary: .dictionary
        case .match: .match
        case .measurement: .measurement(.length)
        case .currency: .currency
        case .person: .person
        }
    }

    /// Text that reads as a value of `kind`, where text converts to it.
    static let text: [Kind: String] = [
        .integer: "12", .double: "2.5", .decimal: "2.5", .boolean: "yes", .date: "2026-01-02",
        .url: "https://example.com/a", .enumeration: "Read", .dictionary: #"{"a": 1}"#, .match: "abc",
        .measurement: "5 km", .currency: "12.50 EUR", .person: "Ada Lovelace <ada@example.com>",
    ]

    /// A value of `kind` to convert to `target`: one that reads as the target where any could.
    static func sample(_ kind: Kind, for target: Kind, _ home: TestHome) async throws -> any Sendable {
        let converter = ValueConverter(catalog: home.catalog)
        switch kind {
        case .string: return text[target] ?? "abc"
        case .integer: return 12
        // Whole, so that it is a whole number too.
        case .double: return 3.0
        case .decimal: return Decimal(3)
        case .boolean: return true
        case .date: return Date(timeIntervalSince1970: 1_767_312_000)
        case .url: return URL(string: "https://example.com/a")!
        case .entity:
            let books = try await home.run { try await home.catalog.entity("Books.BookEntity")?.suggestedEntities() }
            return try #require(books?.first)
        // A match is text: the text that reads as the target.
        case .match: return try await converter.convert(text[target] ?? "abc", to: .match)
        case .enumeration, .dictionary, .measurement, .currency, .person:
            return try await converter.convert(try #require(text[kind]), to: type(kind))
        }
    }

    @Test func everyAllowedPairConvertsASampleAndNoOtherPairDoes() async throws {
        let home = try await TestHome()
        let converter = ValueConverter(catalog: home.catalog)
        var refusedButConverts: [String] = []
        for from in Kind.allCases {
            for to in Kind.allCases where to != from {
                let value = try await Self.sample(from, for: to, home)
                let allowed = TypeRules.canConvert(Self.type(from), to: Self.type(to))
                let converted: Result<any Sendable, any Error> = await home.run {
                    do { return .success(try await converter.convert(value, to: Self.type(to))) } catch {
                        return .failure(error)
                    }
                }
                switch (allowed, converted) {
                case (true, .failure(let error)):
                    let why = (error as? ConversionError)?.message ?? "\(error)"
                    Issue.record("\(from) → \(to) is allowed, but \(ValueText.summary(of: value)) \(why)")
                case (false, .success): refusedButConverts.append("\(from) → \(to)")
                default: break
                }
            }
        }
        #expect(refusedButConverts == [], "the validator refuses what a run converts")
    }

    @Test func theTableNamesEachPairOnce() {
        let pairs = ConversionTable.rules.flatMap { rule in rule.to.map { "\(rule.from) → \($0)" } }
        #expect(Set(pairs).count == pairs.count)
        #expect(
            !pairs.contains { $0.hasSuffix("→ string") || $0.hasSuffix("→ match") },
            "every kind converts to text and to a match without a rule")
        for rule in ConversionTable.rules { #expect(!rule.to.contains(rule.from)) }
    }
}
