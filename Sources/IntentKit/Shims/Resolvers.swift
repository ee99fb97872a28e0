import Foundation

// Apple's resolvers convert one value type into another when an action's input does not match a
// parameter (text into a number, a number into text). IntentKit converts values in
// IntentValueConversion and the runner's coercion rules, so these are declarations only: code
// that names them compiles, and a parameter declared with `resolvers:` resolves as any other.

/// Converts a value of one type into another.
public protocol Resolver: Hashable, Sendable {
    associatedtype Input: _IntentValue
    associatedtype Output: _IntentValue
    /// The converted value for the parameter `context` describes, or `nil` if it does not convert.
    func resolve(from input: Input, context: IntentParameterContext<Output>) async throws -> Output?
}

extension Resolver {
    /// The converted value, for no parameter in particular.
    public func resolve(from input: Input) async throws -> Output? {
        try await resolve(from: input, context: IntentParameterContext(title: "", isOptional: true))
    }
}

/// A resolver that also checks a range.
public protocol RangeCheckingResolver: Resolver {}

extension RangeCheckingResolver {
    /// Throws when `value` is outside the range the parameter was declared with.
    public func checkParameterRangeContains<Value: Comparable & Sendable>(
        value: Value, context: IntentParameterContext<Output>
    ) throws {
        guard let range = context.range, let number = IntentValueConversion.double(value) else { return }
        guard range.contains(number) else {
            throw IntentRunError.invalidValue(
                intent: "", parameter: context.title.key, problem: .outOfRange(range))
        }
    }
}

/// A set of resolvers for one value type.
public protocol ResolverSpecification: Hashable, Sendable, Sequence where Element == any Resolver {
    associatedtype Output
}

/// No resolvers.
public struct EmptyResolverSpecification<Value>: ResolverSpecification {
    public typealias Output = Value
    public typealias Element = any Resolver
    public typealias Iterator = IndexingIterator<[any Resolver]>

    public init() {}

    public func makeIterator() -> IndexingIterator<[any Resolver]> { [].makeIterator() }
    public static func == (lhs: Self, rhs: Self) -> Bool { true }
    public func hash(into hasher: inout Hasher) {}
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
    public typealias Input = Int
    public typealias Output = Int
    public func resolve(from input: Int, context: IntentParameterContext<Int>) async throws -> Int? { input }
}
/// `Double` into `Double` (identity, as Apple's range-checking resolver).
public struct DoubleResolver: RangeCheckingResolver {
    public init() {}
    public typealias Input = Double
    public typealias Output = Double
    public func resolve(from input: Double, context: IntentParameterContext<Double>) async throws -> Double? { input }
}
/// `Double` into `Int`, rounded as `roundingRule` says (toward zero unless told).
public struct IntFromDoubleResolver: RangeCheckingResolver {
    public var roundingRule: FloatingPointRoundingRule
    public init(roundingRule: FloatingPointRoundingRule = .towardZero) { self.roundingRule = roundingRule }
    public typealias Input = Double
    public typealias Output = Int
    public func resolve(from input: Double, context: IntentParameterContext<Int>) async throws -> Int? {
        Int(exactly: input.rounded(roundingRule))
    }
}
/// Text into `Int`, in base `radix` (10 unless told).
public struct IntFromStringResolver: RangeCheckingResolver {
    public var radix: Int
    public init(radix: Int = 10) { self.radix = radix }
    public typealias Input = String
    public typealias Output = Int
    public func resolve(from input: String, context: IntentParameterContext<Int>) async throws -> Int? {
        Int(input.trimmingCharacters(in: .whitespaces), radix: radix)
    }
}
/// `Int` into `Double`.
public struct DoubleFromIntResolver: Resolver {
    public init() {}
    public typealias Input = Int
    public typealias Output = Double
    public func resolve(from input: Int, context: IntentParameterContext<Double>) async throws -> Double? {
        Double(input)
    }
}
/// Text into `Double`.
public struct DoubleFromStringResolver: Resolver {
    public init() {}
    public typealias Input = String
    public typealias Output = Double
    public func resolve(from input: String, context: IntentParameterContext<Double>) async throws -> Double? {
        Double(input.trimmingCharacters(in: .whitespaces))
    }
}
/// `Int` into text.
public struct StringFromIntResolver: Resolver {
    public init() {}
    public typealias Input = Int
    public typealias Output = String
    public func resolve(from input: Int, context: IntentParameterContext<String>) async throws -> String? {
        String(input)
    }
}
/// `Double` into text.
public struct StringFromDoubleResolver: Resolver {
    public init() {}
    public typealias Input = Double
    public typealias Output = String
    public func resolve(from input: Double, context: IntentParameterContext<String>) async throws -> String? {
        String(input)
    }
}
/// Text into a URL.
public struct URLFromStringResolver: Resolver {
    public init() {}
    public typealias Input = String
    public typealias Output = URL
    public func resolve(from input: String, context: IntentParameterContext<URL>) async throws -> URL? {
        URL(string: input)
    }
}
/// Text into `Bool` ("yes", "true", "1" and their opposites).
public struct BoolFromStringResolver: Resolver {
    public init() {}
    public typealias Input = String
    public typealias Output = Bool
    public func resolve(from input: String, context: IntentParameterContext<Bool>) async throws -> Bool? {
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
    public typealias Input = String
    public typealias Output = String
    public func resolve(from input: String, context: IntentParameterContext<String>) async throws -> String? { input }
}
/// The resolvers of a text search (none here).
public struct StringSearchCriteriaFromStringResolverSpecificification: ResolverSpecification, Resolver {
    public typealias Input = String
    public typealias Output = String
    public init() {}
    public func makeIterator() -> IndexingIterator<[any Resolver]> { [].makeIterator() }
    public func resolve(from input: String, context: IntentParameterContext<String>) async throws -> String? { input }
}
