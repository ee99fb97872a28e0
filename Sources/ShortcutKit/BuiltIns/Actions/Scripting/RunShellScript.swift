import Foundation
import IntentKit

extension BuiltInDescriptor {
    /// Run Shell Script (Apple's name): the script, run by the chosen shell or interpreter in a
    /// child process (``ScriptProcess``), with the input on standard input or as arguments and
    /// named values as environment variables; outputs standard output as text or parsed JSON.
    /// The script is plain text in the file: variables never go into it, only into arguments,
    /// standard input and the environment. Declared `.runsPrograms`, so the safety policy keeps
    /// it off until allowed (docs/security.md).
    static let runShellScript = BuiltInDescriptor(
        id: "runShellScript", title: "Run Shell Script",
        summary: "Runs a script with sh, bash, python3 or another installed interpreter, and outputs what it prints.",
        keywords: ["shell", "bash", "command", "terminal", "script", "python", "exec", "program", "cli"],
        category: "Scripting", icon: "terminal",
        members: [
            BuiltInMember("script", "Script", .text, multiline: true),
            BuiltInMember(
                "shell", "Shell", .choice(ScriptShell.allCases.map { BuiltInChoice($0.rawValue, $0.rawValue) }),
                optional: true),
            BuiltInMember("input", "Input", .value(nil), optional: true),
            BuiltInMember(
                "passInput", "Pass Input",
                .choice([BuiltInChoice("stdin", "to stdin"), BuiltInChoice("arguments", "as arguments")]),
                optional: true),
            BuiltInMember("environment", "Environment", .value(.dictionary), optional: true),
            BuiltInMember("directory", "Working Directory", .value(.string), optional: true),
            BuiltInMember("timeout", "Timeout (seconds)", .value(.double), optional: true),
            BuiltInMember(
                "outputType", "Output", .choice([BuiltInChoice("text", "Text"), BuiltInChoice("json", "JSON")]),
                optional: true),
            BuiltInMember("continueOnFailure", "Continue on Failure", .value(.boolean), optional: true),
        ],
        listing: "Run [Script] with [Shell] passing [Input] [Pass Input]", outputName: "Shell Script Result",
        takesPreviousOutput: true, effects: .runsPrograms,
        make: { input in
            var members: [SlotID: BuiltInArgument] = ["script": .text(""), "shell": .choice("sh")]
            if let input { members["input"] = .value(input) }
            return .builtIn(BuiltInCall("runShellScript", members))
        },
        behaviour: BuiltInBehaviour(
            sentence: [
                .text("Run "), .slot("script"), .text(" with "), .slot("shell"),
                .whenSet("input", [.text(" passing "), .slot("input"), .text(" "), .slot("passInput")]),
                .more("environment"), .more("directory"), .more("timeout"), .more("outputType"),
                .more("continueOnFailure"),
            ],
            outputType: { call, _ in call.choice("outputType") == "json" ? nil : .string },
            check: { call, checks in
                if (call.text("script") ?? "").allSatisfy(\.isWhitespace) { checks.error("script", "write the script") }
                let shell = call.choice("shell").flatMap(ScriptShell.init(rawValue:)) ?? .sh
                if shell.executable() == nil { checks.warning("shell", "\(shell.rawValue) is not installed here") }
                if case .number(let seconds)? = call.value("timeout"), !(seconds > 0 && seconds <= 86_400) {
                    checks.error("timeout", "must be more than 0 and at most 86400 seconds (a day)")
                }
            },
            run: { call, execution, ref in
                try await ShellScriptAction.run(call, execution, ref)
            }))
}
