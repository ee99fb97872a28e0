import Foundation
import Testing

@testable import IntentKit
@testable import SeedFixtures

extension Seeds {
    @Suite struct Registration {
        init() { Database.shared.reset() }

        func registered(_ app: IntentApp) async throws -> RegisteredApp {
            try await SeedApps.withTrails { try await app.register() }
        }

        // MARK: Metadata

        @Test func intentsAreDescribedWithEveryDeclaredDetail() async throws {
            let app = try await registered(GadgetApps.gadgets)
            let configure = try #require(app.metadata.intents.first { $0.identifier == "Gadgets.ConfigureGadget" })
            #expect(configure.title == "Configure Gadget")
            #expect(configure.description == "Sets up a gadget.")
            #expect(configure.categoryName == "Gadgets")
            #expect(configure.searchKeywords == ["setup", "device"])
            #expect(configure.isDiscoverable == false)
            #expect(configure.authenticationPolicy == .requiresAuthentication)
            #expect(configure.output == .string)
            #expect(
                configure.parameter(named: "count")
                    == ParameterMetadata(
                        name: "count", title: "Count", description: nil, type: .integer, isOptional: false,
                        defaultValue: .integer(2),
                        hasDynamicOptions: false, range: ParameterRange(lowerBound: 1, upperBound: 5),
                        controlStyle: .field,
                        requestValueDialog: nil, inputConnectionBehavior: .default))
            #expect(
                configure.parameters.map(\.type) == [
                    .string, .integer, .double, .boolean, .date, .url, .decimal,
                    .enumeration("Gadgets.Colour"), .entity("Gadgets.Gadget"),
                    .array(.string), .array(.entity("Gadgets.Gadget")),
                ])
            #expect(configure.parameter(named: "enabled")?.defaultValue == .boolean(true))
            #expect(configure.parameter(named: "gadget")?.inputConnectionBehavior == .connectToPreviousIntentResult)
            #expect(configure.parameter(named: "colour")?.requestValueDialog == "Which colour?")
        }

        @Test func nonOptionalDescriptionsAreNotLost() async throws {
            let trails = try await registered(SeedApps.trails)
            #expect(
                trails.metadata.intents.first { $0.identifier == "Trails.OpenFavorites" }?.description
                    == "Opens the app and goes to your favorite trails.")
            #expect(trails.metadata.intents.first { $0.identifier == "Trails.OpenFavorites" }?.openAppWhenRun == true)
            let pokemon = try await registered(SeedApps.pokemon)
            #expect(
                pokemon.metadata.intents.first { $0.identifier == "Pokedex.CatchPokemon" }?.description
                    == "Catches the Pokémon you choose.")
            #expect(
                pokemon.metadata.intents.first { $0.identifier == "Pokedex.CatchPokemon" }?.title == "Catch a Pokémon")
        }

        @Test func summariesAreRecordedWithWhenAndSwitch() async throws {
            let soup = try await registered(SeedApps.soupChef)
            let order = try #require(soup.metadata.intents.first)
            guard case .switchOn(let parameter, let cases, let defaultCase) = order.summary else {
                Issue.record("expected a switch")
                return
            }
            #expect(parameter == "orderType")
            #expect(cases.map(\.value) == [.enumeration("delivery")])
            #expect(
                cases.first?.summary
                    == .summary(
                        template: [
                            .text("Order "), .parameter("quantity"), .text(" "), .parameter("soup"),
                            .text(" for delivery to "), .parameter("deliveryLocation"),
                        ],
                        more: ["toppings", "orderType"]))
            #expect(defaultCase != nil)
            #expect(order.summary.parameterNames == ["orderType", "quantity", "soup", "deliveryLocation", "toppings"])
            let resolved = order.summary.resolve { $0 == "orderType" ? .enumeration("delivery") : nil }
            #expect(resolved.more == ["toppings", "orderType"])
        }

        @Test func entitiesAreDescribedFromALiveEntity() async throws {
            let books = try await registered(SeedApps.books)
            let book = try #require(books.metadata.entities.first { $0.identifier == "Books.BookEntity" })
            #expect(book.displayName == "Book" && book.pluralName == "Books")
            #expect(book.propertiesResolved)
            #expect(book.properties.map(\.name) == ["title", "datePublished", "dateRead"])
            #expect(book.properties.map(\.title) == ["Title", "Publishing Date", "Read Date"])
            #expect(book.properties.map(\.isOptional) == [false, false, true])
            #expect(book.queryKinds == [.identifier, .property])
            #expect(
                book.queryProperties == [
                    QueryPropertyMetadata(name: "title", type: .string, comparators: [.equalTo, .contains]),
                    QueryPropertyMetadata(name: "datePublished", type: .date, comparators: [.lessThan, .greaterThan]),
                    QueryPropertyMetadata(name: "dateRead", type: .date, comparators: [.lessThan, .greaterThan]),
                ])
            #expect(book.sortableProperties == ["title", "dateRead", "datePublished"])
            #expect(book.supportsFind)
            let order = try #require(books.metadata.entities.first { $0.identifier == "Books.OrderEntity" })
            #expect(order.isTransient && order.properties.map(\.type) == [.entity("Books.BookEntity"), .integer])
        }

        @Test func enumerableEntitiesGetComparatorsForEveryProperty() async throws {
            let trails = try await registered(SeedApps.trails)
            let collection = try #require(trails.metadata.entities.first { $0.identifier == "Trails.TrailCollection" })
            #expect(collection.queryKinds == [.identifier, .enumerable])
            #expect(
                collection.queryProperties == [
                    QueryPropertyMetadata(
                        name: "name", type: .string,
                        comparators: [.equalTo, .notEqualTo, .contains, .hasPrefix, .hasSuffix])
                ])
            #expect(collection.sortableProperties == ["name"])
            let trail = try #require(trails.metadata.entities.first { $0.identifier == "Trails.TrailEntity" })
            #expect(trail.findDescription == "Search for trails matching complex criteria.")
            #expect(trail.queryKinds == [.identifier, .string, .property])
        }

        @Test func enumsListTheirCases() async throws {
            let gadgets = try await registered(GadgetApps.gadgets)
            #expect(
                gadgets.metadata.enums == [
                    EnumMetadata(
                        identifier: "Gadgets.Colour", displayName: "Colour",
                        cases: [
                            EnumCaseMetadata(value: "red", title: "Red", subtitle: nil, systemImageName: "circle.fill"),
                            EnumCaseMetadata(value: "green", title: "Green", subtitle: nil, systemImageName: nil),
                            EnumCaseMetadata(value: "blue", title: "Blue", subtitle: nil, systemImageName: nil),
                        ])
                ])
            let books = try await registered(SeedApps.books)
            #expect(books.metadata.enums.first?.displayName == "Shelf") // from the pre-release typeDisplayName
        }

        @Test func metadataRoundTripsThroughJSON() async throws {
            for app in [
                SeedApps.books, SeedApps.trails, SeedApps.meditation, SeedApps.pokemon, SeedApps.soupChef,
                GadgetApps.gadgets,
            ] {
                let metadata = try await registered(app).metadata
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys]
                let data = try encoder.encode(metadata)
                #expect(try JSONDecoder().decode(AppMetadata.self, from: data) == metadata)
            }
        }

        @Test func valueTypesReadBackFromText() {
            for type in [
                ValueType.string, .integer, .double, .boolean, .date, .url, .decimal, .enumeration("A.B"),
                .entity("A.C"), .array(.array(.entity("A.C"))),
            ] {
                #expect(ValueType(text: type.description) == type)
            }
            #expect(ValueType(text: "colour") == nil)
        }

        // MARK: App Shortcuts

        @Test func shortcutsRecordPhrasesTitlesAndSymbols() async throws {
            let trails = try await registered(SeedApps.trails)
            let shortcut = try #require(trails.metadata.shortcuts.first)
            #expect(shortcut.intent == "Trails.OpenFavorites")
            #expect(
                shortcut.phrases == ["Open Favorites in ${applicationName}", "Show my favorite ${applicationName}"])
            #expect(shortcut.expandedPhrases.map(\.text) == ["Open Favorites in Trails", "Show my favorite Trails"])
            #expect(shortcut.shortTitle == "Open Favorites" && shortcut.systemImageName == "star.circle")
        }

        @Test func parameterizedPhrasesExpandOncePerSuggestedValue() async throws {
            let app = try await registered(SeedApps.meditation)
            let phrases = try #require(app.metadata.shortcuts.first).expandedPhrases
            #expect(phrases.count == 3 + 3 * 3)
            #expect(phrases.map(\.text).contains("Start a Calm session with Meditation"))
            #expect(phrases.map(\.text).contains("Meditate on Sleep with Meditation"))
            let focus = try #require(phrases.first { $0.text == "Begin a Focus session with Meditation" })
            #expect(focus.parameter == "session")
            #expect(
                focus.value == .entity(type: "Meditation.MeditationSession", id: "10000000-0000-0000-0000-000000000002")
            )
        }

        @Test func updatingShortcutParametersExpandsNewValues() async throws {
            let app = try await registered(SeedApps.meditation)
            let walking = MeditationSession(id: UUID(), name: "Walking")
            SessionManager.add(walking)
            defer { SessionManager.remove(named: "Walking") }
            let before = try await app.appShortcuts().flatMap(\.expandedPhrases).map(\.text)
            #expect(!before.contains("Start a Walking session with Meditation"))

            let model = SessionModel()
            model.sessions = SessionManager.allSessions // the seed's model notifies App Intents
            let after = try await app.appShortcuts().flatMap(\.expandedPhrases).map(\.text)
            #expect(after.contains("Start a Walking session with Meditation"))
        }

        @Test func localizedPhraseKeysNameTheAppInTheirTable() async throws {
            let app = IntentApp(
                name: "Pokedex", intents: [OpenPokemon.self],
                shortcuts: PokemonLocalizedShortcuts.PokemonShortcutsProvider.self)
            let untranslated = await #expect(throws: RegistrationError.self) { try await app.register() }
            #expect(
                untranslated?.problems == [
                    #"App Shortcut for Pokedex.OpenPokemon, phrase 1 ("shortcut.show.pokemons") does not contain the app's name: add \(.applicationName)"#
                ])

            LocalizationCatalog.shared.add(
                ["shortcut.show.pokemons": "Show Pokémon in ${applicationName}"], table: "AppShortcuts", language: "en")
            let registered = try await app.register()
            #expect(registered.metadata.shortcuts.first?.expandedPhrases.map(\.text) == ["Show Pokémon in Pokedex"])
        }

        @Test func presetParameterValuesAreRecorded() async throws {
            struct Provider: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(
                        intent: {
                            let open = OpenShelf()
                            open.shelf = .read
                            return open
                        }(), phrases: ["Open my read books in \(.applicationName)"])
                }
            }
            let app = IntentApp(name: "Books", intents: [OpenShelf.self], enums: [Shelf.self], shortcuts: Provider.self)
            #expect(try await app.register().metadata.shortcuts.first?.presetValues == ["shelf": .enumeration("read")])
        }

        // MARK: Migration

        @Test func migratedAndRenamedIntentsAnswerToTheirOldIdentifiers() async throws {
            let soup = try await registered(SeedApps.soupChef)
            #expect(
                soup.metadata.intents.first?.previousIdentifiers == ["OrderSoupIntent", "SoupChef.OrderSoupIntent"])
            #expect(soup.intentType(for: "OrderSoupIntent") == OrderSoup.self)
            #expect(soup.intentType(for: "SoupChef.OrderSoupIntent") == OrderSoup.self)
            #expect(soup.currentIntentIdentifier(for: "OrderSoupIntent") == "SoupChef.OrderSoup")
            let gadgets = try await registered(GadgetApps.gadgets)
            #expect(gadgets.intentType(for: "Gadgets.MeasureGadget") == WeighGadget.self)
            #expect(gadgets.intentType(for: "Gadgets.Nothing") == nil)
            #expect(gadgets.entityType(for: "Gadgets.Gadget") == Gadget.self)
            #expect(gadgets.enumType(for: "Gadgets.Colour") == Colour.self)
        }

        // MARK: Validation

        @Test func aSummaryNamingAnUnknownParameterFails() async {
            let app = IntentApp(name: "Stray", intents: [StraySummary.self])
            let error = await #expect(throws: RegistrationError.self) { try await app.register() }
            #expect(
                error?.problems == [
                    "Stray.StraySummary parameter summary names a key path that is not @Parameter properties of the intent"
                ])
        }

        @Test func phrasesMustNameTheAppAndAtMostOneEntityOrEnumParameter() async {
            let app = IntentApp(
                name: "Gadgets", intents: [PackGadget.self, ConfigureGadget.self], entities: [Gadget.self],
                enums: [Colour.self], shortcuts: UnrulyShortcuts.self)
            let error = await #expect(throws: RegistrationError.self) { try await app.register() }
            #expect(
                error?.problems == [
                    #"App Shortcut for Gadgets.PackGadget, phrase 1 ("Pack a gadget") does not contain the app's name: add \(.applicationName)"#,
                    "App Shortcut for Gadgets.ConfigureGadget, phrase 1 names parameter 'name', which is not an entity or enum; only those can be in phrases",
                    "App Shortcut for Gadgets.ConfigureGadget, phrase 2 names 2 parameters; a phrase may name at most one",
                ])
        }

        @Test func moreThanTenShortcutsFail() async {
            let app = IntentApp(name: "Gadgets", intents: [PackGadget.self], shortcuts: CrowdedShortcuts.self)
            let error = await #expect(throws: RegistrationError.self) { try await app.register() }
            #expect(error?.problems == ["CrowdedShortcuts declares 11 App Shortcuts; an app may have at most 10"])
        }

        @Test func shortcutsForUnlistedIntentsFail() async {
            let app = IntentApp(
                name: "Books", intents: [OpenShelf.self], enums: [Shelf.self], shortcuts: LibraryAppShortcuts.self)
            let error = await #expect(throws: RegistrationError.self) { try await app.register() }
            #expect(
                error?.problems == [
                    "LibraryAppShortcuts has an App Shortcut for OpenCurrentlyReading, which is not listed in the app's intents"
                ])
        }

        @Test func duplicateIdentifiersFail() async {
            let twice = IntentApp(name: "Gadgets", intents: [PackGadget.self, PackGadget.self])
            let error = await #expect(throws: RegistrationError.self) { try await twice.register() }
            #expect(
                error?.problems == [
                    "Gadgets.PackGadget is listed twice (as an intent and as an intent); identifiers must be unique"
                ])

            let apps = await #expect(throws: RegistrationError.self) {
                try await IntentApp.registerAll([IntentApp(name: "A", intents: []), IntentApp(name: "A", intents: [])])
            }
            #expect(apps?.problems == ["another app is already registered with the name 'A'"])
        }

        @Test func previousIdentifiersMayNotCollide() async {
            struct Clash: RenamedAppIntent {
                static let title: LocalizedStringResource = "Clash"
                static let previousIdentifiers = ["Gadgets.PackGadget"]
                func perform() async throws -> some IntentResult { .result() }
            }
            let app = IntentApp(name: "Gadgets", intents: [PackGadget.self, Clash.self])
            let error = await #expect(throws: RegistrationError.self) { try await app.register() }
            #expect(
                error?.problems == [
                    "Gadgets.Clash claims the previous identifier Gadgets.PackGadget, which another intent of the app has now"
                ])
        }

        @Test func typesNoAppListsFail() async {
            let app = IntentApp(name: "Tasting", intents: [TasteGadget.self])
            let error = await #expect(throws: RegistrationError.self) { try await app.register() }
            #expect(
                error?.problems == [
                    "Tasting.TasteGadget parameter 'flavour' uses Flavour, which is not listed in the app's entities or enums"
                ])
        }

        @Test func appNamesMustBeIdentifiers() async {
            let app = IntentApp(name: "My Books", intents: [])
            let error = await #expect(throws: RegistrationError.self) { try await app.register() }
            #expect(
                error?.description
                    == "App 'My Books' could not be registered:\n  - the app name 'My Books' must be letters and digits, starting with a letter"
            )
        }
    }
}
