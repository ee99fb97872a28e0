import FieldApps
import Foundation
import IntentKit
import IntentKitServer

// A field app as a program of its own, speaking the app protocol on standard input and output as
// any installed app does. The first argument picks the app:
//
// - `meshline` (the default): Meshline over two links in memory, "harbor" with members osprey-7
//   and tern-4, and "lighthouse" with tern-4 alone.
// - `inkwell`: Inkwell's journal, with one entry ("Harbour at dawn").
// - `porchlight`: Porchlight's settings intents, which write a `UserDefaults` suite (Foundation on
//   Linux keeps it under `$XDG_CONFIG_HOME`, which the tests point at a folder of their own).
let app: IntentApp
switch CommandLine.arguments.dropFirst().first ?? "meshline" {
case "meshline":
    app = try FieldApps.meshline(links: ["harbor": ["osprey-7", "tern-4"], "lighthouse": ["tern-4"]])
case "porchlight":
    app = FieldApps.porchlight()
case "inkwell":
    // A journal with one entry to read, open or delete.
    app = FieldApps.inkwell(entries: [
        Journal.Entry(
            id: "1", title: "Harbour at dawn", text: "Fog.\nThen gulls.", isPrivate: false,
            day: Date(timeIntervalSince1970: 0))
    ])
case let other:
    FileHandle.standardError.write(
        Data("field-app: no field app named '\(other)' (meshline, porchlight, inkwell)\n".utf8))
    exit(64)
}
try await app.serve()
