import Foundation
import IntentKit
import IntentKitCorpus
import IntentKitServer

// Corpus files (compiled unchanged but for their imports) as an app of their own speaking the app
// protocol on standard input and output, as a port of the app to Linux would ship them. The
// first argument picks the repository:
//
// - `wireguard` (the default): WireGuard's intents over two tunnels in memory, "office" with two
//   peers and "home" with one.
// - `cse`: Customize Search Engine's settings intents, which write the app group's
//   `UserDefaults` suite (Foundation's preferences on Linux live under `$XDG_CONFIG_HOME`, which
//   the tests point at a folder of their own).
let app: IntentApp
switch CommandLine.arguments.dropFirst().first ?? "wireguard" {
case "cse":
    app = Corpus.customizeSearchEngine()
case "wireguard":
    let alice = Data(repeating: 1, count: 32).base64EncodedString()
    let bob = Data(repeating: 2, count: 32).base64EncodedString()
    app = try Corpus.wireGuard(tunnels: ["office": [alice, bob], "home": [bob]])
case let other:
    FileHandle.standardError.write(Data("corpus-app: no corpus app named '\(other)' (wireguard, cse)\n".utf8))
    exit(64)
}
try await app.serve()
