import Foundation
import IntentKit

// Intents, entities and queries declared in Swift 6 mode, as apps of this project write them:
// `static let` metadata, released spellings only.

enum Colour: String, AppEnum {
    case red, green, blue
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Colour"
    static let caseDisplayRepresentations: [Colour: DisplayRepresentation] = [
        .red: DisplayRepresentation(title: "Red", image: .init(systemName: "circle.fill")), .green: "Green",
        .blue: "Blue",
    ]
}

/// Every parameter type and option IntentKit supports.
struct ConfigureGadget: AppIntent {
    static let title: LocalizedStringResource = "Configure Gadget"
    static let description: IntentDescription? = IntentDescription(
        "Sets up a gadget.", categoryName: "Gadgets", searchKeywords: ["setup", "device"])
    static let isDiscoverable = false
    static let authenticationPolicy = IntentAuthenticationPolicy.requiresAuthentication

    @Parameter(title: "Name", description: "What to call it") var name: String
    @Parameter(title: "Count", default: 2, controlStyle: .field, inclusiveRange: (1, 5)) var count: Int
    @Parameter(title: "Weight", inclusiveRange: (0.5, 2.5)) var weight: Double?
    @Parameter(title: "Enabled") var enabled: Bool = true
    @Parameter(title: "Starts") var starts: Date?
    @Parameter(title: "Manual") var manual: URL?
    @Parameter(title: "Price") var price: Decimal?
    @Parameter(title: "Colour", requestValueDialog: "Which colour?") var colour: Colour
    @Parameter(title: "Gadget", inputConnectionBehavior: .connectToPreviousIntentResult) var gadget: Gadget?
    @Parameter(title: "Tags") var tags: [String]?
    @Parameter(title: "Parts") var parts: [Gadget]?

    static var parameterSummary: some ParameterSummary {
        When(\.$gadget, .hasAnyValue) {
            Summary("Configure \(\.$gadget) as \(\.$name) in \(\.$colour)") {
                \.$count
                \.$enabled
            }
        } otherwise: {
            Summary("Configure \(\.$count) \(\.$colour) gadgets named \(\.$name)")
        }
    }

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        .result(value: "\(count)× \(name) \(colour.rawValue)\(weight.map { " \($0)kg" } ?? "")")
    }
}

struct Gadget: AppEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(
        name: "Gadget", numericFormat: "\(placeholder: .int) gadgets")
    static let defaultQuery = GadgetQuery()

    let id: Int
    @Property(title: "Name") var name: String
    @Property(title: "Weight") var weight: Double
    @Property(title: "Built") var built: Date
    @Property(title: "Colour") var colour: Colour

    init(id: Int, name: String, weight: Double, built: Date, colour: Colour) {
        self.id = id
        self.name = name
        self.weight = weight
        self.built = built
        self.colour = colour
    }

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(
            title: "\(name)", subtitle: "\(weight) kg", image: .init(systemName: "gearshape"), synonyms: ["widget"])
    }
}

/// A filter the gadget query builds from each comparator: a readable description and a test.
struct GadgetFilter: Sendable {
    let text: String
    let test: @Sendable (Gadget) -> Bool
}

/// Gadgets in memory; `available` lets tests empty the data set.
struct GadgetStore {
    nonisolated(unsafe) static var available = true
    static var all: [Gadget] {
        guard available else { return [] }
        return [
            Gadget(id: 1, name: "Sprocket", weight: 1.5, built: utcDate(2001, 1, 1), colour: .red),
            Gadget(id: 2, name: "Gizmo", weight: 0.5, built: utcDate(1999, 6, 1), colour: .green),
            Gadget(id: 3, name: "Widget", weight: 2.0, built: utcDate(2010, 3, 1), colour: .blue),
            Gadget(id: 4, name: "Gear Box", weight: 3.5, built: utcDate(1995, 9, 1), colour: .red),
        ]
    }
}

struct GadgetQuery: EntityPropertyQuery, EntityStringQuery {
    static let properties = QueryProperties {
        Property(\.$name) {
            EqualToComparator { v in GadgetFilter(text: "name = \(v)") { $0.name == v } }
            NotEqualToComparator { v in GadgetFilter(text: "name != \(v)") { $0.name != v } }
            ContainsComparator { v in
                GadgetFilter(text: "name contains \(v)") { $0.name.localizedCaseInsensitiveContains(v) }
            }
            HasPrefixComparator { v in GadgetFilter(text: "name begins \(v)") { $0.name.hasPrefix(v) } }
            HasSuffixComparator { v in GadgetFilter(text: "name ends \(v)") { $0.name.hasSuffix(v) } }
        }
        Property(\.$weight) {
            LessThanComparator { v in GadgetFilter(text: "weight < \(v)") { $0.weight < v } }
            LessThanOrEqualToComparator { v in GadgetFilter(text: "weight <= \(v)") { $0.weight <= v } }
            GreaterThanComparator { v in GadgetFilter(text: "weight > \(v)") { $0.weight > v } }
            GreaterThanOrEqualToComparator { v in GadgetFilter(text: "weight >= \(v)") { $0.weight >= v } }
        }
        Property(\.$built) {
            IsBetweenComparator { low, high in
                GadgetFilter(text: "built between") { $0.built >= low && $0.built <= high }
            }
        }
    }

    static let sortingOptions = SortingOptions {
        SortableBy(\.$name)
        SortableBy(\.$weight)
    }

