import AppProtocol
import AppProtocolClient
import Foundation
import IntentKit
import Synchronization
import Testing

/// Examples/python-app/tasks_app.py, an app in Python with the standard library only, works
/// through the host's connection: its metadata decodes as IntentKit's, its entities are found,
/// its confirmation reaches the host's prompter, its progress and logs arrive, and its traffic
/// matches the protocol's schemas.
@Suite struct PythonExampleAppTests {
    static let script = SchemaTrafficTests.repository.appendingPathComponent("Examples/python-app/tasks_app.py")

    @Test func theTasksAppWorksThroughTheProtocol() async throws {
        let folder = try TestApps.folder("python-app")
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("traffic.log")
        let logs = Mutex<[String]>([])
        let recorder = SchemaTrafficTests.schemas.appendingPathComponent("record.py").path
        let connection = ExternalAppConnection(
            name: "Tasks",
            command: ExternalAppCommand(
                executable: "python3", arguments: ["-u", recorder, log.path, "--", "python3", "-u", Self.script.path],
                environment: ["TASKS_DATA_DIRECTORY": folder.appendingPathComponent("data").path]),
            limits: ExternalAppLimits(
                startTimeout: .seconds(60), callTimeout: .seconds(60), performTimeout: .seconds(60)),
            log: { line in logs.withLock { $0.append(line.message) } })
        let task: TypeIdentifier = "Tasks.TaskEntity"

        let metadata = try await connection.metadata()
        #expect(metadata.name == "Tasks")
        #expect(metadata.intents.map(\.identifier).contains("Tasks.DeleteTask"))
        #expect(metadata.intents.first { $0.identifier == "Tasks.DeleteTask" }?.sideEffects == [.appData, .deletes])

        let milk = try await connection.search(task, text: "MILK")
        #expect(milk.map(\.title) == ["Buy oat milk"])
        #expect(milk.first?.properties?["done"] == .boolean(false))
        #expect(try await connection.suggested(task).count == 2)
        #expect(try await connection.resolve(task, ids: ["3", "99"]).map(\.title) == ["Call the plumber"])

        let added = try await connection.perform("Tasks.AddTask", parameters: ["title": .text("Fix the bike")])
        guard case .entity(let bike)? = added.value else {
            Issue.record("Add Task returned \(String(describing: added.value))")
            return
        }
        #expect(bike.title == "Fix the bike")
        #expect(added.dialog?.full == "Added “Fix the bike”.")

        // The confirmation goes to the host's prompter; declining keeps the task.
        let declining = ScriptedPrompter([.confirmed(false)])
        do {
            _ = try await connection.perform(
                "Tasks.DeleteTask", parameters: ["task": .entity(WireEntity(type: task, id: "2"))],
                interaction: ExternalAppConnection.interaction(declining))
            Issue.record("a declined deletion finished")
        } catch {
            #expect(error.intentRunError.map { if case .cancelled = $0 { true } else { false } } == true)
        }
        #expect(declining.requests.first?.kind == .confirmation)
        #expect(declining.requests.first?.question == "Delete “Buy oat milk”?")
        #expect(declining.requests.first?.confirmationActionName == "Delete")
        #expect(try await connection.resolve(task, ids: ["2"]).count == 1)

        let confirming = ScriptedPrompter([.confirmed(true)])
        _ = try await connection.perform(
            "Tasks.DeleteTask", parameters: ["task": .entity(WireEntity(type: task, id: "2"))],
            interaction: ExternalAppConnection.interaction(confirming))
        #expect(try await connection.resolve(task, ids: ["2"]).isEmpty)

        // With nobody to ask, the run fails as a non-interactive run does in process.
        do {
            _ = try await connection.perform(
                "Tasks.DeleteTask", parameters: ["task": .entity(WireEntity(type: task, id: "1"))])
            Issue.record("a deletion nobody confirmed finished")
        } catch {
            guard case .intentFailed(let failure, _) = error.reason else {
                Issue.record("unexpected \(error.description)")
                return
            }
            #expect(failure.kind == .promptUnavailable)
        }

        let progress = Mutex<[Double]>([])
        let open = try await connection.perform(
            "Tasks.ListOpenTasks", progress: { report in progress.withLock { $0.append(report.completed) } })
        guard case .list(let items)? = open.value else {
            Issue.record("List Open Tasks returned \(String(describing: open.value))")
            return
        }
        #expect(items.count == 2)
        #expect(progress.withLock { $0 } == [1, 2])
        #expect(logs.withLock { $0 }.contains("added task 4"))
        await connection.stop()

        let (status, output) = try await SchemaTrafficTests.validate(log)
        #expect(status == 0, "\(output)")
        for schema in ["progress.notification", "log.notification", "interaction-prompt.request", "error.response"] {
            #expect(output.contains(schema), "\(schema) was not exercised: \(output)")
        }
    }
}
