/// What an intent says to the person: a sentence, optionally with a shorter "supporting" form
/// for when a snippet shows the details.
///
/// ```swift
/// .result(dialog: "Okay, starting a \(session.name) session.")
/// IntentDialog(full: "The latest conditions for \(trail.name): \(trail.currentConditions).",
///              supporting: "Here's the latest information on trail conditions.")
/// ```
public struct IntentDialog: Sendable, Hashable, Codable {
    /// The complete sentence, used when nothing else is shown.
    public var full: LocalizedStringResource
    /// A shorter sentence for when a snippet is shown beside it.
    public var supporting: LocalizedStringResource
    /// A symbol shown with the dialog.
    public var systemImageName: String?

    /// A dialog with one sentence for both uses.
    public init(_ resource: LocalizedStringResource, systemImageName: String? = nil) {
        self.full = resource
        self.supporting = resource
        self.systemImageName = systemImageName
    }

    /// A dialog with a full and a supporting sentence.
    public init(full: LocalizedStringResource, supporting: LocalizedStringResource, systemImageName: String? = nil) {
        self.full = full
        self.supporting = supporting
        self.systemImageName = systemImageName
    }

    /// A dialog with only a full sentence; the supporting form is the same.
    public init(full: LocalizedStringResource, systemImageName: String? = nil) {
        self.init(full: full, supporting: full, systemImageName: systemImageName)
    }
}

extension IntentDialog: ExpressibleByStringInterpolation {
    public init(stringLiteral value: String) {
        self.init(LocalizedStringResource(stringLiteral: value))
    }

    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
        self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}
