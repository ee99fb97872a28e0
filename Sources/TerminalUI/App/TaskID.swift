/// The name an app gives a long-running ``Effect/task(id:_:)``, so a later effect can replace or
/// cancel it (`.cancel(.search)`). Declared once by the app as a constant, never spelled twice:
///
/// ```swift
/// extension TaskID { static let search: TaskID = "picker.search" }
/// ```
public struct TaskID: Hashable, Sendable, RawRepresentable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public init(stringLiteral value: String) { self.init(rawValue: value) }

    public var description: String { rawValue }
}
