import BlockingTestSupport
import Foundation
import JSONCore
import Testing

/// JSON Schema as Use Model's result and a shortcut test's expected output read it: a schema is
/// refused with the place that is wrong, a value gets the place it breaks, and the verdicts agree
/// with Python's `jsonschema` (the reference implementation of the draft) on a table of cases.
@Suite struct JSONSchemaTests {
    static func schema(_ text: String) throws -> JSONSchema { try JSONSchema(text: text) }

    static func violations(_ schema: String, _ value: String) throws -> [String] {
        try Self.schema(schema).violations(of: try JSONParser.parse(value)).map(\.description)
    }

    @Test func aValueIsToldWhereItBreaksTheSchema() throws {
        let book = #"""
            {"type": "object", "required": ["title", "year"], "additionalProperties": false,
             "properties": {"title": {"type": "string", "minLength": 1},
                            "year": {"type": "integer", "minimum": 1450},
                            "tags": {"type": "array", "items": {"enum": ["fiction", "poetry"]}, "uniqueItems": true}}}
            """#
        #expect(try Self.violations(book, #"{"title": "Dune", "year": 1965, "tags": ["fiction"]}"#).isEmpty)
        #expect(try Self.violations(book, #"{"title": "Dune"}"#) == ["$: needs the property 'year'"])
        #expect(
            try Self.violations(book, #"{"title": "", "year": 1965.5, "tags": ["fiction", "drama"], "by": 1}"#) == [
                "$.title: is 0 characters long, shorter than 1",
                "$.year: is 1965.5 (a number), not integer",
                #"$.tags[1]: is "drama" (a string), not one of "fiction" or "poetry""#,
                "$.by: is not a property the schema has",
            ])
        #expect(
            try Self.violations(book, #"{"title": "A", "year": 1200}"#) == ["$.year: 1200 is below the minimum, 1450"])
        #expect(try Self.violations(book, "[1]") == ["$: is an array, not object"])
        #expect(
            try Self.violations(#"{"properties": {"two words": {"type": "string"}}}"#, #"{"two words": 2}"#)
                == [#"$["two words"]: is 2 (a number), not string"#])
    }

    @Test func aSchemaThatCannotBeCheckedIsRefusedNamingItsPlace() throws {
        func problem(_ text: String) -> String? {
            do {
                _ = try JSONSchema(text: text)
                return nil
            } catch { return error.description }
        }
        #expect(
            problem(#"{"type": "object", "requried": ["a"]}"#)?.hasPrefix("at requried: 'requried' is not a keyword")
                == true)
        #expect(
            problem(#"{"properties": {"a": {"type": "text"}}}"#)?.hasPrefix(
                "at properties › a › type: 'text' is not a JSON type") == true)
        #expect(problem(#"{"unevaluatedProperties": false}"#)?.contains("use 'additionalProperties'") == true)
        #expect(problem(##"{"$ref": "#/$defs/missing"}"##)?.contains("names no schema") == true)
        #expect(
            problem(##"{"$defs": {"a": {"$ref": "#/$defs/b"}, "b": {"$ref": "#/$defs/a"}}}"##)?.contains(
                "refers to itself") == true)
        #expect(problem(#"{"pattern": "(unclosed"}"#)?.contains("not a regular expression") == true)
        #expect(problem(#"{"minItems": -1}"#) == "at minItems: must be a whole number, 0 or more")
        #expect(problem(#"{"type": "object",}"#)?.contains("expected") == true)
        #expect(problem("3") == "a schema must be an object (or true or false), not a number")
        // What only describes is allowed, a vendor's keyword too.
        #expect(
            problem(#"{"$schema": "https://json-schema.org/draft/2020-12/schema", "title": "T", "x-ui": 1}"#) == nil)
    }

    @Test func aRecursiveSchemaChecksEveryLevel() throws {
        let tree = #"""
            {"$ref": "#/$defs/node",
             "$defs": {"node": {"type": "object", "required": ["name"],
                                "properties": {"name": {"type": "string"}, "children": {"type": "array", "items": {"$ref": "#/$defs/node"}}}}}}
            """#
        #expect(
            try Self.violations(tree, #"{"name": "a", "children": [{"name": "b", "children": [{"name": "c"}]}]}"#)
                .isEmpty)
        #expect(
            try Self.violations(tree, #"{"name": "a", "children": [{"name": "b", "children": [{"title": "c"}]}]}"#)
                == ["$.children[0].children[0]: needs the property 'name'"])
        let schema = try Self.schema(tree)
        #expect(schema.type == "object")
        #expect(schema.propertyNames == ["name", "children"])
        #expect(schema.property("children")?.items?.property("name")?.type == "string")
    }

    @Test func aSchemaThatBranchesOnItselfIsCutShortAndOneThatRefersToTheWholeReads() throws {
        // Each anyOf branch the whole again: without a limit, 2^256 probes.
        let hostile = try Self.schema(##"{"anyOf": [{"$ref": "#"}, {"$ref": "#"}]}"##)
        let started = ContinuousClock.now
        let found = hostile.violations(of: try JSONParser.parse("1"))
        #expect(ContinuousClock.now - started < .seconds(30))
        #expect(
            found.first?.message.contains("too costly") == true || found.contains { $0.message.contains("anyOf") },
            "\(found)")
        // A definition may name the whole schema.
        let tree = try Self.schema(
            ##"{"type": "object", "properties": {"child": {"$ref": "#/$defs/node"}}, "$defs": {"node": {"$ref": "#"}}}"##
        )
        #expect(tree.matches(try JSONParser.parse(#"{"child": {"child": {}}}"#)))
        #expect(!tree.matches(try JSONParser.parse(#"{"child": 3}"#)))
    }

    @Test func datesAndTimesAreCheckedAsTheyAreRead() throws {
        let schema =
            #"{"type": "object", "properties": {"day": {"type": "string", "format": "date"}, "at": {"format": "date-time"}}}"#
        #expect(try Self.violations(schema, #"{"day": "2028-02-29", "at": "2026-12-25T18:30:00Z"}"#).isEmpty)
        #expect(
            try Self.violations(schema, #"{"day": "2027-02-29", "at": "tomorrow"}"#) == [
                "$.day: is not a date (2026-12-25)", "$.at: is not a date and time (2026-12-25T18:30:00Z)",
            ])
    }

    @Test func manyViolationsAreCountedToTheLimit() throws {
        let schema = try Self.schema(#"{"type": "array", "items": {"type": "string"}}"#)
        let value = try JSONParser.parse("[" + (0..<100).map(String.init).joined(separator: ",") + "]")
        #expect(schema.violations(of: value).count == 8)
        #expect(schema.violations(of: value, limit: 2).count == 2)
        #expect(!schema.matches(value))
    }

    /// Each case: a schema and values; Python's jsonschema (Draft 2020-12) and ours must agree on
    /// every one. `format` is left out: the draft makes it an annotation unless asked.
    static let table: [(schema: String, values: [String])] = [
        (#"{"type": ["string", "null"]}"#, [#""a""#, "null", "1", "[]"]),
        (#"{"type": "integer"}"#, ["1", "1.0", "1.5", #""1""#, "-0", "1e3"]),
        (
            #"{"type": "number", "exclusiveMinimum": 0, "maximum": 10, "multipleOf": 0.5}"#,
            ["0", "0.5", "10", "10.5", "3.3", "7"]
        ),
        (
            #"{"enum": [1, "a", null, [1, 2], {"k": true}]}"#,
            ["1.0", #""a""#, "null", "[1,2]", "[2,1]", #"{"k": true}"#, #"{"k": 1}"#, "false"]
        ),
        (#"{"const": {"a": 1, "b": [true]}}"#, [#"{"b": [true], "a": 1.0}"#, #"{"a": 1}"#, "1"]),
        (
            #"{"minLength": 2, "maxLength": 3, "pattern": "^[a-z]+$"}"#,
            [#""ab""#, #""abcd""#, #""a""#, #""AB""#, "12", #""é""#, #""éé""#]
        ),
        (#"{"pattern": "b"}"#, [#""abc""#, #""xyz""#]),
        (
            #"{"type": "array", "minItems": 1, "maxItems": 3, "uniqueItems": true}"#,
            ["[]", "[1]", "[1, 1.0]", "[1,2,3,4]", #"[{"a":1},{"a":1}]"#, "[[1],[2]]"]
        ),
        (
            #"{"prefixItems": [{"type": "string"}, {"type": "number"}], "items": false}"#,
            [#"["a", 1]"#, #"["a"]"#, #"["a", 1, 2]"#, "[1, 1]"]
        ),
        (
            #"{"contains": {"type": "string"}, "minContains": 2, "maxContains": 3}"#,
            [#"["a", 1, "b"]"#, #"["a"]"#, #"["a","b","c","d"]"#, "{}"]
        ),
        (
            #"{"required": ["a"], "properties": {"a": {"type": "string"}}, "additionalProperties": {"type": "number"}}"#,
            [#"{"a": "x", "b": 1}"#, #"{"a": "x", "b": "y"}"#, #"{"b": 1}"#, "[]"]
        ),
        (
            #"{"patternProperties": {"^n_": {"type": "number"}}, "additionalProperties": false}"#,
            [#"{"n_a": 1}"#, #"{"n_a": "x"}"#, #"{"m": 1}"#, "{}"]
        ),
        (
            #"{"propertyNames": {"maxLength": 2}, "minProperties": 1, "maxProperties": 2}"#,
            [#"{"ab": 1}"#, #"{"abc": 1}"#, "{}", #"{"a":1,"b":2,"c":3}"#]
        ),
        (
            #"{"dependentRequired": {"card": ["address"]}, "dependentSchemas": {"gift": {"required": ["note"]}}}"#,
            [#"{"card": 1, "address": 2}"#, #"{"card": 1}"#, #"{"gift": 1}"#, #"{"gift": 1, "note": 2}"#]
        ),
        (#"{"anyOf": [{"type": "string"}, {"minimum": 5}]}"#, [#""a""#, "6", "4", "null"]),
        (#"{"oneOf": [{"type": "integer"}, {"minimum": 5}]}"#, ["1", "7", "5.5", #""a""#]),
        (#"{"allOf": [{"type": "number"}, {"maximum": 3}], "not": {"const": 2}}"#, ["1", "2", "4", #""a""#]),
        (
            #"{"if": {"properties": {"kind": {"const": "book"}}}, "then": {"required": ["isbn"]}, "else": {"required": ["url"]}}"#,
            [
                #"{"kind": "book", "isbn": "1"}"#, #"{"kind": "book"}"#, #"{"kind": "web", "url": "u"}"#,
                #"{"kind": "web"}"#,
            ]
        ),
        (
            ##"{"items": {"$ref": "#/$defs/pair"}, "$defs": {"pair": {"type": "array", "minItems": 2, "maxItems": 2}}}"##,
            ["[[1,2]]", "[[1]]", "[]"]
        ),
        (
            ##"{"type": "object", "properties": {"next": {"$ref": "#"}}, "additionalProperties": false}"##,
            [##"{"next": {"next": {}}}"##, ##"{"next": {"other": 1}}"##]
        ),
        ("true", ["1", "null"]),
        ("false", ["1", "null"]),
    ]

    @Test func theVerdictsAgreeWithPythonsJSONSchema() async throws {
        guard let python = TestPython.path else {
            Issue.record("no Python with jsonschema: run .ci/run once, or set SHORTCUTS_MCP_PYTHON")
            return
        }
        var ours: [Bool] = []
        var cases: [String] = []
        for (schema, values) in Self.table {
            let compiled = try Self.schema(schema)
            for value in values {
                ours.append(compiled.matches(try JSONParser.parse(value)))
                cases.append(#"{"schema": \#(schema), "value": \#(value)}"#)
            }
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("jsonschema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("cases.json")
        try Data(("[" + cases.joined(separator: ",\n") + "]").utf8).write(to: file)
        let script = """
            import json, sys, jsonschema
            for case in json.load(open(sys.argv[1])):
                print("ok" if jsonschema.Draft202012Validator(case["schema"]).is_valid(case["value"]) else "no")
            """
        let ended = try await offThePool {
            try ChildProcess.run(python, ["-c", script, file.path], environment: ProcessInfo.processInfo.environment)
        }
        try #require(ended.status == 0, "\(String(decoding: ended.error, as: UTF8.self))")
        let theirs = String(decoding: ended.output, as: UTF8.self).split(separator: "\n").map { $0 == "ok" }
        try #require(theirs.count == ours.count)
        for (index, (a, b)) in zip(ours, theirs).enumerated() {
            #expect(a == b, "\(cases[index]): ours \(a), jsonschema \(b)")
        }
        #expect(theirs.contains(true) && theirs.contains(false))
    }
}
