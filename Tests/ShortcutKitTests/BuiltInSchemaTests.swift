import BlockingTestSupport
import BundledContent
import Foundation
import JSONCore
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// docs/shortcut.schema.json: its built-in part is generated from the descriptors, and the
/// schema accepts every file the decoder reads (the examples, and mutated files that still read),
/// checked by Python's `jsonschema` through scripts/validate-shortcut-schema.
@Suite struct BuiltInSchemaTests {
    static let repository = TestRepository.root
    static let schemaFile = repository.appendingPathComponent("docs/shortcut.schema.json")

    @Test func theSchemaFileEndsWithTheGeneratedBuiltInPart() throws {
        let text = try String(contentsOf: Self.schemaFile, encoding: .utf8)
        let handWritten = text.range(of: "\n" + BuiltInSchema.marker + "\n").map {
            String(text[..<$0.lowerBound]) + "\n"
        }
        let expected = (handWritten ?? text) + BuiltInSchema.text
        if ProcessInfo.processInfo.environment["SCHEMA_WRITE"] == "1", expected != text {
            try expected.write(to: Self.schemaFile, atomically: true, encoding: .utf8)
            return
        }
        #expect(handWritten != nil, "docs/shortcut.schema.json has no line '\(BuiltInSchema.marker)'")
        #expect(text == expected, "docs/shortcut.schema.json is out of date: run the tests with SCHEMA_WRITE=1")
        // It is JSON, and names every built-in action.
        let schema = try JSONParser.parse(text)
        #expect(schema.members?.map(\.key).contains("$defs") == true)
        for descriptor in BuiltInRegistry.all {
            #expect(text.contains(#""action": {"const": "\#(descriptor.id.rawValue)"}"#), "\(descriptor.id)")
        }
    }

    @Test func everyMemberOfEveryBuiltInIsInItsEntry() {
        for descriptor in BuiltInRegistry.all {
            let entries = BuiltInSchema.entries(for: descriptor).map(JSONWriter.writeCompact)
            for member in descriptor.members.flatMap(\.written) {
                #expect(
                    entries.contains { $0.contains(#""\#(member.slot.rawValue)":"#) },
                    "\(descriptor.id).\(member.slot)")
            }
        }
    }

    /// The verdict of scripts/validate-shortcut-schema on each file, by path: its line, "ok PATH"
    /// or "invalid PATH: why". `nil` without a Python that has `jsonschema`.
    static func schemaVerdicts(_ files: [URL]) async throws -> [String: String]? {
        guard let python = TestPython.path else { return nil }
        let script = repository.appendingPathComponent("scripts/validate-shortcut-schema").path
        let ended = try await offThePool {
            try ChildProcess.run(python, [script] + files.map(\.path), environment: ProcessInfo.processInfo.environment)
        }
        guard ended.status == 0 else {
            Issue.record("validate-shortcut-schema failed: \(String(decoding: ended.error, as: UTF8.self))")
            return nil
        }
        var verdicts: [String: String] = [:]
        for line in String(decoding: ended.output, as: UTF8.self).split(separator: "\n") {
            let words = line.split(separator: " ", maxSplits: 1)
            guard words.count == 2 else { continue }
            let rest = String(words[1])
            let path = words[0] == "ok" ? rest : String(rest.prefix { $0 != ":" })
            verdicts[path] = String(line)
        }
        return verdicts
    }

    @Test func theSchemaAcceptsEveryFileTheDecoderReads() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [(url: URL, reads: Bool, isExample: Bool)] = []
        for (name, text) in ExampleShortcuts.all {
            let url = folder.appendingPathComponent(name)
            try Data(text.utf8).write(to: url)
            files.append((url, true, true))
        }
        // Mutated examples, as the fuzz test makes them: some still read, most do not.
        let mutator = ShortcutMutator(
            actionNames: BuiltInRegistry.all.map(\.id.rawValue) + ["find", "Books.OpenBook"],
            parameterNames: [:])
        let examples = ExampleShortcuts.all.map { Array($0.text.utf8) }
        for index in 0..<400 {
            var random = SplitMix64.forCase(index, seed: 0x5C4E_3A11)
            var bytes = examples[Int.random(in: 0..<examples.count, using: &random)]
            bytes = mutator.mutate(bytes, ShortcutMutator.randomKind(using: &random), &random).bytes
            let url = folder.appendingPathComponent("mutated-\(index).json")
            try Data(bytes).write(to: url)
            let reads = (try? DocumentDecoder.decode(contentsOf: url)) != nil
            files.append((url, reads, false))
        }
        guard let verdicts = try await Self.schemaVerdicts(files.map(\.url)) else {
            Issue.record("no Python with jsonschema: run .ci/run once, or set SHORTCUTS_MCP_PYTHON")
            return
        }
        let read = files.filter(\.reads)
        #expect(read.count > 40, "too few mutated files still read to tell anything: \(read.count)")
        #expect(files.contains { !$0.reads })
        for file in read {
            #expect(verdicts[file.url.path] == "ok \(file.url.path)", "\(verdicts[file.url.path] ?? "no verdict")")
        }
    }

    @Test func theSchemaRefusesWhatTheDecoderRefusesInABuiltIn() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let head = #"{"format": 1, "id": "00000000-0000-4000-8000-000000000001", "name": "T", "actions": ["#
        let cases = [
            "unknown-member":
                #"{"id": "00000000-0000-4000-8000-000000000002", "action": "count", "input": {"number": 1}, "colour": "red"}"#,
            "missing-member":
                #"{"id": "00000000-0000-4000-8000-000000000002", "action": "formatDate", "date": {"number": 1}}"#,
            "unknown-choice":
                #"{"id": "00000000-0000-4000-8000-000000000002", "action": "changeCase", "input": {"text": "a"}, "case": "sponge"}"#,
        ]
        var urls: [URL] = []
        for (name, action) in cases {
            let text = head + action + "]}"
            #expect(throws: DocumentError.self, "\(name)") { try DocumentDecoder.decode(text, file: name) }
            let url = folder.appendingPathComponent("\(name).json")
            try Data(text.utf8).write(to: url)
            urls.append(url)
        }
        guard let verdicts = try await Self.schemaVerdicts(urls) else {
            Issue.record("no Python with jsonschema: run .ci/run once, or set SHORTCUTS_MCP_PYTHON")
            return
        }
        for url in urls { #expect(verdicts[url.path]?.hasPrefix("invalid") == true, "\(url.lastPathComponent)") }
    }
}
