import IntentKit

// The field apps whose files Swift 6 accepts (their metadata is `static let` or computed), built a
// second time from the same files: the folders beside this one hold symbolic links into
// Tests/FieldApps, since SwiftPM does not let one file belong to two targets. Meshline and
// Porchlight are left out: they declare `static var title`, as Swift 5 code does, which Swift 6
// rejects as global mutable state with Apple's framework too.

/// The field apps built in Swift 6 language mode.
public enum FieldApps6 {
    /// The language mode these files were compiled in, for the apps' names.
    public static let mode = "6"

    /// Bulwark's gate intents over the gates in `Gate.installed`.
    public static func bulwark() -> IntentApp {
        IntentApp(
            name: "Bulwark\(mode)", displayName: "Bulwark", systemImageName: "shield",
            intents: [RaiseGateIntent.self, LowerGateIntent.self])
    }

    /// Greeter's intent and App Shortcut.
    public static func greeter() -> IntentApp {
        IntentApp(
            name: "Greeter\(mode)", displayName: "Greeter", systemImageName: "hand.wave",
            intents: [WaveIntent.self], shortcuts: GreeterShortcuts.self)
    }

    /// Inkwell's journal intents, over a journal of `entries` added to `dependencies`.
    public static func inkwell(entries: [Journal.Entry] = [], dependencies: AppDependencyManager = .shared) -> IntentApp
    {
        dependencies.add(key: "journal", dependency: Journal(entries))
        return IntentApp(
            name: "Inkwell\(mode)", displayName: "Inkwell", systemImageName: "book.closed",
            intents: [WriteEntry.self, ReadEntryAloud.self, GetEntryText.self, DeleteEntry.self, OpenEntry.self],
            entities: [EntryEntity.self])
    }

    /// Trellis's enums. Its entities are registered by the Swift 5 build only: their `NodeID`
    /// comes from the TrellisKit module both builds share, and a type belongs to one app.
    public static func trellis() -> IntentApp {
        IntentApp(
            name: "Trellis\(mode)", displayName: "Trellis", systemImageName: "list.bullet.indent",
            intents: [], enums: [RowPlacement.self, RowMark.self, ShelfKind.self])
    }
}
