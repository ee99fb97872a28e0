import Foundation
import Hashing
import IntentKit
import ShortcutsTestSupport
import Testing

@testable import ShortcutEngine
@testable import ShortcutKit
@testable import ShortcutModel

/// The safety policy before the first action: denied with a message naming the action, the
/// permission and how to grant it; trust per content hash; a run with no one there never
/// confirms; a confirmation runs it once and trusts it.
@Suite struct SafetyPolicyTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trust-\(UUID().uuidString)")
    var store: TrustStore { TrustStore(file: folder.appendingPathComponent("trusted.json")) }

    static let marker = "ran-\(UUID().uuidString)"

    /// Prints a marker (no script runs unless admitted) after a first action that touches nothing.
    static func document(name: String = "Digest", script: String = "echo \(marker)") -> ShortcutDocument {
        ShortcutDocument(
            name: name,
            actions: [
                Action(.comment("a note")),
                Action(.builtIn(BuiltInCall("runShellScript", ["script": .text(script), "shell": .choice("sh")]))),
            ])
    }

    func run(_ document: ShortcutDocument, _ policy: SafetyPolicy) async throws(RunError) -> (any Sendable)? {
        let catalog: Catalog
        do { catalog = try await Catalog.load([]) } catch { throw RunError(.actionFailed, "\(error)") }
        let events = Events()
        do {
            return try await ShortcutRunner(catalog: catalog, policy: policy).run(
                document, prompter: ScriptedPrompter([]), events: events.append
            ).output
        } catch {
            // Denied means denied before the first action: nothing started.
            if error.kind == .notPermitted || error.kind == .cancelled { #expect(events.count == 0) }
            throw error
        }
    }

    final class Events: @unchecked Sendable {
        private let lock = NSLock()
        private var seen = 0
        var count: Int { lock.withLock { seen } }
        func append(_ event: RunEvent) { lock.withLock { seen += 1 } }
    }

    @Test func aScriptThatIsNotAllowedFailsBeforeItsFirstActionSayingHowToAllowIt() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = Self.document()
        try store.trust(document)
        let policy = SafetyPolicy(trust: .store(store), configHint: "~/.config/shortcuts/config.json")
        let error = await #expect(throws: RunError.self) { _ = try await run(document, policy) }
        #expect(error?.kind == .notPermitted)
        #expect(
            error?.message
                == "'Digest' runs programs (Run Shell Script, action 2), and running programs is off; to allow it, set \"allowRunningScripts\": true in ~/.config/shortcuts/config.json, or run it from a terminal to confirm once"
        )
        // Allowed in the config, and trusted: it runs.
        var allowed = policy
        allowed.allowed = .runsPrograms
        #expect(try await run(document, allowed) as? String == Self.marker)
    }

    @Test func trustIsPerContentHash() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = Self.document()
        #expect(!store.isTrusted(document))
        try store.trust(document)
        #expect(store.isTrusted(document))
        // Another process's store on the same file sees it.
        #expect(TrustStore(file: store.file).isTrusted(document))
        #expect(TrustStore.hash(of: document).count == 64)

        // An outside edit: another version, untrusted, and it does not run.
        var edited = document
        edited.actions[1] = Action(
            id: document.actions[1].id,
            .builtIn(BuiltInCall("runShellScript", ["script": .text("echo changed"), "shell": .choice("sh")])))
        #expect(!store.isTrusted(edited))
        let policy = SafetyPolicy(allowed: .runsPrograms, trust: .store(store))
        let error = await #expect(throws: RunError.self) { _ = try await run(edited, policy) }
        #expect(error?.kind == .notPermitted)
        #expect(
            error?.message
                == "'Digest' runs programs (Run Shell Script, action 2), and 'Digest' is not trusted (new, or changed since it was accepted); to allow it, look at it and accept it with 'shortcuts trust \"Digest\"' or in the editor"
        )

        // A save in the editor carries the trust from the version on disk to the saved one.
        #expect(try store.carryTrust(from: document, to: edited))
        #expect(store.isTrusted(edited))
        #expect(try await run(edited, policy) as? String == "changed")
        // From an untrusted version, it carries nothing.
        let third = Self.document(script: "echo third")
        let fourth = Self.document(script: "echo fourth")
        #expect(try !store.carryTrust(from: third, to: fourth))
        #expect(!store.isTrusted(fourth))

        try store.distrust(edited)
        #expect(!store.isTrusted(edited))
        #expect(store.isTrusted(document))
    }

    @Test func aRunWithNoOneThereNeverConfirms() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        // Neither allowed nor trusted, and no confirmer: refused, nothing recorded.
        let document = Self.document()
        let error = await #expect(throws: RunError.self) {
            _ = try await run(document, SafetyPolicy(trust: .store(store)))
        }
        #expect(error?.kind == .notPermitted)
        #expect(error?.message.contains("running programs is off") == true)
        #expect(error?.message.contains("is not trusted") == true)
        #expect(!store.isTrusted(document))

        // A confirmer that cannot answer (a prompter with no one behind it) does not confirm either.
        let unavailable = await #expect(throws: RunError.self) {
            _ = try await run(document, SafetyPolicy(trust: .store(store), confirmer: NonInteractivePrompter()))
        }
        #expect(unavailable?.kind == .notPermitted)
        #expect(!store.isTrusted(document))
    }

    @Test func aConfirmationRunsItOnceAndTrustsIt() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = Self.document()
        let no = ScriptedPrompter([.confirmed(false)])
        let declined = await #expect(throws: RunError.self) {
            _ = try await run(document, SafetyPolicy(trust: .store(store), confirmer: no))
        }
        #expect(declined?.kind == .cancelled)
        #expect(declined?.message == "'Digest' was not run: running programs was not allowed")
        #expect(!store.isTrusted(document))

        let yes = ScriptedPrompter([.confirmed(true)])
        #expect(try await run(document, SafetyPolicy(trust: .store(store), confirmer: yes)) as? String == Self.marker)
        let asked = try #require(yes.requests.first)
        #expect(asked.kind == .confirmation)
        #expect(
            asked.question
                == "'Digest' runs programs (Run Shell Script, action 2). Running programs is off; 'Digest' is not trusted (new, or changed since it was accepted). Trust it and run it?"
        )
        #expect(store.isTrusted(document))
        // Trusted now, still not allowed in the config: the next run asks again, for this run only.
        let again = ScriptedPrompter([.confirmed(true)])
        _ = try await run(document, SafetyPolicy(trust: .store(store), confirmer: again))
        #expect(again.requests.first?.question.hasSuffix("Run it this time?") == true)
    }

    @Test func aShortcutThatRunsAScriptThroughAnotherNeedsPermissionToo() async throws {
        let inner = Self.document(name: "Inner")
        let outer = ShortcutDocument(
            name: "Outer",
            actions: [Action(.builtIn(BuiltInCall(.runShortcut, [.shortcut: .text(inner.id.uuidString)])))])
        let catalog = try await Catalog.load([]).with(shortcuts: ShortcutDirectory([inner, outer]))
        let effects = catalog.effects(of: outer)
        #expect(effects.total == .runsPrograms)
        #expect(effects.summary == "This shortcut runs programs.")
        #expect(effects.firstAction(with: .runsPrograms, in: "Outer") == "Run Shell Script, action 2 of 'Inner'")
        let error = await #expect(throws: RunError.self) {
            _ = try await ShortcutRunner(catalog: catalog).run(outer, prompter: ScriptedPrompter([]))
        }
        #expect(error?.kind == .notPermitted)
        // Only the shortcut with the script needs trust.
        let (_, untrusted) = SafetyPolicy(allowed: .runsPrograms).problems(outer, effects: effects)
        #expect(untrusted.map(\.name) == ["Inner"])
    }

    @Test func aShortcutThatTouchesNothingGatedNeedsNothing() async throws {
        let plain = ShortcutDocument(name: "Plain", actions: [Action(.comment("hi"))])
        let catalog = try await Catalog.load([])
        #expect(catalog.effects(of: plain).total.isEmpty)
        _ = try await ShortcutRunner(catalog: catalog).run(plain, prompter: ScriptedPrompter([]))
    }

    @Test func sha256MatchesTheStandardsVectors() {
        #expect(SHA256.hex("".utf8) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex("abc".utf8) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            SHA256.hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(
            SHA256.hex(Array(repeating: UInt8(ascii: "a"), count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// Ids made from a hash: the same text, the same id, shaped as a name-based UUID (version 5,
    /// RFC 4122 variant); another text, another id.
    @Test func uuidsMadeFromTextAreTheSameForTheSameText() {
        let id = SHA256.uuid(of: "snippet button\nBooks.MarkAsRead")
        #expect(id == SHA256.uuid(of: "snippet button\nBooks.MarkAsRead"))
        #expect(id != SHA256.uuid(of: "snippet button\nBooks.OpenBook"))
        let text = id.uuidString
        #expect(text[text.index(text.startIndex, offsetBy: 14)] == "5")
        #expect("89AB".contains(text[text.index(text.startIndex, offsetBy: 19)]))
        // The digest's first bytes, with the version and variant bits set.
        let digest = SHA256.hex("abc".utf8)
        #expect(SHA256.uuid(of: "abc").uuidString.lowercased().hasPrefix(String(digest.prefix(8))))
    }
}
