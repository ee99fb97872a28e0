import Foundation
import IntentKit
import Testing

@testable import SeedFixtures

/// The seed fixtures as apps, registered the way a host registers bundled apps.
enum SeedApps {
    static let books = IntentApp(
        name: "Books", systemImageName: "books.vertical",
        intents: [OpenCurrentlyReading.self, OpenShelf.self, OpenBook.self, AddBook.self, BuyBook.self],
        entities: [BookEntity.self], transientEntities: [OrderEntity.self], enums: [Shelf.self],
        shortcuts: LibraryAppShortcuts.self)

    static let trails = IntentApp(
        name: "Trails", systemImageName: "map",
        intents: [OpenFavorites.self, GetTrailInfo.self, SuggestTrails.self],
        entities: [TrailEntity.self, TrailCollection.self], shortcuts: TrailShortcuts.self)

    static let meditation = IntentApp(
        name: "Meditation", intents: [StartMeditationIntent.self],
        entities: [MeditationSession.self], shortcuts: MeditationShortcuts.self)

    static let pokemon = IntentApp(
        name: "Pokedex", intents: [CatchPokemon.self, OpenPokemon.self],
        entities: [PokemonAppEntity.self], shortcuts: PokemonShortcutsProvider.self)

    static let soupChef = IntentApp(
        name: "SoupChef", displayName: "Soup Chef",
        intents: [OrderSoup.self], entities: [Soup.self, Topping.self],
        transientEntities: [OrderDetails.self], enums: [OrderType.self], shortcuts: SoupChefShortcuts.self)

    /// The Trails app reads its data through `@Dependency`; tests run it in this scope.
    static let trailDependencies: AppDependencyManager = {
        let manager = AppDependencyManager()
        manager.add(dependency: TrailDataManager.shared)
        manager.add(dependency: NavigationModel())
        return manager
    }()

    /// Registers every fixture app, so their types have identifiers (`Books.BookEntity`).
    @discardableResult
    static func registerAll() async throws -> [RegisteredApp] {
        try await withTrails {
            try await IntentApp.registerAll([books, trails, meditation, pokemon, soupChef, GadgetApps.gadgets])
        }
    }

    static func withTrails<R: Sendable>(_ body: () async throws -> R) async rethrows -> R {
        try await AppDependencyManager.withScope(trailDependencies, operation: body)
    }
}

/// Runs an intent with scripted answers, returning the outcome and the questions asked.
func run<I: AppIntent>(
    _ type: I.Type, _ values: [String: any Sendable] = [:], answers: [PromptAnswer] = [],
    identifier: String? = nil
) async throws(IntentRunError) -> (outcome: IntentOutcome, prompter: ScriptedPrompter) {
    let invocation = IntentInvocation(type, identifier: identifier)
    for (name, value) in values { try invocation.setValue(value, for: name) }
    let prompter = ScriptedPrompter(answers)
    let outcome = try await invocation.perform(prompter: prompter)
    return (outcome, prompter)
}

/// Runs an intent expecting it to fail, returning the error.
func runFailing<I: AppIntent>(
    _ type: I.Type, _ values: [String: any Sendable] = [:], answers: [PromptAnswer] = [],
    prompter: (any IntentPrompter)? = nil
) async -> (error: IntentRunError?, prompter: ScriptedPrompter) {
    let scripted = ScriptedPrompter(answers)
    let invocation = IntentInvocation(type)
    do {
        for (name, value) in values { try invocation.setValue(value, for: name) }
        _ = try await invocation.perform(prompter: prompter ?? scripted)
        return (nil, scripted)
    } catch {
        return (error, scripted)
    }
}

/// A fixed date in UTC.
func utcDate(_ y: Int, _ m: Int, _ d: Int) -> Date { Database.date(y, m, d) }

/// Every suite that touches the fixtures' shared stand-ins (the books database, the soup stock,
/// the meditation sessions) runs inside this one, one test at a time.
@Suite(.serialized) enum Seeds {}
