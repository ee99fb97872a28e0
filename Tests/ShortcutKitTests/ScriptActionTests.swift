import BlockingTestSupport
import Foundation
import IntentKit
import ShortcutsTestSupport
import Testing

@testable import ShortcutEngine
@testable import ShortcutKit
@testable import ShortcutModel

/// Script actions (docs/scripts.md): the header read into an action of the Scripts app, every
/// mistake named by file and line, and the examples in Examples/scripts run from shortcuts —
/// values as arguments and variables, output as text, a number or JSON, failures with the
/// script's error, missing values asked for, and the safety policy holding them back.
@Suite struct ScriptActionTests {
    static let examples = TestRepository.root.appendingPathComponent("Examples/scripts")

    /// A scripts folder of its own with the examples and `extra` files (name → text, executable).
    static func folder(_ extra: [String: String] = [:], examples: Bool = true) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scripts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        if examples {
            for name in try FileManager.default.contentsOfDirectory(atPath: Self.examples.path) {
                // A generous timeout: the product's 60 s is a person's patience, and on a loaded
                // machine starting a script can take longer; the limit here only catches a hang.
                let text = try String(contentsOf: Self.examples.appendingPathComponent(name), encoding: .utf8)
                    .replacingOccurrences(of: "\n# @title ", with: "\n# @timeout 900\n# @title ")
                let url = folder.appendingPathComponent(name)
                try text.write(to: url, atomically: true, encoding: .utf8)
                try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
            }
        }
        for (name, text) in extra {
            let url = folder.appendingPathComponent(name)
            try text.write(to: url, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        }
        return folder
    }

    static func catalog(_ folder: URL) async throws -> Catalog {
        try await Catalog.load([]).adding([ScriptsApp.load(folder: folder)])
    }

    static func run(
        _ identifier: String, _ parameters: [String: Value], in folder: URL, answers: [PromptAnswer] = [],
        policy: SafetyPolicy = .unrestricted
    ) async throws -> RunResult {
        let catalog = try await Self.catalog(folder)
        let action = Action(.intent(identifier: identifier, parameters: parameters))
        return try await ShortcutRunner(catalog: catalog, policy: policy).run(
            ShortcutDocument(name: "Scripted", actions: [action]), prompter: ScriptedPrompter(answers))
    }

    static func text(_ string: String) -> Value { .text([.literal(string)]) }

