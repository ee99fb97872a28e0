/// One of Apple's Shortcuts actions that an intent does too, so that a shortcut imported from
/// Apple's app uses the intent where it had that action (IntentKit's own declaration: Apple's
/// framework has none).
///
/// ```swift
/// struct AddChore: AppIntent {
///     static let appleShortcutsActions = [
///         AppleShortcutsAction("is.workflow.actions.addnewreminder",
///                              parameters: ["WFCalendarItemTitle": "title", "WFCalendarItemNotes": "notes"])
///     ]
///     @Parameter(title: "Title") var title: String
///     @Parameter(title: "Notes") var notes: String?
/// }
/// ```
///
/// `shortcuts import` converts an action with that identifier into this intent, each of Apple's
/// parameters named in `parameters` to the parameter of this intent it names (the others are
/// left out), and `shortcuts import --refill` does the same for the placeholders of shortcuts
/// imported before the app was installed (docs/import.md).
public struct AppleShortcutsAction: Sendable, Hashable, Codable {
    /// Apple's identifier of the action (`is.workflow.actions.addnewreminder`, or another
    /// app's intent as Apple's app names it).
    public var identifier: String
    /// Apple's parameter keys (`WFCalendarItemTitle`), each with the name of this intent's
    /// parameter that takes its value.
    public var parameters: [String: String]

    public init(_ identifier: String, parameters: [String: String] = [:]) {
        self.identifier = identifier
        self.parameters = parameters
    }
}
