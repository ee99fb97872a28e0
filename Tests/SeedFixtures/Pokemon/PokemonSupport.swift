// Stand-ins for the Pokémon app the blog post's intents call into (seed 003). Not seed code.
import Foundation
import IntentKit

enum IntentsLogic {
    enum FetchData {
        static let all: [PokemonAppEntity] = [("1", "Bulbasaur"), ("4", "Charmander"), ("7", "Squirtle"), ("25", "Pikachu")]
            .map { PokemonAppEntity(id: $0.0, name: $0.1) }

        enum Pokemons {
            static func execute() async throws -> [PokemonAppEntity] {
                FetchData.all.map { PokemonAppEntity(id: $0.id, name: $0.name) }
            }
        }

        enum PokemonByQuery {
            static func execute(query: String) async throws -> [PokemonAppEntity] {
                FetchData.all.filter { $0.name.localizedCaseInsensitiveContains(query) }.map { PokemonAppEntity(id: $0.id, name: $0.name) }
            }
        }
    }
}

/// The app's asset catalogue: `AppAsset.pokeball.image.pngData()`.
enum AppAsset {
    case pokeball
    struct Image { func pngData() -> Data? { Data([0x89, 0x50, 0x4E, 0x47]) } }
    var image: Image { Image() }
}

/// The app's strings, as the post reads them from its generated string catalogue.
enum PKMNString {
    enum AppIntents {
        static let title: LocalizedStringResource = "Catch a Pokémon"
        static let description: LocalizedStringResource = "Catches the Pokémon you choose."
        static let dialog: LocalizedStringResource = "Which Pokémon do you want to catch?"
    }
}

/// The post's SwiftUI result view, as an IntentKit text snippet.
struct PokemonInformation: SnippetView {
    let pokemon: PokemonAppEntity
    var body: some SnippetView {
        Text(pokemon.name).title()
        Field("Number", pokemon.id)
    }
}

/// The intent the post's App Shortcut opens; the post uses it without showing it.
@available(iOS 16, *)
struct OpenPokemon: AppIntent {
    static var title: LocalizedStringResource = "Open Pokémon"
    static var openAppWhenRun = true
    func perform() async throws -> some IntentResult { .result() }
}
