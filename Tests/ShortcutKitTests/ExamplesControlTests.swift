import Foundation
import ShortcutsTestSupport
import Testing

/// The examples of Run Shortcut, Choose from List and Show Alert, run from the command line
/// as a script would: exact output, answers given with `--answer`.
@Suite(.serialized) struct ExamplesControlTests {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("cli-ctrl-\(UUID().uuidString)")

    func shortcuts(_ arguments: String...) async throws -> ShortcutsCLI.Result {
        try await ShortcutsCLI.run(arguments, home: home)
    }

    /// Workshop Welcome calls Write a Welcome once per name, as a function.
    @Test func aShortcutCallsAnotherAsAFunction() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let run = try await shortcuts("run", "Workshop Welcome", "--no-input")
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output == "Hello, Ada!\nHello, Grace!\nHello, Linus!\n")
        #expect(run.error.isEmpty, "\(run.error)")
        // The function on its own, with an input.
        let alone = try await shortcuts("run", "Write a Welcome", "--input", "Ada", "-o", "-")
        #expect(alone.output == "Hello, Ada!\n")
        // Its sentence names the shortcut it runs.
        let view = try await shortcuts("view", "Workshop Welcome")
        #expect(view.output.contains("4      Run Write a Welcome with ⟦Repeat Item⟧"), "\(view.output)")
    }

    @Test func aMissingShortcutToRunIsAnErrorBeforeTheRun() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        _ = try await shortcuts("list")
        try FileManager.default.removeItem(at: home.appendingPathComponent("shortcuts/write-a-welcome.json"))
        let run = try await shortcuts("run", "Workshop Welcome", "--no-input")
        #expect(run.status == 65)
        #expect(
            run.error.contains(
                "action 4 (Run Shortcut), parameter 'shortcut': no shortcut in the library has the id 00000000-0000-4000-8000-0000000C7100"
            ), "\(run.error)")
    }

    /// Your Coffee Order asks which coffee, then confirms with an alert; --answer gives both answers.
    @Test func chooseFromListAndShowAlertTakeAnswersFromTheCommandLine() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let latte = try await shortcuts("run", "Your Coffee Order", "--answer", "2", "--answer", "ok")
        #expect(latte.status == 0, "\(latte.error)")
        #expect(latte.output == "One Latte, coming up.\n")
        #expect(latte.error == "? What would you like?\n> 2\n? Order a Latte?\n> ok\n")

        // Cancel stops the shortcut, as in Shortcuts: nothing after the alert runs, and that is no error.
        let cancelled = try await shortcuts("run", "Your Coffee Order", "--answer", "cappuccino", "--answer", "cancel")
        #expect(cancelled.status == 0, "\(cancelled.error)")
        #expect(cancelled.output == "")
    }

    /// Without answers, the run stops at the question: it never picks or confirms on its own.
    @Test func aRunWithNoOneToAnswerStopsAtTheQuestion() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let none = try await shortcuts("run", "Your Coffee Order", "--no-input")
        #expect(none.status == 69)
        #expect(
            none.error.contains(
                "'Your Coffee Order' stopped at action 1 (Choose from List), parameter 'list': needs an answer to \"What would you like?\""
            ), "\(none.error)")
        // A number with no option is refused, never passed on as another one (issue 29, item 21).
        let nine = try await shortcuts("run", "Your Coffee Order", "--answer", "9", "--answer", "ok")
        #expect(nine.status != 0 && nine.output == "", "\(nine.output)")
        #expect(
            nine.error.contains("the answer '9' is refused: there is no option 9: the options are 1 to"),
            "\(nine.error)")
        let onlyOne = try await shortcuts("run", "Your Coffee Order", "--answer", "Espresso")
        #expect(onlyOne.status == 69)
        #expect(onlyOne.error.contains("stopped at action 2 (Show Alert): needs an answer to \"Order a Espresso?\""))
        #expect(onlyOne.output == "")
    }

    /// `actions` lists the new actions, and `--json` has each with its members.
    @Test func actionsListsTheControlActions() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let text = try await shortcuts("actions")
        for line in [
            "  chooseFromList                     Choose from [List]",
            "  showAlert                          Show alert [Message]",
            "  runShortcut                        Run [Shortcut] with [Input]",
        ] {
            #expect(text.output.contains(line + "\n"), "\(line)")
        }
        let json = try await shortcuts("actions", "--json")
        let actions = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
        let run = try #require(actions.first { $0["identifier"] as? String == "runShortcut" })
        let members = (run["parameters"] as? [[String: Any]])?.map { "\($0["name"]!):\($0["type"]!)" }
        #expect(members == ["shortcut:shortcut", "input:value"])
    }
}
