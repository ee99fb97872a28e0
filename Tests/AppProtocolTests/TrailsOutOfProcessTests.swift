import AppProtocol
import AppProtocolClient
import AppTestSupport
import Foundation
import IntentKit
import Testing
import TrailsApp

/// The Trails app run out of process (`trails-app`, through the protocol) gives the same
/// metadata, query results, intent results, questions and errors as the app in process.
@Suite struct TrailsOutOfProcessTests {
    static let trailType: TypeIdentifier = "Trails.TrailEntity"

    /// The app in process (registered, its manager in scope) and the same app out of process,
    /// each on a fresh data directory of its own.
    private func withBoth(_ body: (RegisteredApp, ExternalAppConnection) async throws -> Void) async throws {
        let executable = try #require(TestApps.executable(named: "trails-app"), "trails-app was not built")
        let remoteData = try TestApps.folder("trails-remote")
        defer { try? FileManager.default.removeItem(at: remoteData) }
        let connection = ExternalAppConnection(
            name: "Trails",
            command: ExternalAppCommand(executable: executable, arguments: ["--data-directory", remoteData.path]),
            limits: ExternalAppLimits(
                startTimeout: .seconds(60), callTimeout: .seconds(60), performTimeout: .seconds(60)))
        try await AppFixture<Never>.withApp("TrailsOutOfProcessTests") { app in
            let registered = try await app.register()
            try await body(registered, connection)
        }
        await connection.stop()
    }

    private func local(_ registered: RegisteredApp) throws -> any AppEntity.Type {
        try #require(registered.entityType(for: Self.trailType))
    }

    @Test func theHandshakeCarriesTheSameMetadata() async throws {
        try await withBoth { registered, connection in
            let handshake = try await connection.start()
            #expect(handshake.protocolVersion == AppProtocol.version)
            #expect(handshake.app == registered.metadata)
        }
    }

    @Test func queriesGiveTheSameEntities() async throws {
        try await withBoth { registered, connection in
            let type = try local(registered)
            let search = try #require(try await type.searchEntities("falls")).map { WireEntity(entity: $0) }
            #expect(!search.isEmpty)
            #expect(try await connection.search(Self.trailType, text: "falls") == search)

            let suggested = try await type.suggestedAnyEntities().map { WireEntity(entity: $0) }
            #expect(try await connection.suggested(Self.trailType) == suggested)

            let resolved = try await type.entities(identifiedBy: ["3", "1", "999"]).map { WireEntity(entity: $0) }
            #expect(resolved.count == 2)
            #expect(try await connection.resolve(Self.trailType, ids: ["3", "1", "999"]) == resolved)

            let found = try await type.findEntities(
                where: [
                    FindCondition(property: "distance", comparator: .lessThan, value: 10.0),
                    FindCondition(property: "region", comparator: .equalTo, value: "Big Sur"),
                ], mode: .or, sortedBy: [FindSortKey(property: "name", ascending: false)], limit: 6
            ).map { WireEntity(entity: $0) }
            #expect(found.count == 6)
            let remote = try await connection.query(
                QueryParams(
                    type: Self.trailType,
                    conditions: [
                        WireCondition(property: "distance", comparator: .lessThan, value: .double(10)),
                        WireCondition(property: "region", comparator: .equalTo, value: .text("Big Sur")),
                    ], mode: .any, sort: [WireSortKey(property: "name", ascending: false)], limit: 6))
            #expect(remote == found)
        }
    }

