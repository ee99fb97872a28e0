import AppProtocolClient
import Foundation
import IntentKit
import ShortcutsTestSupport
import Testing

@testable import ShortcutEngine
@testable import ShortcutKit
@testable import ShortcutModel

/// A Find condition on an enum property reaches an app of its own process as `{"enum": …}`
/// (issue 29, item 19: it arrived as `{"text": …}`), however the runner holds the case. The app
/// is a second process, Python with the standard library, that answers each `entity/query` with
/// one plant whose title is the condition's value as it arrived.
@Suite struct ExternalEnumFindTests {
    static let app = #"""
        import json, sys
        PLANT = "Plants.Plant"
        METADATA = {
            "name": "Plants", "displayName": "Plants", "systemImageName": "leaf", "intents": [], "shortcuts": [],
            "entities": [{
                "identifier": PLANT, "displayName": "Plant", "pluralName": "Plants", "isTransient": False,
                "properties": [{"name": "light", "title": "Light", "type": "enum:Plants.Light", "isOptional": False}],
                "propertiesResolved": True, "queryKinds": ["identifier", "property"],
                "queryProperties": [{"name": "light", "type": "enum:Plants.Light", "comparators": ["equalTo"]}],
                "sortableProperties": [],
            }],
            "enums": [{"identifier": "Plants.Light", "displayName": "Light",
                       "cases": [{"value": "sun", "title": "Sun"}, {"value": "shade", "title": "Shade"}]}],
        }
        for line in sys.stdin:
            message = json.loads(line)
            if "id" not in message:
                continue
            method, params = message["method"], message.get("params", {})
            if method == "initialize":
                result = {"protocolVersion": 1, "server": {"name": "plants"}, "app": METADATA}
            elif method == "entity/query":
                seen = json.dumps(params["conditions"][0]["value"], sort_keys=True)
                result = {"entities": [{"type": PLANT, "id": "fern", "title": seen, "properties": {}}]}
            else:
                result = {}
            print(json.dumps({"jsonrpc": "2.0", "id": message["id"], "result": result}), flush=True)
        """#

    @Test func anEnumConditionTravelsAsAnEnum() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("enum-find-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let script = home.appendingPathComponent("plants.py")
        try Self.app.write(to: script, atomically: true, encoding: .utf8)
        let folder = AppManifestFolder(home.appendingPathComponent("apps"))
        try folder.save(AppManifest(name: "Plants", command: "python3", arguments: ["-u", script.path]))
        let loaded = await ExternalApps.load(
            manifests: folder, cache: home.appendingPathComponent("cache"), alongside: [], limits: .generousForTests)
        #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
        let catalog = Catalog(backends: loaded.backends)
        let document = try DocumentDecoder.decode(
            """
            {"format": 1, "id": "00000000-0000-4000-8000-0000000f1d00", "name": "Shade", "actions": [
              {"id": "00000000-0000-4000-8000-0000000f1d01", "action": "find", "entity": "Plants.Plant",
               "match": "all", "where": [{"property": "light", "comparator": "equalTo", "value": {"enum": "shade"}}]}]}
            """)
        let result = try await ShortcutRunner(catalog: catalog).run(document, prompter: NonInteractivePrompter())
        await catalog.stopExternalApps()
        let found = try #require((result.output as? [any Sendable])?.first as? any EntityValue)
        #expect(ValueText.text(of: found) == #"{"enum": "shade"}"#)
    }
}