    /// The filters of the last find, so tests can see what the comparators produced.
    nonisolated(unsafe) static var lastFilters: [String] = []

    func entities(for identifiers: [Int]) async throws -> [Gadget] {
        GadgetStore.all.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [Gadget] { Array(GadgetStore.all.prefix(2)) }

    func entities(matching string: String) async throws -> [Gadget] {
        GadgetStore.all.filter { $0.name.localizedCaseInsensitiveContains(string) }
    }

    func entities(
        matching comparators: [GadgetFilter], mode: ComparatorMode,
        sortedBy: [EntityQuerySort<Gadget>], limit: Int?
    ) async throws -> [Gadget] {
        Self.lastFilters = comparators.map(\.text)
        var found = GadgetStore.all.filter { gadget in
            comparators.isEmpty
                || (mode == .and
                    ? comparators.allSatisfy { $0.test(gadget) } : comparators.contains { $0.test(gadget) })
        }
        for sort in sortedBy.reversed() {
            let ascending = sort.order == .ascending
            switch sort.by {
            case \Gadget.$name: found.sort { ascending ? $0.name < $1.name : $0.name > $1.name }
            case \Gadget.$weight: found.sort { ascending ? $0.weight < $1.weight : $0.weight > $1.weight }
            default: break
            }
        }
        return limit.map { Array(found.prefix($0)) } ?? found
    }
}

/// Asks the person to choose how to proceed.
struct PackGadget: AppIntent {
    static let title: LocalizedStringResource = "Pack Gadget"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let gift = IntentChoiceOption(title: "Gift Wrap")
        let plain = IntentChoiceOption(title: "Plain Box", subtitle: "Cheaper")
        let choice = try await requestChoice(between: [gift, plain, .cancel], dialog: "How should it be packed?")
        return .result(dialog: "Packed: \(choice.title)")
    }
}

/// Confirms with a snippet and a custom button before acting.
struct ShipGadget: AppIntent {
    static let title: LocalizedStringResource = "Ship Gadget"
    @Parameter(title: "Gadget") var gadget: Gadget

    func perform() async throws -> some IntentResult & OpensIntent {
        try await requestConfirmation(
            actionName: .send, dialog: "Ship \(gadget)?", snippet: Field("Weight", gadget.weight))
        return .result(opensIntent: PackGadget())
    }
}

/// Keeps asking for a value forever.
struct NeverSatisfied: AppIntent {
    static let title: LocalizedStringResource = "Never Satisfied"
    @Parameter(title: "Word") var word: String?

    func perform() async throws -> some IntentResult {
        if word != "never" { throw $word.needsValueError("Another word?") }
        return .result()
    }
}

/// A summary that names a key path which is not one of the intent's parameters.
struct StraySummary: AppIntent {
    static let title: LocalizedStringResource = "Stray Summary"
    @Parameter(title: "Real") var real: String
    static let borrowed = IntentParameter<String>(title: "Borrowed")
    var borrowed: IntentParameter<String> { Self.borrowed }

    static var parameterSummary: some ParameterSummary {
        Summary("Use \(\.$real) and \(\.borrowed)")
    }

    func perform() async throws -> some IntentResult { .result() }
}

/// Uses an enum no app lists.
enum Flavour: String, AppEnum {
    case sweet, sour
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Flavour"
    static let caseDisplayRepresentations: [Flavour: DisplayRepresentation] = [.sweet: "Sweet", .sour: "Sour"]
}

struct TasteGadget: AppIntent {
    static let title: LocalizedStringResource = "Taste Gadget"
    @Parameter(title: "Flavour") var flavour: Flavour
    func perform() async throws -> some IntentResult { .result() }
}

/// An App Shortcuts provider whose phrases break the rules.
struct UnrulyShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: PackGadget(), phrases: ["Pack a gadget", "Pack with \(.applicationName)"])
        AppShortcut(
            intent: ConfigureGadget(),
            phrases: [
                "Configure \(\.$name) with \(.applicationName)",
                "Set \(\.$gadget) to \(\.$colour) in \(.applicationName)",
            ])
    }
}

/// Eleven App Shortcuts: one more than an app may have.
struct CrowdedShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        for _ in 0..<11 {
            AppShortcut(intent: PackGadget(), phrases: ["Pack with \(.applicationName)"])
        }
    }
}

/// Renamed: shortcuts saved with its old name still find it.
struct WeighGadget: RenamedAppIntent {
    static let title: LocalizedStringResource = "Weigh Gadget"
    static let previousIdentifiers = ["Gadgets.MeasureGadget"]
    @Parameter(title: "Gadget") var gadget: Gadget
    func perform() async throws -> some IntentResult & ReturnsValue<Double> { .result(value: gadget.weight) }
}

enum GadgetApps {
    static let gadgets = IntentApp(
        name: "Gadgets",
        intents: [ConfigureGadget.self, PackGadget.self, ShipGadget.self, NeverSatisfied.self, WeighGadget.self],
        entities: [Gadget.self], enums: [Colour.self])
}

/// A summary whose sentence comes from a string table.
struct LabelGadget: AppIntent {
    static let title: LocalizedStringResource = "Label Gadget"
    @Parameter(title: "Gadget") var gadget: Gadget
    @Parameter(title: "Label") var label: String

    static var parameterSummary: some ParameterSummary {
        Summary("Label \(\.$gadget) as \(\.$label)", table: "GadgetSummaries")
    }

    func perform() async throws -> some IntentResult { .result() }
}
