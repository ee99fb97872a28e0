// Seed 003, "Using App Intents with iOS 16": the post's Pokémon entity, queries, intent and
// App Shortcuts. The post shows PKMNIntentsQuery twice; its first form is in a namespace.
import Foundation
import IntentKit

/// This is the model used with `AppIntents` framework.
@available(iOS 16.0, *)
struct PokemonAppEntity: AppEntity, Identifiable {

/// The `TypeDisplayRepresentation` of the entity.
static var typeDisplayRepresentation = TypeDisplayRepresentation(name: "Pokemon")

/// The needed `defaultQuery` in order to conform `PokemonAppEntity` to `AppEntity`.
static var defaultQuery: PKMNIntentsQuery = PKMNIntentsQuery()

/// The unique `String` used to identify the entity.
var id: String

/// The `@Property` for the name.
@Property(title: "Name")
var name: String

/// The `DisplayRepresentation` type planned by the `AppEntity`.
/// A type that describes the user interface presentation of a custom type.
var displayRepresentation: DisplayRepresentation {
return DisplayRepresentation(
title: "\(name)",
subtitle: nil,
image: .init(data: AppAsset.pokeball.image.pngData())
)
}

// MARK: - Init

init(id: String, name: String) {
self.id = id
self.name = name
}
}

// MARK: - Extensions

@available(iOS 16.0, *)
extension PokemonAppEntity: Equatable {
static func == (lhs: PokemonAppEntity, rhs: PokemonAppEntity) -> Bool {
return lhs.id == rhs.id
}
}

@available(iOS 16.0, *)
extension PokemonAppEntity: Hashable {
func hash(into hasher: inout Hasher) {
hasher.combine(id)
}
}

/// The post's first query: IDs and suggestions only.
enum PKMNIntentsQueryFirstVersion {
/// The `EntityPropertyQuery` of the `PokemonAppEntity`.
@available(iOS 16.0, *)
struct PKMNIntentsQuery: EntityQuery {
// MARK: - Entities Methods

/// Find an entity by his ID.
func entities(for identifiers: [String]) async throws -> [PokemonAppEntity] {
let pokemons = try await IntentsLogic.FetchData.Pokemons.execute()
return pokemons.filter { identifiers.contains($0.id) }
}

/// Returns all Pokemon. This is what populates the list when you tap on a parameter that accepts a Pokemon.
func suggestedEntities() async throws -> [PokemonAppEntity] {
try await IntentsLogic.FetchData.Pokemons.execute()
}
}
}

/// The `EntityPropertyQuery` of the `PokemonAppEntity`.
@available(iOS 16.0, *)
struct PKMNIntentsQuery: EntityPropertyQuery {

// MARK: - Computed Properties

/// A type that provides the properties to include in a property-matched query.
static var properties = EntityQueryProperties<PokemonAppEntity, String> {
Property(\.$name) {
EqualToComparator { $0 }
ContainsComparator { $0 }
}
}

/// The sorting options provided by the `EntityPropertyQuery` protocol.
static var sortingOptions = SortingOptions {
SortableBy(\.$name)
}

// MARK: - Entities Methods

/// Find an entity by his ID.
/// For example a user may have chosen a Pokemon from a list when tapping on a parameter that accepts Pokemon. The ID of that Pokemon is now hardcoded into the `Shortcut`.
/// - Parameter identifiers: The list of IDs for the Pokemons that the user selected.
/// - Returns: The list of `[PokemonAppEntity]` found.
func entities(for identifiers: [String]) async throws -> [PokemonAppEntity] {
let pokemons = try await IntentsLogic.FetchData.Pokemons.execute()
return pokemons.filter { identifiers.contains($0.id) }
}

func entities(matching comparators: [String], mode: ComparatorMode, sortedBy: [Sort<PokemonAppEntity>], limit: Int?) async throws -> [PokemonAppEntity] {
guard !comparators.isEmpty, let name = comparators.first else {
return try await IntentsLogic.FetchData.Pokemons.execute()
}
return try await IntentsLogic.FetchData.PokemonByQuery.execute(query: name)
}

/// Returns all Pokemon. This is what populates the list when you tap on a parameter that accepts a Pokemon.
func suggestedEntities() async throws -> [PokemonAppEntity] {
try await IntentsLogic.FetchData.Pokemons.execute()
}
}

@available(iOS 16, *)
/// This is the real implementation of `AppIntent`. Is the action to show the information about a `PokemonAppEntity`.
struct CatchPokemon: AppIntent {
/// The title of the action in the `Shortcut` app.
static var title: LocalizedStringResource = PKMNString.AppIntents.title

/// The description of the action.
static var description: IntentDescription = IntentDescription(stringLiteral: String(localized: PKMNString.AppIntents.description))

/// Authentication policies to apply when running an app intent.
static var authenticationPolicy = IntentAuthenticationPolicy.alwaysAllowed

/// Wheter or not the app should be open or not.
static var openAppWhenRun = false

/// The dynamic lookup parameter.
@Parameter(title: "Pokemon")
var pokemon: PokemonAppEntity?

@MainActor
func perform() async throws -> some ReturnsValue<PokemonAppEntity> {
let pokemonToCatch: PokemonAppEntity
if let pokemon = pokemon {
pokemonToCatch = pokemon
} else {
pokemonToCatch = try await $pokemon.requestDisambiguation(among: try await IntentsLogic.FetchData.Pokemons.execute(), dialog: IntentDialog(stringLiteral: String(localized: PKMNString.AppIntents.dialog)))
}
return .result(value: pokemonToCatch, view: PokemonInformation(pokemon: pokemonToCatch))
}
}

@available(iOS 16.0, *)
/// The `AppShortcutsProvider`.
struct PokemonShortcutsProvider: AppShortcutsProvider {
@AppShortcutsBuilder
static var appShortcuts: [AppShortcut] {
AppShortcut(
intent: OpenPokemon(),
phrases: ["Catch a Pokemon in \(.applicationName)"]
)
}
}

/// The post's localized form: the phrase is a key of AppShortcuts.strings, whose value names
/// the app as `${applicationName}`.
enum PokemonLocalizedShortcuts {
@available(iOS 16.0, *)
/// The `AppShortcutsProvider`.
struct PokemonShortcutsProvider: AppShortcutsProvider {
@AppShortcutsBuilder
static var appShortcuts: [AppShortcut] {
AppShortcut(
intent: OpenPokemon(),
phrases: ["shortcut.show.pokemons"]
)
}
}
}
