import BlockingTestSupport
import Foundation
import ShortcutsTestSupport
import Testing

/// Run Shell Script from the command line: the examples (Disk Usage Warning against a stand-in
/// `df`, Git Status Digest on a repository made here), each allowed in the config file and
/// trusted explicitly; and the refusals a script gets otherwise, with their exit codes.
@Suite(.serialized) struct ShellExamplesTests {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("cli-shell-\(UUID().uuidString)")
    var config: URL { home.appendingPathComponent("config/shortcuts/config.json") }
    var bin: URL { home.appendingPathComponent("bin") }

    /// Runs the binary with `bin` first on PATH (the stand-in `df`). The wait happens on a
    /// Dispatch thread, not the cooperative pool: with two cores, tests that block the pool's
    /// threads stall every other test's timers and cancellations.
    func shortcuts(_ arguments: String...) async throws -> ShortcutsCLI.Result {
        let path = bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        return try await ShortcutsCLI.run(arguments, home: home, environment: ["PATH": path])
    }

    func allowScripts(_ on: Bool = true) throws {
        try FileManager.default.createDirectory(
            at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "{\"theme\": \"light\", \"allowRunningScripts\": \(on)}\n".write(
            to: config, atomically: true, encoding: .utf8)
    }

    func fakeDF() throws {
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try TestProgram.write(
            """
            #!/bin/sh
            cat <<'EOF'
            Filesystem     1024-blocks      Used Available Capacity Mounted on
            /dev/sda1        100000000  95000000   5000000      95% /
            tmpfs              1000000    100000    900000      10% /run
            /dev/sdb1        200000000  50000000 150000000      25% /home
            EOF

            """, to: bin.appendingPathComponent("df"))
    }

    @Test func diskUsageWarningListsTheFullDisks() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        try fakeDF()
        try allowScripts()
        let trust = try await shortcuts("trust", "Disk Usage Warning")
        #expect(trust.status == 0, "\(trust.error)")
        #expect(
            trust.output == "Trusted 'Disk Usage Warning' (disk-usage-warning.json). This shortcut runs programs.\n")

