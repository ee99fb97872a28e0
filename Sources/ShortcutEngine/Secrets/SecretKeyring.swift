import Foundation
import ShortcutModel

/// Secrets in the desktop keyring (GNOME Keyring, KeePassXC … through the Secret Service), by
/// way of libsecret's `secret-tool`: each secret is an item labelled "shortcuts: NAME" with the
/// attributes `application shortcuts` and `name NAME`. The value goes to `secret-tool store` on
/// its standard input, never as an argument (which `ps` would show).
package struct SecretKeyring: Sendable {
    /// `secret-tool`'s path.
    package let program: String
    let environment: [String: String]

    /// The keyring, when `secret-tool` is on `PATH` and a session bus is there to reach it.
    package static func available(in environment: SystemEnvironment) -> SecretKeyring? {
        guard environment.has("DBUS_SESSION_BUS_ADDRESS"), let path = environment.executable("secret-tool") else {
            return nil
        }
        return SecretKeyring(program: path, environment: environment.variables)
    }

    private func attributes(_ name: String) -> [String] { ["application", "shortcuts", "name", name] }

    private func run(_ arguments: [String], input: String = "") async throws(SecretError) -> SystemCommand.Outcome {
        let command = SystemCommand(
            path: program, arguments: arguments, input: Array(input.utf8), environment: environment,
            timeout: .seconds(30))
        do { return try await command.run() } catch {
            switch error {
            case .timedOut: throw SecretError(.storeFailed, "secret-tool did not answer within 30 seconds")
            case .cancelled: throw SecretError(.storeFailed, "cancelled")
            case .cannotStart(let reason): throw SecretError(.storeFailed, "secret-tool cannot start: \(reason)")
            }
        }
    }

    private func failure(_ what: String, _ outcome: SystemCommand.Outcome) -> SecretError {
        let said = outcome.error.trimmingCharacters(in: .whitespacesAndNewlines)
        let status = outcome.status.map { "exit status \($0)" } ?? "killed"
        return SecretError(.storeFailed, "secret-tool \(what) failed (\(status))\(said.isEmpty ? "" : ": \(said)")")
    }

    func set(_ name: String, to value: String) async throws(SecretError) {
        let outcome = try await run(["store", "--label=shortcuts: \(name)"] + attributes(name), input: value)
        guard outcome.status == 0 else { throw failure("store", outcome) }
    }

    /// The value, `nil` when the keyring has no such item (`secret-tool lookup` exits 1 saying
    /// nothing).
    func value(_ name: String) async throws(SecretError) -> String? {
        let outcome = try await run(["lookup"] + attributes(name))
        if outcome.status == 1, outcome.error.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return nil }
        guard outcome.status == 0 else { throw failure("lookup", outcome) }
        return outcome.output
    }

    /// The names of the items with `application shortcuts`, from `secret-tool search --all`'s
    /// `attribute.name = NAME` lines (the values it prints beside them are dropped at once).
    func names() async throws(SecretError) -> [String] {
        let outcome = try await run(["search", "--all", "application", "shortcuts"])
        // Nothing found is exit status 1 and no output.
        if outcome.status == 1, outcome.output.isEmpty { return [] }
        guard outcome.status == 0 else { throw failure("search", outcome) }
        let prefix = "attribute.name = "
        return outcome.output.split(separator: "\n").compactMap { line in
            line.hasPrefix(prefix) ? String(line.dropFirst(prefix.count)) : nil
        }
    }

    /// Removes the item; `false` when there was none.
    func remove(_ name: String) async throws(SecretError) -> Bool {
        guard try await value(name) != nil else { return false }
        let outcome = try await run(["clear"] + attributes(name))
        guard outcome.status == 0 else { throw failure("clear", outcome) }
        return true
    }
}
