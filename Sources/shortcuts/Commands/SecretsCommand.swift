import ArgumentParser
import Foundation
import ShortcutKit

/// `shortcuts secrets set|list|remove`: the values shortcuts name but never contain (tokens,
/// passwords), kept in the desktop keyring or a private file (docs/security.md).
struct SecretsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "secrets",
        abstract: "Keep the tokens and passwords shortcuts use, outside the shortcuts.",
        discussion: """
            A shortcut names a secret ("Authorization: Bearer ⟦Secret: GitHub token⟧"); its value \
            is kept in the desktop keyring through secret-tool when there is one, else in \
            $XDG_CONFIG_HOME/shortcuts/secrets/secrets.json, readable only by you. Values never \
            appear in shortcut files, run logs or output (they are shown as ••••).
            """,
        subcommands: [Set.self, List.self, Remove.self])

    static var store: SecretStore {
        SecretStore(environment: SystemEnvironment(variables: ProcessInfo.processInfo.environment))
    }

    /// `shortcuts secrets set NAME`: the value typed without echo, or read from standard input.
    struct Set: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "set",
            abstract: "Store a secret (typed without being shown, or from standard input with --stdin).")

        @Argument(help: "The secret's name, as shortcuts name it (\"GitHub token\").")
        var name: String

        @Flag(name: .long, help: "Read the value from standard input (to its end; one final newline is dropped).")
        var stdin = false

        func run() async throws {
            if let problem = SecretStore.problem(name: name) {
                complain(problem)
                throw Exit.usage
            }
            // The value is about to be in memory: no core file may hold it.
            CoreDumps.forbid()
            let value: String
            if stdin {
                var bytes = [UInt8]()
                while let line = readLine(strippingNewline: false) { bytes += Array(line.utf8) }
                var text = String(decoding: bytes, as: UTF8.self)
                if text.hasSuffix("\r\n") { text.removeLast() } else if text.hasSuffix("\n") { text.removeLast() }
                value = text
            } else {
                switch HiddenInput.read(prompt: "Value for '\(name)' (not shown): ") {
                case .line(let line): value = line
                case .cancelled:
                    complain("cancelled; '\(name)' is unchanged")
                    throw Exit.cancelled
                case nil:
                    complain("standard input is not a terminal: pass --stdin to read the value from it")
                    throw Exit.usage
                }
            }
            if value.isEmpty {
                complain("the value is empty; '\(name)' is unchanged")
                throw Exit.usage
            }
            let store = SecretsCommand.store
            do { try await store.set(name, to: value) } catch {
                complain(error.description)
                throw error.kind == .invalid ? Exit.usage : Exit.runFailed
            }
            printError("Stored '\(name)' in \(store.location).")
        }
    }

    /// `shortcuts secrets list`: the names, never the values.
    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list", abstract: "List the secrets' names (never their values).")

        func run() async throws {
            do {
                for name in try await SecretsCommand.store.names() { print(name) }
            } catch {
                complain(error.description)
                throw Exit.runFailed
            }
        }
    }

    /// `shortcuts secrets remove NAME`.
    struct Remove: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "remove", abstract: "Remove a secret from the keyring and the secrets file.")

        @Argument(help: "The secret's name.")
        var name: String

        func run() async throws {
            let removed: Bool
            do { removed = try await SecretsCommand.store.remove(name) } catch {
                complain(error.description)
                throw Exit.runFailed
            }
            guard removed else {
                complain("there is no secret named '\(name)' (see 'shortcuts secrets list')")
                throw Exit.notFound
            }
            printError("Removed '\(name)'.")
        }
    }
}
