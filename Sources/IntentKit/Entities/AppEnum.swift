/// A fixed set of values a parameter can take, each with a display name.
///
/// ```swift
/// enum Shelf: String, AppEnum {
///     case currentlyReading, wantToRead, read
///     static let typeDisplayRepresentation: TypeDisplayRepresentation = "Shelf"
///     static let caseDisplayRepresentations: [Shelf: DisplayRepresentation] = [
///         .currentlyReading: "Currently Reading", .wantToRead: "Want to Read", .read: "Read",
///     ]
/// }
/// ```
/// A shortcut saves a case by its raw value.
public protocol AppEnum: AppValue, StaticDisplayRepresentable, RawRepresentable
where RawValue: LosslessStringConvertible {}

extension AppEnum {
    public static var intentValueKind: IntentValueKind { .enumeration(Self.self) }

    /// How this case is shown; a case missing from the table shows its raw value.
    public var caseDisplayRepresentation: DisplayRepresentation {
        Self.caseDisplayRepresentations[self] ?? DisplayRepresentation(title: .verbatim(String(describing: rawValue)))
    }

    /// The raw value as text, as a shortcut saves it.
    public var storedValue: String { String(describing: rawValue) }

    /// The case whose raw value is `text`, if any.
    public init?(storedValue text: String) {
        guard let raw = RawValue(text) else { return nil }
        self.init(rawValue: raw)
    }

    /// All cases in declaration order, type-erased.
    public static var anyCases: [any AppEnum] { allCases.map { $0 } }
}
