import Foundation
import ShortcutModel

/// The desktop's programs behind Open URL, the clipboard actions and Show Notification, chosen
/// by the conventions of a Linux desktop: `$BROWSER` then `xdg-open`; `wl-copy`/`wl-paste` on
/// Wayland, `xclip` or `xsel` on X11, OSC 52 through the terminal; `notify-send`. Each failure
/// is a message for the action to report.
package enum Desktop {
    package struct Failure: Error {
        let message: String
        /// The run was cancelled while the program ran (it was killed).
        var cancelled = false
    }

    // MARK: Opening

    /// Opens `url` with the first `$BROWSER` entry that is installed (its `%s` replaced by the
    /// URL, or the URL added as its last argument), else `xdg-open`; `false` when there is no
    /// such program. A program that fails is an error.
    package static func open(_ url: String, in environment: SystemEnvironment) async throws(Failure) -> Bool {
        var candidates: [[String]] = (environment.variables["BROWSER"] ?? "").split(separator: ":").map {
            browserCommand(String($0), url: url)
        }
        candidates.append(["xdg-open", url])
        for words in candidates where !words.isEmpty {
            guard let path = environment.executable(words[0]) else { continue }
            let outcome = try await run(
                SystemCommand(path: path, arguments: Array(words.dropFirst()), environment: environment.variables),
                in: environment)
            guard outcome.status == 0 else { throw failure(words[0], outcome) }
            return true
        }
        return false
    }

    /// One `$BROWSER` entry as program and arguments: split at spaces (no shell), `%s` replaced
    /// by the URL (`%%` is a `%`), the URL added at the end when no `%s` is there.
    package static func browserCommand(_ entry: String, url: String) -> [String] {
        var placed = false
        let words = entry.split(separator: " ").map { word -> String in
            guard word.contains("%") else { return String(word) }
            var out = ""
            var chars = word.makeIterator()
            while let c = chars.next() {
                guard c == "%" else {
                    out.append(c)
                    continue
                }
                switch chars.next() {
                case "s":
                    out += url
                    placed = true
                case "%": out.append("%")
                case let other?: out += "%\(other)"
                case nil: out.append("%")
                }
            }
            return out
        }
        return words.isEmpty || placed ? words : words + [url]
    }

    // MARK: The clipboard

    /// The clipboard program for this session, `nil` when none is installed.
    package static func clipboardTool(_ environment: SystemEnvironment) -> (
        name: String, path: String, copy: [String], paste: [String]
    )? {
        let tools: [(name: String, needs: String, copy: [String], paste: [String])] = [
            ("wl-copy", "WAYLAND_DISPLAY", [], ["--no-newline"]),
            ("xclip", "DISPLAY", ["-selection", "clipboard", "-in"], ["-selection", "clipboard", "-out"]),
            ("xsel", "DISPLAY", ["--clipboard", "--input"], ["--clipboard", "--output"]),
        ]
        for tool in tools where environment.has(tool.needs) {
            // Wayland pastes with a program of its own name.
            let pasteName = tool.name == "wl-copy" ? "wl-paste" : tool.name
            if let path = environment.executable(tool.name), environment.executable(pasteName) != nil {
                return (tool.name, path, tool.copy, tool.paste)
            }
        }
        return nil
    }

    /// The largest text sent to a terminal's clipboard: terminals cap OSC 52 (xterm at about
    /// 100 000 bytes of base64).
    package static let maximumTerminalCopy = 74_000

    /// Puts `text` on the clipboard: through the desktop's program, else through the terminal.
    package static func copy(_ text: String, in environment: SystemEnvironment) async throws(Failure) {
        if let tool = clipboardTool(environment) {
            let outcome = try await run(
                SystemCommand(
                    path: tool.path, arguments: tool.copy, input: Array(text.utf8), environment: environment.variables,
                    keepsOutput: false), in: environment)
            guard outcome.status == 0 else { throw failure(tool.name, outcome) }
            return
        }
        if let terminal = environment.terminal {
            guard text.utf8.count <= maximumTerminalCopy else {
                throw Failure(
                    message:
                        "the text is \(text.utf8.count) bytes; a terminal's clipboard takes at most \(maximumTerminalCopy)"
                )
            }
            terminal("\u{1B}]52;c;\(Data(text.utf8).base64EncodedString())\u{07}")
            return
        }
        throw Failure(
            message: "there is no clipboard: install wl-clipboard (Wayland), xclip or xsel (X11), or run in a terminal")
    }

    /// The clipboard's text, through the desktop's program (a terminal's clipboard cannot be read
    /// back here).
    package static func paste(in environment: SystemEnvironment) async throws(Failure) -> String {
        guard let tool = clipboardTool(environment) else {
            throw Failure(
                message:
                    "the clipboard cannot be read: install wl-clipboard (Wayland), xclip or xsel (X11); a terminal's clipboard can only be written"
            )
        }
        let name = tool.name == "wl-copy" ? "wl-paste" : tool.name
        let path = environment.executable(name) ?? tool.path
        let outcome = try await run(
            SystemCommand(path: path, arguments: tool.paste, environment: environment.variables), in: environment)
        guard outcome.status == 0 else { throw failure(name, outcome) }
        return outcome.output
    }

    // MARK: Notifications

    /// Shows a desktop notification; `false` when `notify-send` is not installed.
    package static func notify(title: String, body: String, in environment: SystemEnvironment) async throws(Failure)
        -> Bool
    {
        guard let path = environment.executable("notify-send") else { return false }
        let outcome = try await run(
            SystemCommand(
                path: path, arguments: ["--app-name=Shortcuts", "--", title, body], environment: environment.variables),
            in: environment)
        guard outcome.status == 0 else { throw failure("notify-send", outcome) }
        return true
    }

    // MARK: Running

    private static func run(_ command: SystemCommand, in environment: SystemEnvironment) async throws(Failure)
        -> SystemCommand.Outcome
    {
        var command = command
        command.timeout = environment.programTimeout
        do { return try await command.run() } catch {
            let name = (command.path as NSString).lastPathComponent
            switch error {
            case .cancelled: throw Failure(message: "the run was cancelled", cancelled: true)
            case .timedOut:
                let limit = ShellScriptAction.secondsText(environment.programTimeout)
                throw Failure(message: "\(name) did not finish within \(limit) seconds")
            case .cannotStart(let why): throw Failure(message: "\(name) could not start: \(why)")
            }
        }
    }

    private static func failure(_ name: String, _ outcome: SystemCommand.Outcome) -> Failure {
        // A program's last words are where it says what went wrong.
        let error = outcome.error.trimmingCharacters(in: .whitespacesAndNewlines)
        let said = ValueText.oneLine(error.count <= 200 ? error : "…" + error.suffix(200))
        let status = outcome.status.map { "exit status \($0)" } ?? "a signal"
        return Failure(message: "\(name) failed (\(status))" + (said.isEmpty ? "" : ": \(said)"))
    }
}