    @Test func performingGivesTheSameValueDialogAndSnippet() async throws {
        try await withBoth { registered, connection in
            let trail = try #require(try await local(registered).entities(identifiedBy: ["3"]).first)
            let invocation = IntentInvocation(
                try #require(registered.intentType(for: "Trails.GetTrailInfo")), identifier: "Trails.GetTrailInfo")
            try invocation.setValue(trail, for: "trail")
            let outcome = try await invocation.perform(prompter: NonInteractivePrompter())

            let remote = try await connection.perform(
                "Trails.GetTrailInfo", parameters: ["trail": .entity(WireEntity(type: Self.trailType, id: "3"))])
            #expect(remote.value == WireValue(intentValue: outcome.value))
            #expect(remote.dialog == outcome.dialog.map(WireDialog.init))
            #expect(remote.snippet == outcome.snippet)
            #expect(remote.snippet?.plainText.contains("Conditions") == true)
        }
    }

    @Test func questionsReachTheHostsPrompterAndItsAnswersTheApp() async throws {
        try await withBoth { registered, connection in
            let invocation = IntentInvocation(
                try #require(registered.intentType(for: "Trails.SuggestTrails")), identifier: "Trails.SuggestTrails")
            try invocation.setValue("Sierra", for: "location")
            let localPrompter = ScriptedPrompter([.option(1)])
            let outcome = try await invocation.perform(prompter: localPrompter)

            let remotePrompter = ScriptedPrompter([.option(1)])
            let remote = try await connection.perform(
                "Trails.SuggestTrails", parameters: ["location": .text("Sierra")],
                interaction: ExternalAppConnection.interaction(remotePrompter))
            #expect(remote.value == WireValue(intentValue: outcome.value))
            #expect(remote.dialog?.full == "Here are 7 trails near Sierra Nevada.")
            #expect(remotePrompter.requests.map(\.kind) == localPrompter.requests.map(\.kind))
            #expect(remotePrompter.requests.map(\.question) == localPrompter.requests.map(\.question))
            #expect(
                remotePrompter.requests.first?.options.map(\.title)
                    == localPrompter.requests.first?.options.map(\.title))
        }
    }

    @Test func aRunNobodyCanAnswerFailsWithTheSameMessage() async throws {
        try await withBoth { registered, connection in
            let invocation = IntentInvocation(
                try #require(registered.intentType(for: "Trails.GetTrailInfo")), identifier: "Trails.GetTrailInfo")
            var local = ""
            do { _ = try await invocation.perform(prompter: NonInteractivePrompter()) } catch let error
                as IntentRunError
            {
                local = error.description
            }
            #expect(local.contains("needs a value"))
            do {
                _ = try await connection.perform("Trails.GetTrailInfo")
                Issue.record("the run succeeded")
            } catch let error as ExternalAppError {
                guard case .intentFailed(let failure, let message) = error.reason else {
                    Issue.record("unexpected \(error.description)")
                    return
                }
                #expect(failure.kind == .missingValue)
                #expect(failure.parameter == "trail")
                #expect(message == local)
                #expect(error.intentRunError?.description == local)
            }
        }
    }

    @Test func aMissingEntityAndAnUnknownIntentAreErrorsOfTheApp() async throws {
        try await withBoth { _, connection in
            do {
                _ = try await connection.perform(
                    "Trails.GetTrailInfo", parameters: ["trail": .entity(WireEntity(type: Self.trailType, id: "999"))])
                Issue.record("the run succeeded")
            } catch let error as ExternalAppError {
                guard case .remote(let rpc) = error.reason else {
                    Issue.record("unexpected \(error.description)")
                    return
                }
                #expect(rpc.knownCode == .missingEntity)
                #expect(error.parameter == "trail")
            }
            do {
                _ = try await connection.perform("Trails.NoSuchIntent")
                Issue.record("the run succeeded")
            } catch let error as ExternalAppError {
                guard case .remote(let rpc) = error.reason else {
                    Issue.record("unexpected \(error.description)")
                    return
                }
                #expect(rpc.knownCode == .unknownIntent)
            }
            // The app is still running: errors of the app do not stop it.
            #expect(await connection.starts == 1)
            #expect(await connection.isRunning)
        }
    }
}

extension AppFixture where Store == Never {
    /// The Trails app on a fresh directory, its manager in scope.
    static func withApp(_ label: String, _ body: (IntentApp) async throws -> Void) async throws {
        let directory = temporaryDirectory(label)
        defer { try? FileManager.default.removeItem(at: directory) }
        let manager = AppDependencyManager()
        let app = Trails.app(dataDirectory: directory, dependencies: manager)
        try await AppDependencyManager.withScope(manager) { try await body(app) }
    }
}
