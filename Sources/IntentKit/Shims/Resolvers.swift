import Foundation

// Apple's resolvers convert one value type into another when an action's input does not match a
// parameter (text into a number, a number into text). IntentKit converts values in
// IntentValueConversion and the runner's coercion rules, so these are declarations only: code
// that names them compiles, and a parameter declared with `resolvers:` resolves as any other.

/// Converts a value of one type into another.
public protocol Resolver: Hashable, Sendable {
    associatedtype Input: _IntentValue
    associatedtype Output: _IntentValue
    /// The converted value, or `nil` if it does not convert.
    func resolve(from input: Input) async throws -> Output?
}

/// A resolver that also checks a range.
public protocol RangeCheckingResolver: Resolver {}

/// A set of resolvers for one value type.
public protocol ResolverSpecification: Sendable {}

/// No resolvers.
public struct EmptyResolverSpecification<Value>: ResolverSpecification {
    public init() {}
}

/// Builds a set of resolvers.
@resultBuilder
public enum ResolverSpecificationBuilder<Value> {
    public static func buildBlock() -> EmptyResolverSpecification<Value> { EmptyResolverSpecification() }
    public static func buildBlock<each R: Resolver>(_ resolvers: repeat each R) -> EmptyResolverSpecification<Value> {
        EmptyResolverSpecification()
    }
}

/// `Int` into `Int` (identity, as Apple's range-checking resolver).
public struct IntResolver: RangeCheckingResolver {
    public init() {}
    public func resolve(from input: Int) async throws -> Int? { input }
}
/// `Double` into `Double` (identity, as Apple's range-checking resolver).
public struct DoubleResolver: RangeCheckingResolver {
    public init() {}
    public func resolve(from input: Double) async throws -> Double? { input }
}
/// `Double` into `Int`, when whole.
public struct IntFromDoubleResolver: Resolver {
    public init() {}
    public func resolve(from input: Double) async throws -> Int? {
        input.rounded() == input ? Int(exactly: input) : nil
    }
}
/// Text into `Int`.
public struct IntFromStringResolver: Resolver {
    public init() {}
    public func resolve(from input: String) async throws -> Int? { Int(input.trimmingCharacters(in: .whitespaces)) }
}
/// `Int` into `Double`.
public struct DoubleFromIntResolver: Resolver {
    public init() {}
    public func resolve(from input: Int) async throws -> Double? { Double(input) }
}
/// Text into `Double`.
public struct DoubleFromStringResolver: Resolver {
    public init() {}
    public func resolve(from input: String) async throws -> Double? {
        Double(input.trimmingCharacters(in: .whitespaces))
    }
}
/// `Int` into text.
public struct StringFromIntResolver: Resolver {
    public init() {}
    public func resolve(from input: Int) async throws -> String? { String(input) }
}
/// `Double` into text.
public struct StringFromDoubleResolver: Resolver {
    public init() {}
    public func resolve(from input: Double) async throws -> String? { String(input) }
}
/// Text into a URL.
public struct URLFromStringResolver: Resolver {
    public init() {}
    public func resolve(from input: String) async throws -> URL? { URL(string: input) }
}
/// Text into `Bool` ("yes", "true", "1" and their opposites).
public struct BoolFromStringResolver: Resolver {
    public init() {}
    public func resolve(from input: String) async throws -> Bool? {
        switch input.trimmingCharacters(in: .whitespaces).lowercased() {
        case "yes", "true", "1", "on": true
        case "no", "false", "0", "off": false
        default: nil
        }
    }
}
/// Text into attributed text. IntentKit has no attributed-text values, so this is text to text.
public struct AttributedStringFromStringResolver: Resolver {
    public init() {}
    public func resolve(from input: String) async throws -> String? { input }
}
/// The resolvers of a text search (none here).
public struct StringSearchCriteriaFromStringResolverSpecificification: ResolverSpecification {
    public init() {}
}
