/// A small app of its own process for tests: Python with the standard library only, speaking the
/// app protocol as docs/app-protocol.md has it. It answers `initialize` with an app named Probe
/// and the given intents, `intent/perform` by running `perform` (Python statements that set
/// `result`, with `message` and `send` at hand), and any other request with `{}`.
enum ProbeApp {
    /// The script.
    /// - Parameters:
    ///   - prelude: statements run once at start (`time.sleep(600)` for an app that hangs).
    ///   - initialize: statements run when `initialize` arrives (reading `message["params"]`).
    static func script(
        displayName: String = "Probe", intents: [String] = [], prelude: String = "", initialize: String = "pass",
        perform: String = "result = {}"
    ) -> String {
        """
        import json, sys, time
        \(prelude)
        told = None
        INTENTS = [\(intents.joined(separator: ", "))]
        def send(message):
            print(json.dumps(message), flush=True)
        for line in sys.stdin:
            message = json.loads(line)
            if "id" not in message:
                continue
            result = {}
            if message["method"] == "initialize":
                \(initialize)
                result = {"protocolVersion": 1, "server": {"name": "probe"}, "app": {
                    "name": "Probe", "displayName": "\(displayName)", "systemImageName": "gauge",
                    "intents": INTENTS, "entities": [], "enums": [], "shortcuts": []}}
            elif message["method"] == "intent/perform":
                \(perform.replacingOccurrences(of: "\n", with: "\n        "))
            send({"jsonrpc": "2.0", "id": message["id"], "result": result})
        """
    }

    /// An intent of Probe's with no parameters, as its metadata (a Python dict).
    static func intent(_ name: String, output: String? = nil) -> String {
        """
        {"identifier": "Probe.\(name)", "title": "\(name)", "description": "A probe's \(name).", "searchKeywords": [], \
        "parameters": [], "summary": {"summary": {"template": ["\(name)"], "more": []}}, "openAppWhenRun": False, \
        "authenticationPolicy": "alwaysAllowed", "isDiscoverable": True, "sideEffects": [], \
        "previousIdentifiers": []\(output.map { ", \"output\": \"\($0)\"" } ?? "")}
        """
    }
}
