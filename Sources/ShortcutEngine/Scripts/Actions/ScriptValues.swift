import Foundation
import IntentKit
import ShortcutModel

/// The type of a script's parameter, as its header names it.
package enum ScriptValueType: String, Sendable, CaseIterable {
    case text, integer, number, boolean, date, url

    /// The shortcut type it is (choices make a text parameter an enum of the script's own).
    var valueType: ValueType {
        switch self {
        case .text: .string
        case .integer: .integer
        case .number: .double
        case .boolean: .boolean
        case .date: .date
        case .url: .url
        }
    }

    /// How the runner hands the value over.
    var valueKind: IntentValueKind {
        switch self {
        case .text: .string
        case .integer: .integer
        case .number: .double
        case .boolean: .boolean
        case .date: .date
        case .url: .url
        }
    }

    var readableName: String {
        switch self {
        case .text: "text"
        case .integer: "a whole number"
        case .number: "a number"
        case .boolean: "true or false"
        case .date: "a date (such as 2026-11-26 or 2026-11-26T09:30:00Z)"
        case .url: "a URL (such as https://example.com)"
        }
    }

    /// A value of this type written as text (a default, an answer), or `nil` if it is not one.
    func parse(_ text: String) -> (any Sendable)? {
        switch self {
        case .text: return text
        case .integer: return Int(text.trimmingCharacters(in: .whitespaces))
        case .number: return Double(text.trimmingCharacters(in: .whitespaces))
        case .boolean:
            switch text.trimmingCharacters(in: .whitespaces).lowercased() {
            case "true", "yes", "1": return true
            case "false", "no", "0": return false
            default: return nil
            }
        case .date:
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if let date = ISO8601DateFormatter().date(from: trimmed) { return date }
            let day = ISO8601DateFormatter()
            day.formatOptions = [.withFullDate]
            return day.date(from: trimmed)
        case .url:
            guard let url = URL(string: text.trimmingCharacters(in: .whitespaces)), url.scheme != nil else {
                return nil
            }
            return url
        }
    }

    /// The value as the script receives it, in its argument and environment variable: numbers
    /// as written in code (`3`, `2.5`), `true`/`false`, dates in ISO 8601, URLs as they are.
    static func argument(_ value: any Sendable) -> String {
        switch value {
        case let text as String: return text
        case let flag as Bool: return flag ? "true" : "false"
        case let number as Int: return String(number)
        case let number as Double:
            return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case let date as Date: return ISO8601DateFormatter().string(from: date)
        case let url as URL: return url.absoluteString
        default: return ValueText.text(of: value)
        }
    }
}

/// What a script's standard output becomes.
package enum ScriptOutput: String, Sendable, CaseIterable {
    /// The text, without its last line break.
    case text
    /// A whole number, a number, true/false, a URL or a date, parsed from the text.
    case integer, number, boolean, url, date
    /// A dictionary or list (or any JSON value), parsed.
    case json
    /// Nothing: the action has no output.
    case none

    /// The output's type; `nil` for JSON (known when it runs) and none.
    var valueType: ValueType? {
        switch self {
        case .text: .string
        case .integer: .integer
        case .number: .double
        case .boolean: .boolean
        case .url: .url
        case .date: .date
        case .json, .none: nil
        }
    }

    /// The output for `text`, or a message saying why it is not of this kind.
    func value(of text: String) -> Result<(any Sendable)?, ScriptOutputError> {
        var trimmed = text
        if trimmed.hasSuffix("\n") { trimmed.removeLast() }
        switch self {
        case .none: return .success(nil)
        case .text: return .success(trimmed)
        case .json:
            do throws(JSONView.ParseError) {
                return .success(try JSONView.parse(trimmed))
            } catch {
                return .failure(ScriptOutputError(message: "the script's output is not JSON: \(error.message)"))
            }
        case .integer, .number, .boolean, .url, .date:
            let type: ScriptValueType =
                switch self {
                case .integer: .integer
                case .number: .number
                case .boolean: .boolean
                case .url: .url
                default: .date
                }
            guard let value = type.parse(trimmed.trimmingCharacters(in: .whitespacesAndNewlines)) else {
                return .failure(
                    ScriptOutputError(
                        message:
                            "the script printed '\(ValueText.summary(of: trimmed, limit: 40))', which is not \(type.readableName)"
                    ))
            }
            return .success(value)
        }
    }
}

/// Why a script's output did not become the declared output.
struct ScriptOutputError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// A script action's sentence and titles.
enum ScriptSummary {
    /// The names in `${name}` placeholders, in order.
    static func placeholders(in text: String) -> [String] {
        segments(text).compactMap { if case .parameter(let name) = $0 { name } else { nil } }
    }

    /// A summary's template: text, and `${name}` as parameters.
    static func segments(_ text: String) -> [SummarySegment] {
        var out: [SummarySegment] = []
        var rest = Substring(text)
        while let open = rest.range(of: "${"), let close = rest[open.upperBound...].firstIndex(of: "}") {
            if open.lowerBound > rest.startIndex { out.append(.text(String(rest[..<open.lowerBound]))) }
            out.append(.parameter(String(rest[open.upperBound..<close])))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { out.append(.text(String(rest))) }
        return out
    }

    /// "Word Count" for `word_count`, "Unit" for `unit`.
    static func title(fromName name: String) -> String {
        name.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }

    /// `CountWords` for `count-words.sh`: the stem's words, each capitalized, letters and digits
    /// only; `Script…` in front of one that would start with a digit; `nil` for no letters at all.
    static func intentName(forFile file: String) -> String? {
        let stem = file.split(separator: ".", omittingEmptySubsequences: false).first.map(String.init) ?? file
        let words = stem.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        let name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard let first = name.first else { return nil }
        return first.isNumber ? "Script" + name : name
    }
}
