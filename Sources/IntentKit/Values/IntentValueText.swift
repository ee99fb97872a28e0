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
        case let entity as any AppEntity: return .resource(entity.displayRepresentation.title)
        case let entity as any TransientAppEntity: return .resource(entity.displayRepresentation.title)
        case let value as any AppEnum: return .resource(value.caseDisplayRepresentation.title)
        case let convertible as any CustomLocalizedStringResourceConvertible:
            return .resource(convertible.localizedStringResource)
        case let date as Date: return .text(format(date))
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
        let day = String(format: "%04d-%02d-%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0)
        if c.hour == 0 && c.minute == 0 { return day }
        return day + String(format: " %02d:%02d", c.hour ?? 0, c.minute ?? 0)
    }

    /// `3`, `2.5`, `0.333333`: no trailing `.0` on whole numbers.
    static func format(_ double: Double) -> String {
        if let whole = IntentValueConversion.plainWholeNumber(double) { return String(whole) }
        return String(double)
    }
}
