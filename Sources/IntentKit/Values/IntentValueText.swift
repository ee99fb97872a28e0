import Foundation

/// How IntentKit shows a value to a person: in dialogs, prompts and parameter summaries.
public enum IntentValueText {
    /// A short, readable title for any intent value.
    ///
    /// Entities show their display title, enums their case title, dates a medium date and short
    /// time, arrays their items joined with commas, and `nil` an empty string.
    public static func title(of value: Any?) -> String {
        // Text and numbers first, by their concrete types: neither is an entity, an enum or a
        // resource, and the protocol casts below cost a conformance look-up each (a run's log
        // summarises every action's output).
        if let text = value as? String { return text }
        if let double = value as? Double { return format(double) }
        // Counts and indexes: as `String(describing:)` writes them, without asking the value
        // for every protocol below first.
        if let integer = value as? Int { return String(integer) }
        guard let value = flattenOptional(any: value) else { return "" }
        switch argument(for: value) {
        case .text(let text): return text
        case .resource(let resource): return resource.localizedString
        }
    }

    static func argument(for value: Any) -> LocalizedStringResource.Argument {
        if let value = flattenOptional(any: value) {
            return nonOptionalArgument(for: value)
        }
        return .text("")
    }

    private static func nonOptionalArgument(for value: Any) -> LocalizedStringResource.Argument {
        switch value {
        case let resource as LocalizedStringResource: return .resource(resource)
        case let text as String: return .text(text)
        case let dialog as IntentDialog: return .resource(dialog.full)
        case let entity as any EntityValue: return .resource(entity.displayRepresentation.title)
        case let value as any AppEnum: return .resource(value.caseDisplayRepresentation.title)
        case let convertible as any CustomLocalizedStringResourceConvertible:
            return .resource(convertible.localizedStringResource)
        case let date as Date: return .text(format(date))
        case let amount as IntentMeasurement: return .text(amount.description)
        case let bridged as any BridgedIntentValue where bridged.bridgedValue is IntentMeasurement:
            return .text(String(describing: bridged.bridgedValue))
        case let url as URL: return .text(url.isFileURL ? url.path : url.absoluteString)
        case let double as Double: return .text(format(double))
        case let array as [Any]: return .text(array.map { title(of: $0) }.joined(separator: ", "))
        default: return .text(String(describing: value))
        }
    }

    /// `2024-05-01 09:30`, or `2024-05-01` at midnight: unambiguous in every locale.
    static func format(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        // Digits appended by hand: `String(format:)` goes through Foundation's formatter, and a
        // run's log summarises every date an action gives.
        var text = ""
        text.reserveCapacity(16)
        appendDigits(c.year ?? 0, 4, to: &text)
        text.append("-")
        appendDigits(c.month ?? 0, 2, to: &text)
        text.append("-")
        appendDigits(c.day ?? 0, 2, to: &text)
        if c.hour == 0 && c.minute == 0 { return text }
        text.append(" ")
        appendDigits(c.hour ?? 0, 2, to: &text)
        text.append(":")
        appendDigits(c.minute ?? 0, 2, to: &text)
        return text
    }

    /// `value` in decimal, padded with zeros to `width` digits (`%0*d`); a sign first when negative.
    static func appendDigits(_ value: Int, _ width: Int, to text: inout String) {
        let digits = String(value.magnitude)
        if value < 0 { text.append("-") }
        if digits.utf8.count < width { text.append(String(repeating: "0", count: width - digits.utf8.count)) }
        text.append(digits)
    }

    /// `3`, `2.5`, `0.333333`: no trailing `.0` on whole numbers.
    package static func format(_ double: Double) -> String {
        if let whole = IntentValueConversion.plainWholeNumber(double) { return String(whole) }
        return String(double)
    }
}
