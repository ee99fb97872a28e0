import AppProtocol
import IntentKit
import Synchronization

/// Answers the host's requests for one registered app: the handshake, performing intents, and
/// the entity queries. Transport-free: ``IntentApp/serve()`` connects it to standard input and
/// output; tests connect it to anything that carries lines.
package final class AppServer: Sendable {
    let app: RegisteredApp
    let info: PeerInfo
    private let decoding: WireDecoding
    private let initialized = Mutex(false)

    package init(app: RegisteredApp, info: PeerInfo? = nil) {
        self.app = app
        self.info = info ?? PeerInfo(name: app.metadata.name)
        self.decoding = WireDecoding(app: app)
    }

    /// Answers one request; `peer` is the connection it came on (for questions to the host).
    package func handle(_ request: IncomingRequest, peer: JSONRPCPeer) async throws -> any Encodable & Sendable {
        if request.method == AppMethod.initialize { return try initialize(try request.params()) }
        guard initialized.withLock({ $0 }) else {
            throw RPCError(.notInitialized, "\(request.method) came before initialize")
        }
        return try await ServerContext.$current.withValue(ServerContext(peer: peer, requestID: request.id)) {
            switch request.method {
            case AppMethod.perform:
                let params: PerformParams = try request.params()
                return try await perform(params, id: request.id, peer: peer)
            case AppMethod.resolve:
                let params: ResolveParams = try request.params()
                return try await entities(params.type) { try await $0.entities(identifiedBy: params.ids) }
            case AppMethod.suggested:
                let params: EntityTypeParams = try request.params()
                return try await entities(params.type) { try await $0.suggestedAnyEntities() }
            case AppMethod.all:
                let params: EntityTypeParams = try request.params()
                return try await entities(params.type) { type in
                    guard let all = try await type.allAnyEntities() else {
                        throw RPCError(.unsupportedQuery, "\(params.type) cannot list all its entities")
                    }
                    return all
                }
            case AppMethod.search:
                let params: SearchParams = try request.params()
                return try await entities(params.type) { type in
                    guard let found = try await type.searchEntities(params.text) else {
                        throw RPCError(.unsupportedQuery, "\(params.type) cannot be searched by text")
                    }
                    return found
                }
            case AppMethod.query:
                let params: QueryParams = try request.params()
                return try await query(params)
            case AppMethod.shutdown: return EmptyResult()
            default: throw RPCError(.methodNotFound, "\(info.name) has no method '\(request.method)'")
            }
        }
    }

    private func initialize(_ params: InitializeParams) throws(RPCError) -> InitializeResult {
        let offered = Set(params.supportedVersions + [params.protocolVersion])
        guard let version = AppProtocol.negotiate(offered: Array(offered)) else {
            throw RPCError(
                .unsupportedProtocolVersion,
                "\(info.name) speaks protocol version \(AppProtocol.supportedVersions.map(String.init).joined(separator: ", ")), "
                    + "not \(offered.sorted().map(String.init).joined(separator: ", "))",
                data: RPCErrorData(supportedVersions: AppProtocol.supportedVersions))
        }
        initialized.withLock { $0 = true }
        return InitializeResult(protocolVersion: version, server: info, app: app.metadata)
    }

    // MARK: Perform

    private func perform(_ params: PerformParams, id: RPCID, peer: JSONRPCPeer) async throws -> PerformResponse {
        guard let type = app.intentType(for: params.intent),
            let identifier = app.currentIntentIdentifier(for: params.intent),
            let metadata = app.metadata.intents.first(where: { $0.identifier == identifier })
        else {
            throw RPCError(.unknownIntent, "\(info.name) has no intent '\(params.intent)'")
        }
        let invocation = IntentInvocation(type, identifier: identifier)
        for (name, wire) in params.parameters.sorted(by: { $0.key < $1.key }) {
            guard let parameter = invocation.parameter(named: name) else {
                throw Self.failure(
                    .unknownParameter(
                        intent: metadata.title, parameter: name, known: invocation.parameters.map(\.name)))
            }
            let value = try await decoding.value(wire, as: parameter.valueKind, for: name)
            do { try invocation.setValue(value, for: name) } catch { throw Self.failure(error) }
        }
        let outcome: IntentOutcome
        do {
            // A ProgressReportingIntent's progress goes to the host as `$/progress`.
            outcome = try await invocation.perform(
                prompter: RemotePrompter(
                    peer: peer, requestID: id, decoding: decoding, hasPerson: params.foreground ?? true)
            ) { report in
                Task {
                    try? await peer.notify(
                        AppMethod.progress,
                        ProgressParams(
                            requestId: id, completed: Double(report.completed),
                            total: report.total > 0 ? Double(report.total) : nil, message: nil))
                }
            }
        } catch {
            throw Self.failure(error)
        }
        var opened: OpenedIntent?
        if let next = outcome.opensIntent {
            let nextID = ValueTypeName.intentIdentifier(of: next, in: app)
            opened = OpenedIntent(intent: nextID, summary: IntentSummaryText.render(next).text)
        } else if metadata.openAppWhenRun {
            opened = OpenedIntent(intent: identifier, summary: invocation.renderedSummary.text)
        }
        return PerformResponse(
            value: WireValue(intentValue: outcome.value), dialog: outcome.dialog.map(WireDialog.init),
            snippet: outcome.snippet, opensIntent: opened)
    }

    /// An IntentKit run error as the wire's error: the message IntentKit would show, the case and
    /// its details in `data.failure`.
    static func failure(_ error: IntentRunError) -> RPCError {
        let failure: IntentFailure
        switch error {
        case .cancelled(let intent): failure = IntentFailure(kind: .cancelled, intent: intent)
        case .missingValue(let intent, let parameter, let reason):
            failure = IntentFailure(kind: .missingValue, intent: intent, parameter: parameter, message: reason)
        case .promptUnavailable(let intent, let question, let reason):
            failure = IntentFailure(kind: .promptUnavailable, intent: intent, question: question, message: reason)
        case .invalidAnswer(let intent, let parameter, let message):
            failure = IntentFailure(kind: .invalidAnswer, intent: intent, parameter: parameter, message: message)
        case .unknownParameter(let intent, let parameter, let known):
            failure = IntentFailure(kind: .unknownParameter, intent: intent, parameter: parameter, known: known)
        case .invalidValue(let intent, let parameter, let problem):
            failure = IntentFailure(kind: .invalidValue, intent: intent, parameter: parameter, message: problem.message)
        case .failed(let intent, let message, _):
            failure = IntentFailure(kind: .failed, intent: intent, message: message)
        case .tooManyRetries(let intent, let count):
            failure = IntentFailure(kind: .tooManyRetries, intent: intent, count: count)
        }
        return RPCError(
            .intentFailed, error.description, data: RPCErrorData(parameter: failure.parameter, failure: failure))
    }

    // MARK: Queries

    private func entityType(_ id: TypeIdentifier) throws(RPCError) -> any AppEntity.Type {
        guard let type = app.entityType(for: id) else {
            throw RPCError(.unknownEntityType, "\(info.name) has no entity type '\(id)' that can be looked up")
        }
        return type
    }

    private func entities(
        _ id: TypeIdentifier, _ body: (any AppEntity.Type) async throws -> [any AppEntity]
    ) async throws -> EntitiesResult {
        let type = try entityType(id)
        let found: [any AppEntity]
        do { found = try await body(type) } catch let error as RPCError { throw error } catch {
            throw RPCError(.queryFailed, "the \(id) query failed: \(IntentRunError.message(for: error))")
        }
        return EntitiesResult(entities: found.map { WireEntity(entity: $0) })
    }

    private func query(_ params: QueryParams) async throws -> EntitiesResult {
        let type = try entityType(params.type)
        guard let metadata = app.metadata.entities.first(where: { $0.identifier == params.type }) else {
            throw RPCError(.unknownEntityType, "\(info.name) has no entity type '\(params.type)'")
        }
        var conditions: [FindCondition] = []
        for condition in params.conditions {
            guard let property = metadata.queryProperties.first(where: { $0.name == condition.property }),
                let kind = decoding.kind(for: property.type)
            else {
                throw RPCError(
                    .invalidParams,
                    "\(params.type) cannot be filtered by '\(condition.property)' (it can by: "
                        + metadata.queryProperties.map(\.name).joined(separator: ", ") + ")")
            }
            let value = try await decoding.value(condition.value, as: kind, for: condition.property)
            var value2: (any Sendable)?
            if let second = condition.value2 {
                value2 = try await decoding.value(second, as: kind, for: condition.property)
            }
            conditions.append(
                FindCondition(
                    property: condition.property, comparator: condition.comparator, value: value, value2: value2))
        }
        return try await entities(params.type) { _ in
            do {
                return try await type.findEntities(
                    where: conditions, mode: params.mode == .all ? .and : .or,
                    sortedBy: params.sort.map { FindSortKey(property: $0.property, ascending: $0.ascending) },
                    limit: params.limit)
            } catch let error as FindError {
                throw RPCError(.invalidParams, error.description)
            }
        }
    }
}

/// The registered identifier of an intent value's type.
enum ValueTypeName {
    static func intentIdentifier(of intent: any AppIntent, in app: RegisteredApp) -> String {
        let type = type(of: intent)
        return app.metadata.intents.first { metadata in
            app.intentType(for: metadata.identifier).map { ObjectIdentifier($0) == ObjectIdentifier(type) } ?? false
        }?.identifier
            ?? "\(app.metadata.name).\(type)"
    }
}
