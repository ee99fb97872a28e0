import Foundation
import IntentKit
import MCP
import ShortcutKit
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// `shortcuts mcp`: the library's shortcuts and the apps' intents as MCP tools over standard
/// input and output, on the official MCP SDK (docs/mcp.md).
package final class ShortcutsMCPServer: Sendable {
    /// What the command line sets.
    package struct Options: Sendable {
        /// The longest one tool call may run before it is stopped.
        package var timeout: Duration = .seconds(300)
        /// How often the library folder is looked at for changes.
        package var pollInterval: Duration = .seconds(2)
        /// Where each call is appended as a line of JSON, besides a line on standard error.
        package var logFile: URL?
        /// Where the calls' runs are kept (docs/runs.md), each named by the client; `nil`: not kept.
        package var runs: RunStore?
        /// How long the history keeps runs.
        package var runRetention = RunRetention.standard
        /// The shortcuts home: with one, the tools that write shortcuts are offered, and what an
        /// agent writes is recorded in its trust store (docs/security.md).
        package var home: ShortcutsHome?

        package init() {}
    }

    let library: Library
    let options: Options
    /// The safety policy of a run, given who can confirm (`nil`: no one).
    let policy: @Sendable ((any IntentPrompter)?) -> SafetyPolicy
    /// The catalog, its Run Shortcut directory made anew when the library changes.
    let current: Mutex<Catalog>
    let canElicit = Mutex(false)
    /// Whether the client has sent `initialize`.
    let initialized = Mutex(false)
    /// The connection, once started: it knows whether `initialize` has come in.
    let transport = Mutex<ClientTransport?>(nil)
    let callLog: CallLog
    /// Whether the client is still there; its going cancels the calls in flight.
    let presence = ClientPresence()
    /// The last tools/list answer, with the library's signature it was made for: building it
    /// reads every shortcut and describes every action (179 ms for 100 tools), so it is made
    /// again only when a file of the library changed.
    let toolsCache = Mutex<(signature: [String], tools: [Tool])?>(nil)
    /// The least severe log message the client wants (`logging/setLevel`); info until it says.
    let logLevel = Mutex(LogLevel.info)
    /// The name the client gave in `initialize`: its runs are kept under it.
    let clientName = Mutex<String?>(nil)
    /// The plans this session made (`create_shortcut`, `edit_shortcut`), for `apply_plan`.
    let plans = PlanBook()

    package init(
        catalog: Catalog, library: Library, options: Options,
        policy: @escaping @Sendable ((any IntentPrompter)?) -> SafetyPolicy
    ) {
        self.library = library
        self.options = options
        self.policy = policy
        current = Mutex(catalog)
        callLog = CallLog(file: options.logFile)
    }

    var catalog: Catalog { current.withLock { $0 } }

    /// Serves one client on standard input and output until it closes its end.
    package func run() async throws {
        // A client gone mid-reply must end the write with an error, not the process with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        let server = Server(
            name: "shortcuts", version: "1.0", title: "Shortcuts",
            instructions:
                "Tools run the library's shortcuts (shortcut.*) and the apps' actions (App.Intent). Entity arguments take IDs: get them with search_entities or an entity type's .find tool.",
            capabilities: .init(
                logging: .init(), resources: .init(subscribe: false, listChanged: true), tools: .init(listChanged: true)
            ),
            // Not `.strict`: the SDK's strict mode drops a request sent before `initialize`
            // without any reply (its error is swallowed), leaving the client waiting. The handlers
            // below answer such a request with -32600 instead.
            configuration: .default)
        await register(on: server)
        let transport = ClientTransport(drainLimit: options.timeout + .seconds(5), presence: presence)
        self.transport.withLock { $0 = transport }
        try await server.start(transport: transport) {
            [self] client, capabilities in
            self.canElicit.withLock { $0 = capabilities.elicitation?.form != nil }
            self.clientName.withLock { $0 = client.name }
            self.initialized.withLock { $0 = true }
        }
        let watcher = Task { await watchLibrary(server) }
        await server.waitUntilCompleted()
        watcher.cancel()
        await server.stop()
        // The apps the calls started end as docs/app-protocol.md says, whatever ended the server.
        await catalog.stopExternalApps()
    }

    func register(on server: Server) async {
        await server.withMethodHandler(ListTools.self) { [self] params in
            try await checkInitialized()
            // Every tool is on the one page: a cursor is one this server never gave.
            if params.cursor != nil { throw MCPError.invalidParams("unknown cursor") }
            return ListTools.Result(tools: listedTools())
        }
        await server.withMethodHandler(CallTool.self) { [self, weak server] params in
            guard let server else { throw MCPError.internalError("the server is gone") }
            try await checkInitialized()
            return try await call(params, server: server)
        }
        await server.withMethodHandler(ListResources.self) { [self] params in
            try await checkInitialized()
            if params.cursor != nil { throw MCPError.invalidParams("unknown cursor") }
            var runs: [Resource] = []
            if let store = options.runs { runs = await RunResources(store: store).list() }
            return ListResources.Result(resources: ShortcutResources(library: library).list() + runs)
        }
        await server.withMethodHandler(ReadResource.self) { [self] params in
            try await checkInitialized()
            if let store = options.runs, params.uri.hasPrefix(RunResources.prefix) {
                return try await RunResources(store: store).read(params.uri)
            }
            return try await ShortcutResources(library: library).read(params.uri, catalog: catalog)
        }
        await server.withMethodHandler(SetLoggingLevel.self) { [self] params in
            try await checkInitialized()
            logLevel.withLock { $0 = params.level }
            return Empty()
        }
    }

    /// What a call sends the client while it runs.
    enum Update: Sendable {
        case progress(Double, String)
        case log(AppLogLine)
    }

    /// An app's log level as MCP's.
    static func level(of line: AppLogLine) -> LogLevel {
        switch line.level {
        case .debug: .debug
        case .info: .info
        case .warning: .warning
        case .error: .error
        }
    }

    /// MCP's levels in order of severity (RFC 5424's, lowest first).
    static func severity(_ level: LogLevel) -> Int { LogLevel.allCases.firstIndex(of: level) ?? 0 }

    /// The tools, from the cache while the library is as it was.
    func listedTools() -> [Tool] {
        let signature = ShortcutResources(library: library).signature()
        if let cached = toolsCache.withLock({ $0 }), cached.signature == signature { return cached.tools }
        let tools = toolCatalog(catalog).tools().map(\.tool)
        toolsCache.withLock { $0 = (signature, tools) }
        return tools
    }

    func toolCatalog(_ catalog: Catalog) -> ToolCatalog {
        ToolCatalog(catalog: catalog, library: library, runs: options.runs != nil, authoring: options.home != nil)
    }

    /// Requests other than `initialize` and `ping` come after `initialize` (MCP's lifecycle).
    /// A request sent right behind `initialize` (before its answer) waits for the initialize
    /// hook, bounded, instead of being refused.
    func checkInitialized() async throws {
        if initialized.withLock({ $0 }) { return }
        if let transport = transport.withLock({ $0 }), transport.initializeReceived {
            let deadline = ContinuousClock.now + .seconds(10)
            while ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(5))
                if initialized.withLock({ $0 }) { return }
            }
        }
        throw MCPError.invalidRequest("the client has not sent initialize")
    }

    /// One `tools/call`: an unknown tool is a protocol error (-32602); arguments that do not fit
    /// and failed runs are tool errors the model can read. Every call is logged.
    func call(_ params: CallTool.Parameters, server: Server) async throws -> CallTool.Result {
        let catalog = self.catalog
        let tools = toolCatalog(catalog)
        guard let (_, kind) = tools.tool(named: params.name) else {
            callLog.record(tool: params.name, arguments: params.arguments, outcome: nil, started: .now)
            throw MCPError.invalidParams("Unknown tool: '\(params.name)' (see tools/list)")
        }
        let started = ContinuousClock.now
        var outcome: ToolOutcome
        do {
            outcome = try await perform(kind, params, catalog: catalog, server: server)
        } catch let error as ArgumentError {
            outcome = .failure("Invalid arguments for \(params.name): \(error.description)")
        } catch is CancellationError {
            callLog.record(
                tool: params.name, arguments: params.arguments, outcome: .failure("cancelled by the client"),
                started: started)
            throw CancellationError()
        }
        callLog.record(tool: params.name, arguments: params.arguments, outcome: outcome, started: started)
        return outcome.result
    }

    func perform(_ kind: ToolKind, _ params: CallTool.Parameters, catalog: Catalog, server: Server) async throws
        -> ToolOutcome
    {
        let reader = ArgumentReader(catalog: catalog)
        switch kind {
        case .searchEntities: return try await HelperTools.search(params.arguments, catalog: catalog)
        case .viewShortcut:
            return try await HelperTools.view(
                params.arguments, catalog: catalog, library: library, trust: options.home.map(TrustStore.init(home:)))
        case .validateShortcut: return try HelperTools.validate(params.arguments, catalog: catalog, library: library)
        case .listRuns:
            guard let store = options.runs else { return .failure("this server keeps no run history") }
            return try await RunTools.list(params.arguments, store: store, library: library)
        case .getRun:
            guard let store = options.runs else { return .failure("this server keeps no run history") }
            return try await RunTools.get(params.arguments, store: store)
        case .dryRun:
            let document = try HelperTools.shortcut(
                params.arguments, library: library, allowed: ["shortcut", "input", "answers"])
            let answers =
                try (params.arguments?["answers"]).map { json -> [PromptAnswer] in
                    guard let list = json.arrayValue?.compactMap(\.stringValue), list.count == json.arrayValue?.count
                    else {
                        throw ArgumentError("argument 'answers' must be an array of strings")
                    }
                    return list.map { .text($0) }
                } ?? []
            let input: (any Sendable)? = try params.arguments?["input"].flatMap {
                $0 == .null ? nil : try Self.input($0)
            }
            var runner = ShortcutRunner(catalog: catalog, policy: policy(nil))
            runner.dryRun = DryRun()
            return try await ToolRun(
                runner: runner, prompter: ScriptedPrompter(answers, hasPerson: false), timeout: options.timeout,
                progress: nil,
                presence: presence
            ).run(document, input: input)
        case .testShortcut: return try await AuthoringTools.test(params.arguments, catalog: catalog, library: library)
        case .listActions: return try AuthoringTools.listActions(params.arguments, catalog: catalog)
        case .getAction: return try AuthoringTools.getAction(params.arguments, catalog: catalog)
        case .createShortcut, .editShortcut, .applyPlan, .deleteShortcut:
            guard let home = options.home else { return .failure("this server writes no shortcuts") }
            let planner = ShortcutPlanner(catalog: catalog, library: library, home: home)
            switch kind {
            case .applyPlan:
                let outcome = try AuthoringTools.apply(
                    params.arguments, planner: planner, book: plans, agent: agentName)
                if !outcome.isError {
                    current.withLock { $0 = $0.with(shortcuts: ShortcutDirectory(library: library)) }
                }
                return outcome
            case .deleteShortcut:
                let elicits = canElicit.withLock { $0 }
                let prompter =
                    elicits
                    ? ElicitingPrompter(ask: { message, schema in
                        try await server.requestElicitation(message: message, requestedSchema: schema)
                    }) : nil
                return try await AuthoringTools.delete(params.arguments, planner: planner, prompter: prompter)
            default:
                return try AuthoringTools.propose(kind, params.arguments, planner: planner, book: plans)
            }
        case .intent(let intent):
            let values = try reader.read(params.arguments, for: intent.parameters.map(ToolParameter.init))
            let document = ShortcutDocument(
                name: intent.title, actions: [Action(.intent(identifier: intent.identifier, parameters: values))])
            return try await run(document, input: nil, params: params, catalog: catalog, server: server)
        case .find(let entity):
            let find = try FindTool.action(entity, arguments: params.arguments, reader: reader)
            let document = ShortcutDocument(name: "Find \(entity.pluralName)", actions: [Action(.find(find))])
            var outcome = try await run(document, input: nil, params: params, catalog: catalog, server: server)
            // A Find with no match outputs nothing; as a tool it found an empty list.
            if !outcome.isError, outcome.structured?["result"] == nil { outcome.structured?["result"] = [] }
            return outcome
        case .shortcut(let document):
            let parameters = ShortcutInput.parameters(of: document, catalog: catalog)
            // Checked as an intent's arguments are; given to the run as the CLI's --input is.
            _ = try reader.read(params.arguments, for: parameters)
            let input: (any Sendable)? = try params.arguments?["input"].flatMap { json in
                json == .null ? nil : try Self.input(json)
            }
            let diagnostics = Validator(catalog: catalog).validate(document).filter { $0.severity == .error }
            if !diagnostics.isEmpty {
                return .failure(
                    "'\(document.name)' has errors and was not run:\n"
                        + diagnostics.map(\.description).joined(separator: "\n"))
            }
            return try await run(document, input: input, params: params, catalog: catalog, server: server)
        }
    }

    /// A shortcut's input from its argument, as the CLI's `--input` gives it: text, or the
    /// JSON of anything else, which the run converts to the declared type.
    static func input(_ json: JSON) throws -> any Sendable {
        switch json {
        case .string(let text): return text
        case .bool(let b): return b
        case .int(let n): return Double(n)
        case .double(let n): return n
        case .array(let items): return try items.map { try input($0) } as [any Sendable]
        default:
            let data = try JSONEncoder().encode(json)
            return String(decoding: data, as: UTF8.self)
        }
    }

    /// Runs `document` with a prompter that elicits (or, for a client that cannot answer,
    /// refuses), that prompter as the safety policy's only confirmer, and progress sent when
    /// the client asked for it.
    func run(
        _ document: ShortcutDocument, input: (any Sendable)?, params: CallTool.Parameters, catalog: Catalog,
        server: Server
    ) async throws -> ToolOutcome {
        let elicits = canElicit.withLock { $0 }
        let ask: ElicitingPrompter.Ask = { message, schema in
            try await server.requestElicitation(message: message, requestedSchema: schema)
        }
        let prompter = ElicitingPrompter(ask: elicits ? ask : nil)
        // The agent is not a person at a terminal: the client's person confirms through
        // elicitation, and without it nothing gated runs.
        var policy = policy(elicits ? prompter : nil)
        policy.confirmHint = ElicitingPrompter.confirmHint
        // An agent's shortcut is accepted by a person, not through the agent's own client.
        policy.confirmerAcceptsAgentWork = false
        // Progress and apps' log lines go out in the order they came, all before the answer.
        let (updates, sink) = AsyncStream.makeStream(of: Update.self, bufferingPolicy: .unbounded)
        let token = params._meta?.progressToken
        let minimum = logLevel.withLock { $0 }
        let sender = Task {
            for await update in updates {
                switch update {
                case .progress(let value, let message):
                    guard let token else { continue }
                    try? await server.notify(
                        ProgressNotification.message(.init(progressToken: token, progress: value, message: message)))
                case .log(let line):
                    let level = Self.level(of: line)
                    guard Self.severity(level) >= Self.severity(minimum) else { continue }
                    try? await server.log(level: level, logger: line.app, data: .string(line.message))
                }
            }
        }
        defer { sink.finish() }
        let progress: @Sendable (Double, String) -> Void = { value, message in sink.yield(.progress(value, message)) }
        let log: @Sendable (AppLogLine) -> Void = { line in sink.yield(.log(line)) }
        var runner = ShortcutRunner(catalog: catalog, policy: policy)
        if let store = options.runs {
            let client = clientName.withLock { $0 }
            runner.history = RunHistory(
                store: store, source: RunSource(.mcp, detail: client), retention: options.runRetention
            ) { error in
                FileHandle.standardError.write(
                    Data(
                        "shortcuts mcp: the run is not kept in the history: \(IntentValueTextLine.oneLine(error.description))\n"
                            .utf8))
            }
        }
        let run = ToolRun(
            runner: runner, prompter: prompter, timeout: options.timeout,
            progress: token == nil ? nil : progress, log: log, presence: presence)
        let outcome = try await run.run(document, input: input)
        sink.finish()
        await sender.value
        return outcome
    }

    /// The agent as the trust store records it: the client's name from `initialize`.
    var agentName: String { clientName.withLock { $0 } ?? "an MCP client" }

    /// Looks at the library folder every ``Options/pollInterval``; when a file is added,
    /// removed or changed, the Run Shortcut directory is read anew and the client is told that
    /// the tools and the resources changed.
    func watchLibrary(_ server: Server) async {
        var last = ShortcutResources(library: library).signature()
        while !Task.isCancelled {
            try? await Task.sleep(for: options.pollInterval)
            if Task.isCancelled { return }
            let now = ShortcutResources(library: library).signature()
            guard now != last else { continue }
            last = now
            current.withLock { $0 = $0.with(shortcuts: ShortcutDirectory(library: library)) }
            try? await server.notify(ToolListChangedNotification.message())
            try? await server.notify(ResourceListChangedNotification.message())
        }
    }
}
