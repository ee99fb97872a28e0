import Foundation
import IntentKit
import TrellisKit

// IntentKit's field apps: small apps written here against IntentKit exactly as App Intents code
// is written against Apple's framework, to keep its spellings, initializer shapes and protocol
// defaults working. Each app's types are listed in an `IntentApp`, as an app's registration code
// lists them. App names end in the language mode, so this Swift 5 build and the Swift 6 build of
// the same files (FieldAppsSwift6) register side by side in one test process.

/// The field apps built in Swift 5 language mode.
public enum FieldApps {
    /// The language mode these files were compiled in, for the apps' names.
    public static let mode = "5"

    /// Meshline, over links made from `links` (link name → its members' call signs), with its
    /// `Meshline` strings table loaded into the shared catalog (its titles are keys of that
    /// table). The link registry is added to `dependencies`.
    public static func meshline(
        links: KeyValuePairs<String, [String]>, dependencies: AppDependencyManager = .shared
    ) throws -> IntentApp {
        let registry = LinkRegistry(
            links: links.map { name, callSigns in
                Link(name: name, members: callSigns.compactMap(CallSign.init).map { Member(callSign: $0) })
            })
        dependencies.add(dependency: registry)
        if let strings = Bundle.module.url(forResource: "Strings", withExtension: nil) {
            try LocalizationCatalog.shared.load(directory: strings)
        }
        return IntentApp(
            name: "Meshline\(mode)", displayName: "Meshline", systemImageName: "point.3.connected.trianglepath.dotted",
            intents: [ListMembers.self, JoinMembers.self, DraftMember.self], transientEntities: [MemberDraft.self])
    }

    /// Inkwell, a journal whose intents use Apple's per-type parameter options, resolvers, modes
    /// (one intent runs only in the foreground), a custom confirmation and an `OpenIntent` with
    /// Apple's default `perform()`. Its journal starts with `entries` and is added to
    /// `dependencies`.
    public static func inkwell(entries: [Journal.Entry] = [], dependencies: AppDependencyManager = .shared) -> IntentApp
    {
        dependencies.add(key: "journal", dependency: Journal(entries))
        return IntentApp(
            name: "Inkwell\(mode)", displayName: "Inkwell", systemImageName: "book.closed",
            intents: [WriteEntry.self, ReadEntryAloud.self, GetEntryText.self, DeleteEntry.self, OpenEntry.self],
            entities: [EntryEntity.self])
    }

    /// The journal entry the tests read, numbered as a machine has it; its sync ID is the same
    /// everywhere.
    public static func harbourAtDawn(number: String) -> Journal.Entry {
        Journal.Entry(
            id: number, syncID: "9b2e4c1d-3f5a-4b6c-8d7e-1a2b3c4d5e6f", title: "Harbour at dawn",
            text: "Fog.\nThen gulls.", isPrivate: false, day: Date(timeIntervalSince1970: 0))
    }

    /// Porchlight's settings intents and their enums.
    public static func porchlight() -> IntentApp {
        IntentApp(
            name: "Porchlight\(mode)", displayName: "Porchlight", systemImageName: "lightbulb",
            intents: [SetPorchLight.self, SetDoorChime.self, DescribePorch.self],
            enums: [LightChange.self, ChimeSetting.self])
    }

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

    /// Trellis's outlines and rows (with a property query over the rows), its node identifier as
    /// an entity, and its enums, over the outlines of `Library.shared`.
    public static func trellis() -> IntentApp {
        IntentApp(
            name: "Trellis\(mode)", displayName: "Trellis", systemImageName: "list.bullet.indent",
            intents: [], entities: [RowEntity.self, OutlineEntity.self, NodeID.self],
            enums: [RowPlacement.self, RowMark.self, ShelfKind.self])
    }
}
