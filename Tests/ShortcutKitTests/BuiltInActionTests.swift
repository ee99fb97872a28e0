import BlockingTestSupport
import Foundation
import IntentKit
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// The descriptor table and what reads it, and Wait: the action added as a single file of
/// `BuiltIns/Actions/`, read, written, checked and run through its descriptor alone.
@Suite struct BuiltInActionTests {
    let waitJSON = """
        {
          "format": 1,
          "id": "00000000-0000-4000-8000-000000000001",
          "name": "Pause",
          "actions": [
            {
              "id": "00000000-0000-4000-8000-000000000002",
              "action": "Shortcuts.Text",
              "parameters": {
                "text": {
                  "text": "before"
                }
              }
            },
            {
              "id": "00000000-0000-4000-8000-000000000003",
              "action": "wait",
              "seconds": {
                "number": 0.05
              }
            },
            {
              "id": "00000000-0000-4000-8000-000000000004",
              "action": "Shortcuts.ShowResult"
            }
          ]
        }

        """

    @Test func everyDescriptorIsListedOnceAndEveryActionFileIsInTheTable() throws {
        let ids = BuiltInRegistry.all.map(\.id.rawValue)
        #expect(Set(ids).count == ids.count)
        for descriptor in BuiltInRegistry.all {
            #expect(BuiltInRegistry.descriptor(descriptor.id)?.title == descriptor.title)
            // No members only for an action that gives something (Get Clipboard).
            #expect(
                (!descriptor.members.isEmpty || descriptor.hasOutput) && !descriptor.summary.isEmpty
                    && !descriptor.keywords.isEmpty)
        }
        // Each file of BuiltIns/Actions declares one descriptor; forgetting its line in the
        // table would leave the action unreadable, so the table is checked against the files.
        let folder = TestRepository.root
            .appendingPathComponent("Sources/ShortcutKit/BuiltIns/Actions")
        // Actions may be grouped in a folder per feature (Actions/Dictionaries/).
        let files = (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).filter {
            $0.hasSuffix(".swift")
        }
        #expect(files.count == BuiltInRegistry.all.count)
        for file in files {
            let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let declared = source.components(separatedBy: "id: \"").dropFirst().compactMap {
                $0.split(separator: "\"").first.map(String.init)
            }
            #expect(declared.count == 1 && ids.contains(declared[0]), "\(file) declares \(declared)")
        }
    }

    @Test func waitRoundTripsByteForByte() throws {
        let document = try DocumentDecoder.decode(waitJSON)
        guard case .builtIn(let call) = document.actions[1].kind else {
            Issue.record("expected a built-in call")
            return
        }
        #expect(call == BuiltInCall("wait", ["seconds": .value(.number(0.05))]))
        #expect(DocumentEncoder.encode(document) == waitJSON)
    }

    @Test func waitsMembersAreCheckedWhenRead() {
        func error(_ members: String) -> String? {
            let text =
                #"{"format": 1, "id": "00000000-0000-4000-8000-000000000001", "name": "W", "actions": [{"id": "00000000-0000-4000-8000-000000000002", "action": "wait"\#(members)}]}"#
            do {
                _ = try DocumentDecoder.decode(text)
                return nil
            } catch { return error.message }
        }
        #expect(error("") == "action 'wait' needs a member 'seconds'")
        #expect(error(#", "seconds": 3"#) == "'seconds' must be a value object such as {\"text\": \"…\"}, not a number")
        #expect(
            error(#", "seconds": {"number": 1}, "minutes": {"number": 1}"#)?.hasPrefix(
                "action 'wait' has an unknown member 'minutes'") == true)
        #expect(error(#", "seconds": {"number": 1}"#) == nil)
    }

    @Test func waitReadsAsASentenceAndIsValidated() async throws {
        let home = try await TestHome()
        let document = try DocumentDecoder.decode(waitJSON)
        let builder = SentenceBuilder(catalog: home.catalog, document: document)
        #expect(builder.sentence(for: document.actions[1]).text == "Wait 0.05 seconds")
        #expect(home.catalog.title(of: document.actions[1]) == "Wait")
        #expect(Validator(catalog: home.catalog).validate(document).isEmpty)

        func problems(_ seconds: Value) -> [String] {
            let wait = Action(.builtIn(BuiltInCall("wait", ["seconds": .value(seconds)])))
            return Validator(catalog: home.catalog).validate(ShortcutDocument(name: "W", actions: [wait])).map(
                \.description)
        }
        #expect(
            problems(.number(5000)) == [
                "error: action 1 (Wait), parameter 'seconds': 5000 is too long: a Wait lasts at most 3600 seconds (an hour)"
            ])
        #expect(
            problems(.number(-1)) == [
                "error: action 1 (Wait), parameter 'seconds': must be a number of seconds from 0 to 3600"
            ])
        #expect(
            problems(.boolean(true)) == [
                "error: action 1 (Wait), parameter 'seconds': is true or false, which cannot be used as a number"
            ])
    }

    @Test func waitPausesAndLeavesThePreviousOutputForTheNextAction() async throws {
        let home = try await TestHome()
        let clock = ContinuousClock()
        let start = clock.now
        let (result, events, _) = try await home.run(try DocumentDecoder.decode(waitJSON))
        #expect(clock.now - start >= .milliseconds(50))
        #expect(dialogs(events) == ["before"])
        #expect(result.log.map(\.title) == ["Text", "Wait", "Show Result"])
    }

    @Test func cancellingTheRunEndsTheWait() async throws {
        let home = try await TestHome()
        let wait = Action(.builtIn(BuiltInCall("wait", ["seconds": .value(.number(600))])))
        let runner = ShortcutRunner(catalog: home.catalog)
        // On threads of their own, the run and the clock measure the run's answer to the
        // cancel, not how long the busy pool of a full test run takes to resume them.
        let (elapsed, error) = try await onOwnThreads { () async throws -> (Duration, RunError?) in
            let clock = ContinuousClock()
            let start = clock.now
            let run = Task(executorPreference: ThreadPerJobExecutor.shared) {
                try await runner.run(ShortcutDocument(name: "W", actions: [wait]), prompter: ScriptedPrompter([]))
            }
            try await Task.sleep(for: .milliseconds(50))
            run.cancel()
            do {
                _ = try await run.value
                return (clock.now - start, nil)
            } catch let error as RunError {
                return (clock.now - start, error)
            }
        }
        #expect(try #require(error, "the run finished").kind == .cancelled)
        print("cancellingTheRunEndsTheWait: the run ended \(elapsed) after it started")
        // The wait is ten minutes: ending well before it is the cancel's doing, however busy
        // the machine (a bound on a hang, not a performance figure).
        #expect(elapsed < .seconds(300))
    }

    @Test func aWaitFromAVariableIsCheckedWhenItRuns() async throws {
        let home = try await TestHome()
        let wait = Action(
            .builtIn(BuiltInCall("wait", ["seconds": .value(.variable(VariableReference(.shortcutInput)))])))
        let document = ShortcutDocument(name: "W", input: InputSpec(type: "double"), actions: [wait])
        await #expect(throws: RunError.self) { _ = try await home.run(document, input: 7200.0) }
        do { _ = try await home.run(document, input: 7200.0) } catch {
            #expect(error.parameter == "seconds")
            #expect(error.message.contains("at most 3600 seconds"))
        }
    }
}
