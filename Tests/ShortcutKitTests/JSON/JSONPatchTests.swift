import JSONCore
import ShortcutKit
import Testing

/// JSON Patch as edit_shortcut applies it: each operation of RFC 6902 on objects and lists, the
/// pointer's escapes, all or nothing, and a failure naming its operation and place.
@Suite struct JSONPatchTests {
    static func patched(_ document: String, _ patch: String) throws -> String {
        JSONWriter.writeCompact(try JSONPatch(try JSONParser.parse(patch)).applied(to: try JSONParser.parse(document)))
    }

    static func problem(_ document: String, _ patch: String) -> String? {
        do {
            _ = try patched(document, patch)
            return nil
        } catch let error as JSONPatch.Problem {
            return error.description
        } catch {
            return "\(error)"
        }
    }

    @Test func eachOperation() throws {
        let shelf = #"{"name": "Shelf", "books": ["Dune", "Emma"]}"#
        #expect(
            try Self.patched(shelf, #"[{"op": "add", "path": "/books/1", "value": "Beloved"}]"#)
                == #"{"name": "Shelf", "books": ["Dune", "Beloved", "Emma"]}"#)
        #expect(
            try Self.patched(shelf, #"[{"op": "add", "path": "/books/-", "value": "Ulysses"}]"#)
                == #"{"name": "Shelf", "books": ["Dune", "Emma", "Ulysses"]}"#)
        #expect(
            try Self.patched(shelf, #"[{"op": "add", "path": "/owner", "value": {"id": 1}}]"#)
                == #"{"name": "Shelf", "books": ["Dune", "Emma"], "owner": {"id": 1}}"#)
        #expect(
            try Self.patched(shelf, #"[{"op": "remove", "path": "/books/0"}]"#)
                == #"{"name": "Shelf", "books": ["Emma"]}"#)
        #expect(
            try Self.patched(shelf, #"[{"op": "replace", "path": "/name", "value": "Desk"}]"#)
                == #"{"name": "Desk", "books": ["Dune", "Emma"]}"#)
        #expect(
            try Self.patched(shelf, #"[{"op": "move", "from": "/books/0", "path": "/books/-"}]"#)
                == #"{"name": "Shelf", "books": ["Emma", "Dune"]}"#)
        #expect(
            try Self.patched(shelf, #"[{"op": "copy", "from": "/name", "path": "/label"}]"#)
                == #"{"name": "Shelf", "books": ["Dune", "Emma"], "label": "Shelf"}"#)
        #expect(
            try Self.patched(
                shelf,
                #"[{"op": "test", "path": "/books/1", "value": "Emma"}, {"op": "replace", "path": "", "value": 1}]"#)
                == "1")
        // A test compares as JSON: numbers by value, objects whatever their order.
        #expect(
            try Self.patched(
                #"{"a": {"x": 1, "y": 2}}"#, #"[{"op": "test", "path": "/a", "value": {"y": 2.0, "x": 1}}]"#)
                == #"{"a": {"x": 1, "y": 2}}"#)
        // ~1 is a slash and ~0 a tilde in a member's name.
        #expect(
            try Self.patched(
                #"{"a/b": 1, "c~d": 2}"#,
                #"[{"op": "remove", "path": "/a~1b"}, {"op": "replace", "path": "/c~0d", "value": 3}]"#)
                == #"{"c~d": 3}"#)
    }

    @Test func aFailureNamesItsOperationAndLeavesNothingHalfDone() throws {
        let shelf = #"{"books": ["Dune"]}"#
        #expect(
            Self.problem(shelf, #"[{"op": "add", "path": "/x", "value": 1}, {"op": "remove", "path": "/books/3"}]"#)
                == "operation 2: nothing is at /books/3 (the list has 1 items)")
        #expect(
            Self.problem(shelf, #"[{"op": "test", "path": "/books/0", "value": "Emma"}]"#)
                == #"operation 1: the value at /books/0 is "Dune", not the one tested"#)
        #expect(
            Self.problem(shelf, #"[{"op": "add", "path": "/books/5", "value": 1}]"#)?.contains("add at 0 to 1, or -")
                == true)
        #expect(
            Self.problem(shelf, #"[{"op": "add", "path": "/missing/x", "value": 1}]"#)
                == "operation 1: nothing is at /missing")
        #expect(
            Self.problem(shelf, #"[{"op": "move", "from": "/books", "path": "/books/0"}]"#)
                == "operation 1: cannot move a value into itself")
        #expect(Self.problem(shelf, #"[{"op": "merge", "path": "/books"}]"#)?.contains("is not an operation") == true)
        #expect(Self.problem(shelf, #"[{"op": "remove", "path": "books"}]"#)?.contains("is not a JSON Pointer") == true)
        #expect(Self.problem(shelf, #"{"op": "remove"}"#) == "a patch must be a list of operations, not an object")
        #expect(
            Self.problem(shelf, #"[{"op": "replace", "path": "/books/01", "value": 1}]"#)?.contains(
                "nothing is at /books/01") == true)
    }

    @Test func aDiffMarksWhatChanged() {
        let old = ["one", "two", "three", "four"]
        let new = ["one", "2", "three", "four", "five"]
        #expect(LineDiff.lines(from: old, to: new) == ["  one", "- two", "+ 2", "  three", "  four", "+ five"])
        let long = (1...20).map(String.init)
        var changed = long
        changed[10] = "eleven"
        #expect(
            LineDiff.hunks(from: long, to: changed, context: 1) == ["@@ line 10", "  10", "- 11", "+ eleven", "  12"])
        #expect(LineDiff.hunks(from: long, to: long).isEmpty)
    }
}
