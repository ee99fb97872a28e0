import IntentKit

/// `intent/perform` params: the intent and its parameter values by name. Parameters left out
/// are empty; the app asks for required ones through `interaction/prompt`.
public struct PerformParams: Sendable, Hashable, Codable {
    /// The intent's identifier (`Trails.GetTrailInfo`), or one it had before.
    public var intent: String
    public var parameters: [String: WireValue]

    public init(intent: String, parameters: [String: WireValue] = [:]) {
        self.intent = intent
        self.parameters = parameters
    }
}

/// `intent/perform` result: what the run produced.
public struct PerformResponse: Sendable, Hashable, Codable {
    /// The output value, if the intent returns one.
    public var value: WireValue?
    public var dialog: WireDialog?
    /// What the intent showed, in IntentKit's Codable form of `Snippet`.
    public var snippet: Snippet?
    /// The intent it asks the host to open next.
    public var opensIntent: OpenedIntent?

    public init(
        value: WireValue? = nil, dialog: WireDialog? = nil, snippet: Snippet? = nil, opensIntent: OpenedIntent? = nil
    ) {
        self.value = value
        self.dialog = dialog
        self.snippet = snippet
        self.opensIntent = opensIntent
    }
}

/// What an intent says, as text already localized by the app.
public struct WireDialog: Sendable, Hashable, Codable {
    public var full: String
    public var supporting: String
    public var systemImageName: String?

    public init(full: String, supporting: String? = nil, systemImageName: String? = nil) {
        self.full = full
        self.supporting = supporting ?? full
        self.systemImageName = systemImageName
    }

    public init(_ dialog: IntentDialog) {
        self.init(
            full: dialog.full.localizedString, supporting: dialog.supporting.localizedString,
            systemImageName: dialog.systemImageName)
    }

    /// The dialog as IntentKit's value, its texts verbatim.
    public var intentDialog: IntentDialog {
        IntentDialog(full: .verbatim(full), supporting: .verbatim(supporting), systemImageName: systemImageName)
    }
}

/// An intent a result asks to open: its identifier and its summary as the app renders it.
public struct OpenedIntent: Sendable, Hashable, Codable {
    public var intent: String
    public var summary: String

    public init(intent: String, summary: String) {
        self.intent = intent
        self.summary = summary
    }
}
