import Foundation
import TerminalNcurses
import TerminalUI

// terminal-harness: the toolkit's demo and the target of the tmux end-to-end tests.
//
//   terminal-harness [--no-mouse] [--theme FILE] [--pid-file FILE] [--allow-crash]

let arguments = Array(CommandLine.arguments.dropFirst())
@MainActor func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

var theme = Theme.default
if let path = option("--theme") {
    do {
        theme = try Theme.load(contentsOf: URL(fileURLWithPath: path))
    } catch {
        FileHandle.standardError.write(Data("terminal-harness: \(error)\n".utf8))
        exit(2)
    }
}
if let pidFile = option("--pid-file") {
    try? "\(getpid())\n".write(toFile: pidFile, atomically: true, encoding: .utf8)
}
let mouse = !arguments.contains("--no-mouse")

// Written while the screen is ours: the terminal shows it after the program ends.
FileHandle.standardError.write(Data("terminal-harness: started\n".utf8))

do {
    let final = try Terminal.run(
        HarnessApp(mouse: mouse, allowCrash: arguments.contains("--allow-crash")),
        options: Terminal.Options(theme: theme, mouse: mouse))
    print("terminal-harness: quit (name: \(final.field.text))")
} catch {
    FileHandle.standardError.write(Data("terminal-harness: \(error)\n".utf8))
    exit(1)
}
