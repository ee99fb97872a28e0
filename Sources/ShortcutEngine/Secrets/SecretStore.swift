import Foundation
import ShortcutModel

/// Where the person keeps the values a shortcut must not contain: tokens, passwords, API keys.
/// A shortcut names a secret (`{"secret": "GitHub token"}`); the value is looked up here when an
/// action needs it, and never written into a shortcut, a log or the output (docs/security.md).
///
/// Two places, chosen by what the machine has:
/// - the desktop keyring, through `secret-tool` (libsecret), when it is on `PATH` and a session
///   bus is there (`DBUS_SESSION_BUS_ADDRESS`);
/// - else a file of the person's own, `$XDG_CONFIG_HOME/shortcuts/secrets/secrets.json` (mode
///   0600 in a 0700 folder), written atomically under a lock.
///
/// A secret is written to the first that is available, read from the keyring and then the file,
/// and removed from both, so a secret set before the keyring appeared still works.
package struct SecretStore: Sendable {
    /// The file store; `nil` when neither `XDG_CONFIG_HOME` nor `HOME` is set.
    package let file: SecretFile?
    /// The keyring, when `secret-tool` and a session bus are there.
    package let keyring: SecretKeyring?

    package init(file: SecretFile?, keyring: SecretKeyring?) {
        self.file = file
        self.keyring = keyring
    }

    /// The store of a process with `environment`'s variables: its config folder's file, and the
    /// keyring when it is available.
    package init(environment: SystemEnvironment) {
        let variables = environment.variables
        var configuration: URL?
        if let config = variables["XDG_CONFIG_HOME"], !config.isEmpty {
            configuration = URL(fileURLWithPath: config)
        } else if let home = variables["HOME"], !home.isEmpty {
            configuration = URL(fileURLWithPath: home).appendingPathComponent(".config")
        }
        file = configuration.map {
            SecretFile(folder: $0.appendingPathComponent("shortcuts").appendingPathComponent("secrets"))
        }
        keyring = SecretKeyring.available(in: environment)
    }

    /// Where ``set(_:to:)`` writes: "the keyring" or the file's path.
    package var location: String {
        if keyring != nil { return "the desktop keyring (secret-tool)" }
        return file?.url.path ?? "nowhere (neither XDG_CONFIG_HOME nor HOME is set)"
    }

    /// Why `name` cannot name a secret, `nil` when it can (``SecretName/problem(_:)``).
    package static func problem(name: String) -> String? { SecretName.problem(name) }

    /// Stores `value` as the secret `name` (replacing one of that name), in the keyring when
    /// there is one (then any copy in the file is removed), else in the file.
    package func set(_ name: String, to value: String) async throws(SecretError) {
        if let problem = Self.problem(name: name) { throw SecretError(.invalid, problem) }
        if value.isEmpty { throw SecretError(.invalid, "the value of '\(name)' is empty") }
        if let keyring {
            try await keyring.set(name, to: value)
            _ = try file?.remove(name)
            return
        }
        guard let file else { throw SecretError(.storeFailed, "neither XDG_CONFIG_HOME nor HOME is set") }
        try file.set(name, to: value)
    }

    /// The value of the secret `name`; `nil` when there is none.
    package func value(_ name: String) async throws(SecretError) -> String? {
        if let keyring, let value = try await keyring.value(name) { return value }
        return try file?.value(name)
    }

    /// The names of every secret, sorted, each once.
    package func names() async throws(SecretError) -> [String] {
        var names = Set(try file?.names() ?? [])
        if let keyring { names.formUnion(try await keyring.names()) }
        return names.sorted { $0.localizedStandardCompare($1) == .orderedAscending }
    }

    /// Removes the secret `name` from everywhere it is; `false` when it was nowhere.
    package func remove(_ name: String) async throws(SecretError) -> Bool {
        var removed = try file?.remove(name) ?? false
        if let keyring, try await keyring.remove(name) { removed = true }
        return removed
    }
}

/// Why a secret could not be stored, read or removed.
package struct SecretError: Error, Sendable, CustomStringConvertible {
    package enum Kind: Sendable, Equatable {
        /// A name or value that cannot be stored.
        case invalid
        /// The file or the keyring failed.
        case storeFailed
    }

    package var kind: Kind
    package var description: String

    package init(_ kind: Kind, _ description: String) {
        self.kind = kind
        self.description = description
    }
}
