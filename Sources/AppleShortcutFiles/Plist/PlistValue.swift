import Foundation

/// A property list value, typed: what Apple's shortcut files are made of.
package indirect enum PlistValue: Sendable, Equatable {
    case string(String)
    case integer(Int)
    case real(Double)
    case bool(Bool)
    case date(Date)
    case data(Data)
    case array([PlistValue])
    case dictionary([String: PlistValue])

    /// The value at `key` of a dictionary.
    package subscript(key: String) -> PlistValue? {
        if case .dictionary(let entries) = self { entries[key] } else { nil }
    }

    package var string: String? { if case .string(let s) = self { s } else { nil } }
    package var array: [PlistValue]? { if case .array(let a) = self { a } else { nil } }
    package var dictionary: [String: PlistValue]? { if case .dictionary(let d) = self { d } else { nil } }
    package var bool: Bool? { if case .bool(let b) = self { b } else { nil } }

    /// An integer, or a real with no fraction (Apple writes some counts as reals).
    package var integer: Int? {
        switch self {
        case .integer(let n): n
        case .real(let d) where d.rounded() == d && abs(d) < 1e15: Int(d)
        default: nil
        }
    }

    /// A number as a double.
    package var number: Double? {
        switch self {
        case .integer(let n): Double(n)
        case .real(let d): d
        default: nil
        }
    }
}
