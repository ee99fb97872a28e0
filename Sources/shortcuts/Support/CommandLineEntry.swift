import ArgumentParser
import Glibc

extension ShortcutsCommand {
    /// The entry point: ArgumentParser's own, except that its messages go through
    /// ``StandardStreams`` too. A usage error quotes what was typed (`Unexpected argument
    /// '…'`), which may hold anything; help, `--version` and completion scripts are our text and
    /// reach standard output as data (exact to a pipe).
    static func main() async {
        CrashReporterChoice.settle()
        do {
            var command = try await asyncParseAsRoot()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if !message.isEmpty {
                if code == .success { StandardStreams.data(message + "\n") } else { printError(message) }
            }
            Glibc.exit(code.rawValue)
        }
    }
}
