import BlockingTestSupport
import Foundation
import ShortcutsTestSupport
import Testing

/// `shortcuts test` as CI runs it: the examples' own tests pass; a failing test fails the
/// command (exit 1) saying why, in text, JSON and JUnit XML that a real XML parser reads; a test
/// file that does not read names its line and column (exit 65); a shortcut without tests is
/// said (exit 66).
@Suite(.serialized) struct ShortcutTestsCLITests {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("cli-tests-\(UUID().uuidString)")

    @Test func theExamplesPassTheirTests() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let result = try await ShortcutsCLI.run(["test", "--folder", examplesFolder.path], home: home)
        #expect(result.status == 0, "\(result.output)\(result.error)")
        #expect(result.output.hasSuffix("all passed\n"), "\(result.output)")
        #expect(result.output.contains("✓ uses the model's facts"), "\(result.output)")
        // A folder pointed at is read, not written beside: no index file next to it.
        let beside = examplesFolder.deletingLastPathComponent()
            .appendingPathComponent(".\(examplesFolder.lastPathComponent).index")
        #expect(!FileManager.default.fileExists(atPath: beside.path))
    }

    /// A folder with Text Clean-up and a test file of one passing and one failing case.
    func folder(tests: String) throws -> URL {
        let folder = home.appendingPathComponent("library")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("tests"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: examplesFolder.appendingPathComponent("text-clean-up.json"),
            to: folder.appendingPathComponent("text-clean-up.json"))
        try Data(tests.utf8).write(to: folder.appendingPathComponent("tests/clean.json"))
        return folder
    }

    static let mixed = #"""
        {"format": 1, "shortcut": "00000000-0000-4000-8000-000000007E10", "tests": [
          {"name": "tidies", "input": "  teh  cat ", "expect": {"output": "The cat"}},
          {"name": "a <wrong> & \"odd\" expectation", "input": "dog", "expect": {"output": "Cat"}}
        ]}
        """#

    @Test func aFailingTestFailsTheCommandInEveryForm() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let folder = try folder(tests: Self.mixed)
        let text = try await ShortcutsCLI.run(["test", "--folder", folder.path], home: home)
        #expect(text.status == 1, "\(text.output)\(text.error)")
        #expect(text.output.contains("Text Clean-up\n  ✓ tidies ("), "\(text.output)")
        #expect(
            text.output.contains(#"✗ a <wrong> & "odd" expectation"#)
                && text.output.contains("expected the output “Cat”, but it was “Dog”"), "\(text.output)")
        #expect(text.output.hasSuffix("2 tests, 1 failed\n"))

        let json = try await ShortcutsCLI.run(["test", "--folder", folder.path, "--output-type", "json"], home: home)
        #expect(json.status == 1)
        let parsed = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        #expect(parsed?["tests"] as? Int == 2 && parsed?["failures"] as? Int == 1, "\(json.output)")

        let junit = try await ShortcutsCLI.run(["test", "--folder", folder.path, "--output-type", "junit"], home: home)
        #expect(junit.status == 1)
        let file = home.appendingPathComponent("results.xml")
        try Data(junit.output.utf8).write(to: file)
        // Read by Python's XML parser, as a CI server would read it.
        let python = try #require(TestPython.path)
        let script = """
            import sys, xml.etree.ElementTree as ET
            root = ET.parse(sys.argv[1]).getroot()
            cases = root.findall("./testsuite/testcase")
            print(root.get("tests"), root.get("failures"), len(cases), cases[1].get("name"), cases[1].find("failure").get("message"))
            """
        let ended = try await offThePool {
            try ChildProcess.run(python, ["-c", script, file.path], environment: ProcessInfo.processInfo.environment)
        }
        #expect(ended.status == 0, "\(String(decoding: ended.error, as: UTF8.self))\n\(junit.output)")
        #expect(
            String(decoding: ended.output, as: UTF8.self)
                == "2 1 2 a <wrong> & \"odd\" expectation expected the output “Cat”, but it was “Dog”\n")
    }

    @Test func aTestFileThatDoesNotReadIsNamedWithItsPlace() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let folder = try folder(
            tests:
                #"{"format": 1, "shortcut": "00000000-0000-4000-8000-000000007E10", "tests": [{"name": "x", "expect": {"colour": 1}}]}"#
        )
        let result = try await ShortcutsCLI.run(["test", "--folder", folder.path], home: home)
        #expect(result.status == 65, "\(result.output)\(result.error)")
        #expect(result.error.contains("clean.json:1:"), "\(result.error)")
        #expect(result.error.contains("'test.expect' has an unknown member 'colour'"), "\(result.error)")
    }

    @Test func aShortcutWithoutTestsIsSaid() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let folder = try folder(tests: Self.mixed)
        try FileManager.default.copyItem(
            at: examplesFolder.appendingPathComponent("hello.json"), to: folder.appendingPathComponent("hello.json"))
        let result = try await ShortcutsCLI.run(["test", "Hello", "--folder", folder.path], home: home)
        #expect(result.status == 66, "\(result.output)\(result.error)")
        #expect(result.error.contains("'Hello' has no tests"), "\(result.error)")
        let one = try await ShortcutsCLI.run(["test", "Text Clean-up", "--folder", folder.path], home: home)
        #expect(one.status == 1 && one.output.contains("2 tests"), "\(one.output)\(one.error)")
    }
}
