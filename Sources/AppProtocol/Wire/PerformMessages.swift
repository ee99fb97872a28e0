import IntentKit

/// `intent/perform` params: the intent and its parameter values by name. Parameters left out
/// are empty; the app asks for required ones through `interaction/prompt`.
package struct PerformParams: Sendable, Hashable, Codable {
    /// The intent's identifier (`Trails.GetTrailInfo`), or one it had before.
    package var intent: String
    package var parameters: [String: WireValue]
    /// Whether a person is at the host (the run is in the foreground); absent from hosts before
    /// it, which counts as yes.
    package var foreground: Bool?

    package init(intent: String, parameters: [String: WireValue] = [:], foreground: Bool? = nil) {
        self.intent = intent
        self.parameters = parameters
        self.foreground = foreground
    }
}

/// `intent/perform` result: what the run produced.
package struct PerformResponse: Sendable, Hashable, Codable {
    /// The output value, if the intent returns one.
    package var value: WireValue?
    package var dialog: WireDialog?
    /// What the intent showed, in IntentKit's Codable form of `Snippet`.
    package var snippet: Snippet?
    /// The intent it asks the host to open next.
    package var opensIntent: OpenedIntent?

    package init(
        value: WireValue? = nil, dialog: WireDialog? = nil, snippet: Snippet? = nil, opensIntent: OpenedIntent? = nil
    ) {
        self.value = value
        self.dialog = dialog
        self.snippet = snippet
        self.opensIntent = opensIntent
    }
}

/// What an intent says, as text already localized by the app.
package struct WireDialog: Sendable, Hashable, Codable {
    package var full: String
    package var supporting: String
    package var systemImageName: String?

    package init(full: String, supporting: String? = nil, systemImageName: String? = nil) {
        self.full = full
        self.supporting = supporting ?? full
        self.systemImageName = systemImageName
    }

    package init(_ dialog: IntentDialog) {
        self.init(
            full: dialog.full.localizedString, supporting: dialog.supporting.localizedString,
            systemImageName: dialog.systemImageName)
    }

    /// The dialog as IntentKit's value, its texts verbatim.
    package var intentDialog: IntentDialog {
        IntentDialog(full: .verbatim(full), supporting: .verbatim(supporting), systemImageName: systemImageName)
    }
}

/// An intent a result asks to open: its identifier and its summary as the app renders it.
package struct OpenedIntent: Sendable, Hashable, Codable {
    package var intent: String
    package var summary: String

    package init(intent: String, summary: String) {
        self.intent = intent
        self.summary = summary
    }
}
