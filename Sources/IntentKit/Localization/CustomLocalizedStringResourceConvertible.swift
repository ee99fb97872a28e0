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
