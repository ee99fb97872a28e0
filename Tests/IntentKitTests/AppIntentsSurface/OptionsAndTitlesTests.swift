import Foundation
import Testing

@testable import IntentKit

/// A parameter's choices in titled sections.
private struct PlaceOptions: DynamicOptionsProvider {
    func results() async throws -> ItemCollection<String> {
        ItemCollection {
            ItemSection("Nearby") {
                "Home"
                IntentItem("Office", title: "The Office", subtitle: "Floor 3")
            }
            ItemSection("Recent", items: ["Station"])
        }
    }
}

/// A plain list.
private struct PlainTagOptions: DynamicOptionsProvider {
    func results() async throws -> [String] { ["red", "green", "blue"] }
}

/// A plain list with a default result.
private struct TagOptions: DynamicOptionsProvider {
    func results() async throws -> [String] { ["red", "green", "blue"] }
    func defaultResult() async -> String? { "green" }
}

private struct UntitledIntent: AppIntent {
    static let title: LocalizedStringResource = "Untitled Parameters"
    @Parameter var bookTitle: String
    @Parameter var pageCount: Int?
    @Parameter(description: "Where to go", requestValueDialog: "Where to?", optionsProvider: PlaceOptions())
    var place: String
    func perform() async throws -> some IntentResult & ReturnsValue<String> { .result(value: "\(bookTitle) \(place)") }
}

private struct TaggingIntent: AppIntent {
    static let title: LocalizedStringResource = "Tag"
    @Parameter(title: "Tags", optionsProvider: PlainTagOptions()) var tags: [String]
    @Parameter(title: "Colour", inputConnectionBehavior: .never, optionsProvider: TagOptions()) var colour: String
    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        .result(value: "\(colour): \(tags.joined(separator: ","))")
    }
}

private struct DefaultTagIntent: AppIntent {
    static let title: LocalizedStringResource = "Default Tags"
    @Parameter(title: "Tags", optionsProvider: TagOptions()) var tags: [String]
    func perform() async throws -> some IntentResult & ReturnsValue<[String]> { .result(value: tags) }
}

private struct UntitledEntity: TransientAppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Untitled"
    @Property var datePublished: Date?
    @Property(title: "Name") var name: String
    var displayRepresentation: DisplayRepresentation { "\(name)" }
    init() { name = "" }
}

@Suite struct OptionsAndTitles {
    @Test func parametersWithoutTitlesAreTitledFromTheirNames() {
        let parameters = intentParameters(of: UntitledIntent())
        #expect(parameters.map(\.name) == ["bookTitle", "pageCount", "place"])
        #expect(parameters.map(\.parameter.title.localizedString) == ["Book Title", "Page Count", "Place"])
        #expect(parameters.map(\.parameter.isOptional) == [false, true, false])
        #expect(parameters[2].parameter.parameterDescription?.localizedString == "Where to go")
    }

    @Test func propertiesWithoutTitlesAreTitledFromTheirNames() {
        let properties = declaredEntityProperties(of: UntitledEntity())
        #expect(properties.map(\.property.title.localizedString) == ["Date Published", "Name"])
    }

    @Test func sectionedOptionsArePromptedWithTheirSectionsAndItemTitles() async throws {
        let invocation = IntentInvocation(UntitledIntent.self)
        try invocation.setValue("Emma", for: "bookTitle")
        let prompter = ScriptedPrompter([.option(1)])
        let outcome = try await invocation.perform(prompter: prompter)
        let request = try #require(prompter.requests.first)
        #expect(request.dialog?.full.localizedString == "Where to?")
        #expect(request.options.map(\.title) == ["Home", "The Office", "Station"])
        #expect(request.options.map(\.subtitle) == [nil, "Floor 3", nil])
        #expect(request.options.map(\.section) == ["Nearby", "Nearby", "Recent"])
        #expect(outcome.value as? String == "Emma Office")
    }

    @Test func itemCollectionsListTheirItemsAcrossSections() async throws {
        let collection = try await PlaceOptions().results()
        #expect(collection.items == ["Home", "Office", "Station"])
        #expect(collection.sections.map { $0.description?.title.localizedString } == ["Nearby", "Recent"])
        #expect(IntentItemCollection<String>.empty.items.isEmpty)
        #expect(IntentItemCollection(promptLabel: "Pick", items: ["a"]).promptLabel?.localizedString == "Pick")
    }

    @Test func listParametersTakeTheirItemsFromAnOptionsProvider() async throws {
        let invocation = IntentInvocation(TaggingIntent.self)
        try invocation.setValue("blue", for: "colour")
        let prompter = ScriptedPrompter([.options([0, 2])])
        let outcome = try await invocation.perform(prompter: prompter)
        let request = try #require(prompter.requests.first)
        #expect(request.allowsMultiple)
        #expect(request.options.map(\.title) == ["red", "green", "blue"])
        #expect(outcome.value as? String == "blue: red,blue")
    }

    @Test func aListParametersDefaultResultIsItsOneItem() async throws {
        let invocation = IntentInvocation(DefaultTagIntent.self)
        let prompter = ScriptedPrompter([])
        let outcome = try await invocation.perform(prompter: prompter)
        #expect(prompter.requests.isEmpty)
        #expect(outcome.value as? [String] == ["green"])
    }

    @Test func aProvidersDefaultResultFillsAnEmptyRequiredParameter() async throws {
        let invocation = IntentInvocation(TaggingIntent.self)
        try invocation.setValue(["red"], for: "tags")
        let prompter = ScriptedPrompter([])
        let outcome = try await invocation.perform(prompter: prompter)
        #expect(prompter.requests.isEmpty)
        #expect(outcome.value as? String == "green: red")
    }
}
