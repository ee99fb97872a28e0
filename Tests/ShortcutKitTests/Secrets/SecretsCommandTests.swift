import BlockingTestSupport
import Foundation
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// `shortcuts secrets set|list|remove` on the real binary: the private file, the keyring through
/// a fake `secret-tool`, and the errors with their exit codes.
@Suite(.serialized) struct SecretsCommandTests {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("secrets-\(UUID().uuidString)")
    var folder: URL { home.appendingPathComponent("config/shortcuts/secrets") }

    func secrets(_ arguments: String..., input: String? = nil, environment: [String: String?] = [:]) async throws
        -> ShortcutsCLI.Result
    {
        // No keyring unless a test gives one: the test machine's own must not be touched.
        var changes: [String: String?] = ["DBUS_SESSION_BUS_ADDRESS": nil]
        for (key, value) in environment { changes[key] = value }
        return try await ShortcutsCLI.run(["secrets"] + arguments, home: home, input: input, environment: changes)
    }

    func mode(_ url: URL) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int)
    }

    @Test func theFileIsPrivateAndListShowsNamesOnly() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let set = try await secrets("set", "GitHub token", "--stdin", input: "ghp_s3cr3t-value\n")
        #expect(set.status == 0)
        #expect(set.error == "Stored 'GitHub token' in \(folder.path)/secrets.json.\n")
        #expect(!set.output.contains("ghp_s3cr3t") && !set.error.contains("ghp_s3cr3t"))
        #expect(try mode(folder) == 0o700)
        #expect(try mode(folder.appendingPathComponent("secrets.json")) == 0o600)
        let file = try String(contentsOf: folder.appendingPathComponent("secrets.json"), encoding: .utf8)
        #expect(file == "{\n  \"secrets\": {\n    \"GitHub token\": \"ghp_s3cr3t-value\"\n  }\n}\n")
        _ = try await secrets("set", "API key", "--stdin", input: "multi\nline")
        let list = try await secrets("list")
        #expect(list.status == 0)
        #expect(list.output == "API key\nGitHub token\n")
        #expect(!list.output.contains("ghp_") && !list.error.contains("ghp_"))
        let store = SecretStore(file: SecretFile(folder: folder), keyring: nil)
        #expect(try await store.value("API key") == "multi\nline")

        let removed = try await secrets("remove", "GitHub token")
        #expect(removed.status == 0)
        #expect(try await secrets("list").output == "API key\n")
        let missing = try await secrets("remove", "GitHub token")
        #expect(missing.status == 66)
        #expect(missing.error == "shortcuts: there is no secret named 'GitHub token' (see 'shortcuts secrets list')\n")
    }

    @Test func badNamesEmptyValuesAndNoTerminalAreUsageErrors() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let empty = try await secrets("set", "Token", "--stdin", input: "\n")
        #expect(empty.status == 64)
        #expect(empty.error == "shortcuts: the value is empty; 'Token' is unchanged\n")
        let badName = try await secrets("set", " Token", "--stdin", input: "x")
        #expect(badName.status == 64)
        #expect(badName.error == "shortcuts: a secret's name does not start or end with a space\n")
        let piped = try await secrets("set", "Token", input: "value\n")
        #expect(piped.status == 64)
        #expect(piped.error == "shortcuts: standard input is not a terminal: pass --stdin to read the value from it\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("secrets.json").path))
    }

    /// A file others may read is refused, as ssh refuses such a key; the next `set` makes it
    /// private again.
    @Test func aFileOthersMayReadIsRefusedUntilSetRepairsIt() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        _ = try await secrets("set", "Token", "--stdin", input: "abc123")
        let file = folder.appendingPathComponent("secrets.json")
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)
        let list = try await secrets("list")
        #expect(list.status == 70)
        #expect(
            list.error
                == "shortcuts: \(file.path): others may read it (mode 644); make it private with 'chmod 600 \(file.path)'\n"
        )
        _ = try await secrets("set", "Other", "--stdin", input: "def456")
        #expect(try mode(file) == 0o600)
        #expect(try await secrets("list").output == "Other\nToken\n")
    }

    /// With `secret-tool` and a session bus, secrets go to the keyring: the value on the
    /// program's standard input (never an argument), nothing in the file; a secret set in the file
    /// before is still listed and removed.
    @Test func theKeyringIsUsedWhenSecretToolIsThere() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        _ = try await secrets("set", "Old", "--stdin", input: "from-the-file")
        let keyring = try FakeKeyring()
        let environment = keyring.environment
        let set = try await secrets("set", "GitHub token", "--stdin", input: "ghp_keyring", environment: environment)
        #expect(set.status == 0)
        #expect(set.error == "Stored 'GitHub token' in the desktop keyring (secret-tool).\n")
        #expect(!keyring.arguments.contains("ghp_keyring"))
        #expect(
            keyring.arguments.contains("store --label=shortcuts: GitHub token application shortcuts name GitHub token"))
        let file = try String(contentsOf: folder.appendingPathComponent("secrets.json"), encoding: .utf8)
        #expect(!file.contains("ghp_keyring"))
        #expect(try await secrets("list", environment: environment).output == "GitHub token\nOld\n")
        let store = SecretStore(environment: SystemEnvironment(variables: keyring.variables(config: home)))
        #expect(try await store.value("GitHub token") == "ghp_keyring")
        #expect(try await store.value("Old") == "from-the-file")
        #expect(try await store.value("Nothing") == nil)
        #expect(try await secrets("remove", "GitHub token", environment: environment).status == 0)
        #expect(try await secrets("remove", "Old", environment: environment).status == 0)
        #expect(try await secrets("list", environment: environment).output == "")
    }
}