    @Test func theExamplesBecomeActionsOfTheScriptsApp() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = ScriptsApp.load(folder: folder)
        #expect(app.problems == [])
        #expect(
            app.metadata.intents.map(\.identifier) == ["Scripts.FileInfo", "Scripts.Slugify", "Scripts.WordCount"])
        let count = try #require(app.metadata.intents.first { $0.identifier == "Scripts.WordCount" })
        #expect(count.title == "Count Text")
        #expect(count.output == .integer)
        #expect(count.sideEffects == .runsPrograms)
        #expect(count.parameters.map(\.name) == ["text", "unit"])
        #expect(count.parameters[1].type == .enumeration("Scripts.WordCountUnit"))
        #expect(count.parameters[1].defaultValue == .enumeration("words"))
        #expect(app.metadata.enums.first?.cases.map(\.value) == ["words", "lines", "characters"])
        let facts = try #require(app.metadata.intents.first { $0.identifier == "Scripts.FileInfo" })
        #expect(facts.sideEffects == [.runsPrograms, .files])
        #expect(facts.output == nil)
    }

    @Test func headerMistakesNameTheFileAndLine() {
        let text = """
            #!/bin/sh
            # @title Broken
            # @param 9lives text
            # @param count integer "Count" default=many
            # @param mode text choices=a|b default=c
            # @param size nmber
            # @output picture
            # @touches files moon
            # @colour blue
            # @summary Do ${nothing}
            echo
            """
        let problems = ScriptHeader.parse(text, file: "broken.sh").problems.map(\.description)
        #expect(
            problems == [
                "broken.sh:3: '9lives' cannot be a parameter's name: use letters, digits and _, starting with a letter",
                "broken.sh:4: the default of 'count', 'many', is not a whole number",
                "broken.sh:5: the default of 'mode', 'c', is not one of its choices",
                "broken.sh:6: unknown type 'nmber' for 'size': use one of text, integer, number, boolean, date, url",
                "broken.sh:7: unknown output 'picture': use one of text, integer, number, boolean, url, date, json, none",
                "broken.sh:8: unknown effect 'moon': use appData, files, network, runsPrograms, deletes, model, desktop",
                "broken.sh:9: unknown header line '@colour': use @title, @description, @param, @output, @touches, @timeout, @summary or @apple",
                "broken.sh: @summary names '${nothing}', which is not a parameter",
            ])
        #expect(
            ScriptHeader.parse("#!/bin/sh\necho hi\n# @title Too Late\n", file: "late.sh").problems.map(\.description)
                == ["late.sh: has no '@title' line in its comment header, so it is not an action"])
    }

    @Test func filesThatAreNotActionsAreReportedAndLeftOut() throws {
        let folder = try Self.folder(
            ["no-header.sh": "#!/bin/sh\necho hi\n", "word_count.py": "#!/bin/sh\n# @title Clash\necho\n"],
            examples: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let plain = folder.appendingPathComponent("not-executable.sh")
        try "#!/bin/sh\n# @title Plain\n".write(to: plain, atomically: true, encoding: .utf8)
        let app = ScriptsApp.load(folder: folder)
        #expect(
            app.problems.map(\.description) == [
                "no-header.sh: has no '@title' line in its comment header, so it is not an action",
                "not-executable.sh: is not executable (chmod +x not-executable.sh)",
                "word_count.py: its action would be Scripts.WordCount, which word-count.sh already is: rename one",
            ])
        #expect(app.metadata.intents.count == 3)
    }

    @Test func valuesArriveAsArgumentsAndVariablesAndTheOutputIsTyped() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let words = try await Self.run("Scripts.WordCount", ["text": Self.text("one two three")], in: folder)
        #expect(words.output as? Int == 3)
        let lines = try await Self.run(
            "Scripts.WordCount", ["text": Self.text("a\nb"), "unit": .enumCase("lines")], in: folder)
        #expect(lines.output as? Int == 2)
        let slug = try await Self.run(
            "Scripts.Slugify", ["text": Self.text("Crème Brûlée, Again!"), "separator": Self.text("_")], in: folder)
        #expect(slug.output as? String == "creme_brulee_again")
        let short = try await Self.run(
            "Scripts.Slugify", ["text": Self.text("a long title here"), "limit": .number(6)], in: folder)
        #expect(short.output as? String == "a-long")
    }

    @Test func jsonOutputIsADictionary() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let facts = try await Self.run(
            "Scripts.FileInfo", ["path": Self.text(folder.appendingPathComponent("slugify.py").path)], in: folder)
        let dictionary = try #require(facts.output as? DictionaryValue)
        #expect(dictionary["name"] as? String == "slugify.py")
        #expect(dictionary["kind"] as? String == "file")
    }

    @Test func aFailingScriptFailsTheActionWithTheEndOfItsErrors() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        await #expect {
            _ = try await Self.run("Scripts.Slugify", ["text": Self.text("!!!")], in: folder)
        } throws: { error in
            guard let error = error as? RunError else { return false }
            return error.kind == .actionFailed
                && error.message == "the script exited with status 1: there is nothing to make a slug of in '!!!'"
        }
        await #expect {
            _ = try await Self.run("Scripts.FileInfo", ["path": Self.text("/no/such/file")], in: folder)
        } throws: { error in
            (error as? RunError)?.message.contains("/no/such/file: No such file or directory") == true
        }
    }

    /// The script would sleep an hour: that the run ends at all, with the timeout's message, is
    /// the proof that the timeout stopped it. No bound on the wall clock: a loaded machine delays
    /// any timer by seconds (docs/architecture/test-concurrency.md); the time limit only catches
    /// a timeout that never fires.
    @Test(.timeLimit(.minutes(10))) func aTimeoutStopsTheScript() async throws {
        let folder = try Self.folder(
            ["slow.sh": "#!/bin/sh\n# @title Slow\n# @timeout 0.3\nsleep 3600\n"], examples: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        await #expect {
            _ = try await Self.run("Scripts.Slow", [:], in: folder)
        } throws: { error in
            (error as? RunError)?.message == "the script did not finish within 0.3 seconds and was stopped"
        }
    }

    @Test func aMissingValueIsAskedForOrFailsWithNoOneThere() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let asked = try await Self.run("Scripts.WordCount", [:], in: folder, answers: [.text("four words right here")])
        #expect(asked.output as? Int == 4)
        await #expect {
            _ = try await Self.run("Scripts.WordCount", [:], in: folder)
        } throws: { error in
            (error as? RunError)?.kind == .promptFailed && (error as? RunError)?.parameter == "text"
        }
    }

    @Test func theSafetyPolicyHoldsScriptsBackLikeRunShellScript() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        await #expect {
            _ = try await Self.run(
                "Scripts.WordCount", ["text": Self.text("a")], in: folder, policy: SafetyPolicy())
        } throws: { error in
            (error as? RunError)?.kind == .notPermitted
        }
    }

    @Test func theValidatorChecksChoices() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = try await Self.catalog(folder)
        let document = ShortcutDocument(
            name: "Bad",
            actions: [Action(.intent(identifier: "Scripts.WordCount", parameters: ["unit": .enumCase("pages")]))])
        let diagnostics = Validator(catalog: catalog).validate(document).map(\.description)
        #expect(diagnostics.contains { $0.contains("pages") })
    }

    /// `@apple` says which of Apple's actions a script answers to; a mapping to a parameter it
    /// does not have is a problem naming the line.
    @Test func aScriptAnswersToApplesAction() {
        let text = """
            #!/bin/sh
            # @title Count Text
            # @param text text "Text"
            # @param unit text "Unit" default=words choices=words|lines
            # @apple is.workflow.actions.detect.number WFInput=text
            echo
            """
        let parsed = ScriptHeader.parse(text, file: "count.sh")
        #expect(parsed.problems.isEmpty)
        #expect(
            parsed.header?.appleActions == [
                AppleShortcutsAction("is.workflow.actions.detect.number", parameters: ["WFInput": "text"])
            ])
        let wrong = ScriptHeader.parse(
            "#!/bin/sh\n# @title T\n# @apple is.workflow.actions.count Input=missing\n# @apple nodot\n", file: "w.sh")
        #expect(
            wrong.problems.map(\.description) == [
                "w.sh:4: @apple takes Apple's identifier, as in '@apple is.workflow.actions.detect.number WFInput=text'",
                "w.sh:3: @apple maps Input to 'missing', which is not a parameter",
            ])
    }
}
