import Foundation
import IntentKit
import IntentKitCorpus
import IntentKitServer

// WireGuard's App Intents files (from the corpus, compiled unchanged but for their imports) as an
// app of its own speaking the app protocol on standard input and output, as a WireGuard port to
// Linux would ship them. Its two tunnels are in memory: "office" with two peers, "home" with one.
let alice = Data(repeating: 1, count: 32).base64EncodedString()
let bob = Data(repeating: 2, count: 32).base64EncodedString()
try await Corpus.wireGuard(tunnels: ["office": [alice, bob], "home": [bob]]).serve()
