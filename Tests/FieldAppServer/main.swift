import FieldApps
import Foundation
import IntentKit
import IntentKitServer

// A field app as a program of its own, speaking the app protocol on standard input and output as
// any installed app does. The first argument picks the app:
//
// - `meshline` (the default): Meshline over two links in memory, "harbor" with members osprey-7
//   and tern-4, and "lighthouse" with tern-4 alone.
// - `inkwell`: Inkwell's journal, with one entry ("Harbour at dawn", number 1 here).
// - `inkwell-elsewhere`: the same journal on another machine, where that entry is number 2.
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
    app = FieldApps.inkwell(entries: [FieldApps.harbourAtDawn(number: "1")])
case "inkwell-elsewhere":
    // The same journal on another machine: the entry synced here second, so it has another
    // number, and number 1 is an entry written here.
    app = FieldApps.inkwell(entries: [
        Journal.Entry(
            id: "1", syncID: "5e1f0a2b-8c3d-4e5f-9a6b-7c8d9e0f1a2b", title: "Shopping", text: "Bread.",
            isPrivate: true, day: Date(timeIntervalSince1970: 0)),
        FieldApps.harbourAtDawn(number: "2"),
    ])
case let other:
    FileHandle.standardError.write(
        Data("field-app: no field app named '\(other)' (meshline, porchlight, inkwell, inkwell-elsewhere)\n".utf8))
    exit(64)
}
try await app.serve()