        let low = try await shortcuts("run", "Disk Usage Warning", "--input", "90", "--no-input")
        #expect(low.status == 0, "\(low.error)")
        #expect(low.output == "Low on disk space:\n/ is 95% full (/dev/sda1)\n")
        let fine = try await shortcuts("run", "Disk Usage Warning", "--input", "96", "--no-input")
        #expect(fine.output == "Every disk has room.\n", "\(fine.error)")
        let two = try await shortcuts("run", "Disk Usage Warning", "--input", "20", "--no-input")
        #expect(two.output == "Low on disk space:\n/ is 95% full (/dev/sda1)\n/home is 25% full (/dev/sdb1)\n")
    }

    @Test func gitStatusDigestSumsUpARepository() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let repository = home.appendingPathComponent("repo")
        try FileManager.default.createDirectory(at: repository, withIntermediateDirectories: true)
        func git(_ arguments: String...) async throws {
            let environment = ProcessInfo.processInfo.environment
            let status = try await offThePool {
                try ChildProcess.run(
                    "/usr/bin/env",
                    ["git", "-C", repository.path, "-c", "user.name=Ada", "-c", "user.email=ada@example.org"]
                        + arguments,
                    environment: environment
                ).status
            }
            #expect(status == 0, "git \(arguments)")
        }
        try await git("init", "-q", "-b", "main")
        try "one\n".write(to: repository.appendingPathComponent("a.txt"), atomically: true, encoding: .utf8)
        try "two\n".write(to: repository.appendingPathComponent("b.txt"), atomically: true, encoding: .utf8)
        try await git("add", "a.txt", "b.txt")
        try await git("commit", "-q", "-m", "First notes")
        try "changed\n".write(to: repository.appendingPathComponent("a.txt"), atomically: true, encoding: .utf8)
        try "new\n".write(to: repository.appendingPathComponent("c.txt"), atomically: true, encoding: .utf8)
        try "new\n".write(to: repository.appendingPathComponent("d.txt"), atomically: true, encoding: .utf8)
        try await git("add", "d.txt")

        try allowScripts()
        _ = try await shortcuts("trust", "Git Status Digest")
        let digest = try await shortcuts("run", "Git Status Digest", "--input", repository.path, "--no-input")
        #expect(digest.status == 0, "\(digest.error)")
        #expect(digest.output == "On main: 1 staged, 1 changed, 1 untracked\nLast commit: First notes (Ada)\n")

        // Not a repository: the script's exit status and its message.
        let plain = try await shortcuts(
            "run", "Git Status Digest", "--input", bin.deletingLastPathComponent().path, "--no-input")
        #expect(plain.status == 70)
        #expect(
            plain.error.contains("action 1 (Run Shell Script): the script exited with status 3: "), "\(plain.error)")
        #expect(plain.error.contains("is not in a git repository"), "\(plain.error)")
    }

    @Test func aScriptThatIsNotAllowedStopsBeforeItRunsWithExit77() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        try fakeDF()
        _ = try await shortcuts("trust", "Disk Usage Warning")
        let denied = try await shortcuts("run", "Disk Usage Warning", "--input", "90")
        #expect(denied.status == 77)
        #expect(denied.output == "")
        #expect(
            denied.error
                == "shortcuts: 'Disk Usage Warning' runs programs (Run Shell Script, action 1), and running programs is off; to allow it, set \"allowRunningScripts\": true in \(config.path), or run it from a terminal to confirm once\n"
        )
        // Answers given on the command line never confirm it.
        let answered = try await shortcuts("run", "Disk Usage Warning", "--input", "90", "--answer", "yes")
        #expect(answered.status == 77)
        // Switched off explicitly: the same.
        try allowScripts(false)
        #expect(try await shortcuts("run", "Disk Usage Warning", "--input", "90").status == 77)
        // A value that is not a Boolean is reported with its place.
        try "{\"allowRunningScripts\": \"yes\"}".write(to: config, atomically: true, encoding: .utf8)
        let bad = try await shortcuts("run", "Disk Usage Warning", "--input", "90")
        #expect(bad.status == 64)
        #expect(
            bad.error
                == "shortcuts: \(config.path):1:25: \"allowRunningScripts\" must be true or false, found a string\n")
    }

    @Test func anEditMadeOutsideAsksForTrustAgain() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        try fakeDF()
        try allowScripts()
        let file = home.appendingPathComponent("shortcuts/disk-usage-warning.json")
        let untrusted = try await shortcuts("run", "Disk Usage Warning", "--input", "90")
        #expect(untrusted.status == 77)
        #expect(
            untrusted.error.contains(
                "'Disk Usage Warning' is not trusted (new, or changed since it was accepted); to allow it, look at it and accept it with 'shortcuts trust \"Disk Usage Warning\"' or in the editor"
            ), "\(untrusted.error)")

        _ = try await shortcuts("trust", "Disk Usage Warning")
        #expect(try await shortcuts("run", "Disk Usage Warning", "--input", "90").status == 0)
        // Reformatting changes nothing of what it does: still trusted.
        let text = try String(contentsOf: file, encoding: .utf8)
        try text.replacingOccurrences(of: "\n", with: "\n  ").write(to: file, atomically: true, encoding: .utf8)
        #expect(try await shortcuts("run", "Disk Usage Warning", "--input", "90").status == 0)
        // Another program changes the script: untrusted again.
        try text.replacingOccurrences(of: "limit=", with: "echo pwned; limit=").write(
            to: file, atomically: true, encoding: .utf8)
        let edited = try await shortcuts("run", "Disk Usage Warning", "--input", "90")
        #expect(edited.status == 77)
        #expect(!edited.output.contains("pwned"))
    }

    @Test func viewAndValidateSayWhatItTouches() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let view = try await shortcuts("view", "Disk Usage Warning")
        #expect(view.status == 0, "\(view.error)")
        #expect(
            view.output.contains("This shortcut runs programs.\nNot allowed: running programs is off"), "\(view.output)"
        )
        #expect(
            view.output.contains(
                "Not trusted: 'Disk Usage Warning' (accept it with 'shortcuts trust \"Disk Usage Warning\"' or in the editor)."
            ))
        // A shortcut of apps' data only says nothing more than before.
        #expect(!(try await shortcuts("view", "Hello").output.contains("This shortcut")))
        // `actions --json` says what it touches.
        let actions = try await shortcuts("actions", "--json")
        let listed = try #require(
            try JSONSerialization.jsonObject(with: Data(actions.output.utf8)) as? [[String: Any]])
        let script = try #require(listed.first { $0["action"] as? String == "runShellScript" })
        #expect(script["effects"] as? [String] == ["runsPrograms"])
        #expect(listed.first { $0["action"] as? String == "if" }?["effects"] == nil)
        // The script reads on one line, its line breaks as ⏎.
        #expect(view.output.contains(#"  1  Run limit="${1:-90}"⏎df -P | awk"#), "\(view.output)")

        let file = home.appendingPathComponent("shortcuts/disk-usage-warning.json").path
        try allowScripts()
        _ = try await shortcuts("trust", "Disk Usage Warning")
        let validate = try await shortcuts("validate", "--permissions", "Disk Usage Warning")
        #expect(validate.status == 0, "\(validate.error)")
        #expect(
            validate.output == """
                \(file): ok
                \(file): This shortcut runs programs.
                \(file):   action 1 (Run Shell Script): runs programs
                \(file): Allowed: trusted, and allowRunningScripts set in \(config.path).

                """)
    }
}
