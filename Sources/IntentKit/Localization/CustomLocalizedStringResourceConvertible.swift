/// A type that describes itself to people with a localizable string.
///
/// Errors thrown from `perform()` that conform show this text to the person running the shortcut:
///
/// ```swift
/// enum Error: Swift.Error, CustomLocalizedStringResourceConvertible {
///     case notFound
///     var localizedStringResource: LocalizedStringResource {
///         switch self { case .notFound: return "Book Not Found" }
///     }
/// }
/// ```
public protocol CustomLocalizedStringResourceConvertible {
    /// The text that describes this value.
    var localizedStringResource: LocalizedStringResource { get }
}

extension CustomLocalizedStringResourceConvertible where Self: InstanceDisplayRepresentable {
    /// A value that shows itself describes itself by its display title, so a type that declares
    /// both conformances (the Trellis field app's `NodeID`) need not write this.
    public var localizedStringResource: LocalizedStringResource { displayRepresentation.title }
}