/// A `secret-tool` that keeps items as files in a folder and logs its arguments.
final class FakeKeyring: Sendable {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("keyring-\(UUID().uuidString)")
    var bin: URL { root.appendingPathComponent("bin") }
    var items: URL { root.appendingPathComponent("items") }

    static let script = #"""
        #!/bin/sh
        echo "$*" >> "$FAKE_KEYRING/arguments"
        command=$1; shift
        [ "$command" = store ] && shift
        [ "$command" = search ] && { for f in "$FAKE_KEYRING"/items/*.name; do [ -f "$f" ] || exit 1; k=${f%.name}; printf '[/x]\nlabel = l\nsecret = %s\nattribute.name = %s\nattribute.application = shortcuts\n' "$(cat "$k")" "$(cat "$f")"; done; exit 0; }
        key=$(printf %s "$4" | od -An -tx1 | tr -d ' \n')
        item="$FAKE_KEYRING/items/$key"
        case "$command" in
        store) cat > "$item"; printf %s "$4" > "$item.name" ;;
        lookup) [ -f "$item" ] || exit 1; cat "$item" ;;
        clear) rm -f "$item" "$item.name" ;;
        esac
        """#

    init() throws {
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: items, withIntermediateDirectories: true)
        try TestProgram.write(Self.script, to: bin.appendingPathComponent("secret-tool"))
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    /// The changes to a CLI run's environment that make it use this keyring.
    var environment: [String: String?] {
        [
            "PATH": "\(bin.path):/usr/bin:/bin", "FAKE_KEYRING": root.path,
            "DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent",
        ]
    }

    /// A whole environment for a ``SecretStore`` in the test process.
    func variables(config home: URL) -> [String: String] {
        var out: [String: String] = ["XDG_CONFIG_HOME": home.appendingPathComponent("config").path]
        for (key, value) in environment { out[key] = value }
        return out
    }

    /// Every call's arguments, one line each.
    var arguments: String {
        (try? String(contentsOf: root.appendingPathComponent("arguments"), encoding: .utf8)) ?? ""
    }
}
