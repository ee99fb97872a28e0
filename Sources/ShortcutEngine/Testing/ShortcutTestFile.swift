import Foundation
import JSONCore
import ShortcutModel

/// A shortcut's tests (docs/testing-shortcuts.md): a file in the `tests` folder beside the
/// shortcuts, naming the shortcut by id, with cases that each give an input, answers to its
/// questions, outputs for the actions that would touch something (stubs: a test touches nothing),
/// and what the output must be.
///
/// ```json
/// {"format": 1, "shortcut": "<shortcut id>", "tests": [
///   {"name": "counts words", "input": "one two three", "expect": {"output": "3"}}
/// ]}
/// ```
package struct ShortcutTestFile: Sendable {
    /// One case.
    package struct Case: Sendable {
        package var name: String
        /// The shortcut's input: text as it is, any other JSON as the value it stands for.
        package var input: JSONNode?
        /// The answers to the questions the run asks, in order.
        package var answers: [String]
        /// The outputs of the actions that would touch something, by action id.
        package var stubs: [UUID: JSONNode]
        package var expectation: Expectation
        /// The longest the case may run, in seconds.
        package var timeout: Double
    }

    /// What a case's run must give.
    package enum Expectation: Sendable {
        /// The output: its text for a string, else its JSON (numbers by value, objects in any order).
        case output(JSONNode)
        /// The output's text has a match of this regular expression (not anchored: `^…$` is).
        case pattern(String)
        /// The output's JSON matches this schema.
        case schema(JSONSchema)
        /// The run fails, its error having this text.
        case failure(String)
        /// The run shows this text (a dialog or a Show Result), whatever its output.
        case shows(String)
    }

    /// Why a test file cannot be read: the file, line and column, and what is wrong.
    package struct Problem: Error, Sendable, CustomStringConvertible {
        package var description: String
    }

    package static let currentFormat = 1
    /// The longest a case runs unless it says (`"timeout"`), and the most it may say.
    package static let standardTimeout = 60.0
    package static let maximumTimeout = 3600.0

    package let url: URL
    package let shortcut: UUID
    package let cases: [Case]

    /// Reads the test file at `url`.
    package static func read(_ url: URL) throws(Problem) -> ShortcutTestFile {
        let text: String
        do { text = try String(contentsOf: url, encoding: .utf8) } catch {
            throw Problem(description: "\(url.path): cannot be read: \(error.localizedDescription)")
        }
        return try parse(text, url: url)
    }

    /// Reads a test file's text.
    package static func parse(_ text: String, url: URL) throws(Problem) -> ShortcutTestFile {
        let file = url.lastPathComponent
        let root: JSONNode
        do { root = try JSONParser.parse(text) } catch {
            throw Problem(description: "\(file):\(error.line):\(error.column): \(error.message)")
        }
        do throws(JSONFormError) {
            let form = try JSONObjectForm(root, "tests file", allowed: ["format", "shortcut", "tests"])
            let format = try form.required("format")
            guard format.double == Double(currentFormat) else {
                throw JSONFormError(format, "'format' must be \(currentFormat)")
            }
            let idNode = try form.required("shortcut")
            guard let id = idNode.string.flatMap(UUID.init(uuidString:)) else {
                throw JSONFormError(idNode, "'shortcut' must be the shortcut's id (a UUID)")
            }
            let list = try form.required("tests")
            guard let items = list.array, !items.isEmpty else {
                throw JSONFormError(list, "'tests' must be a list of at least one test")
            }
            var cases: [Case] = []
            for item in items {
                let test = try readCase(item)
                if cases.contains(where: { $0.name == test.name }) {
                    throw JSONFormError(item, "two tests are called '\(test.name)'")
                }
                cases.append(test)
            }
            return ShortcutTestFile(url: url, shortcut: id, cases: cases)
        } catch {
            throw Problem(description: "\(file):\(error.line):\(error.column): \(error.message)")
        }
    }

    private static func readCase(_ node: JSONNode) throws(JSONFormError) -> Case {
        let form = try JSONObjectForm(
            node, "test", allowed: ["name", "input", "answers", "stubs", "expect", "timeout"])
        let name = try form.string("name")
        var answers: [String] = []
        if let list = form["answers"] {
            guard let items = list.array, case let texts = items.compactMap(\.string), texts.count == items.count else {
                throw JSONFormError(list, "'test.answers' must be a list of text answers")
            }
            answers = texts
        }
        var stubs: [UUID: JSONNode] = [:]
        if let object = form["stubs"] {
            guard let members = object.members else {
                throw JSONFormError(object, "'test.stubs' must be an object of outputs by action id")
            }
            for (key, value) in members {
                guard let id = UUID(uuidString: key) else {
                    throw JSONFormError(
                        line: value.keyLine, column: value.keyColumn,
                        message: "'test.stubs': '\(JSONText.excerpt(key, limit: 60))' is not an action's id (a UUID)")
                }
                stubs[id] = value
            }
        }
        var timeout = standardTimeout
        if let node = form["timeout"] {
            guard let seconds = node.double, seconds > 0, seconds <= maximumTimeout else {
                throw JSONFormError(node, "'test.timeout' must be seconds, above 0 and at most \(Int(maximumTimeout))")
            }
            timeout = seconds
        }
        return Case(
            name: name, input: form["input"], answers: answers, stubs: stubs,
            expectation: try expectation(try form.required("expect")), timeout: timeout)
    }

    private static func expectation(_ node: JSONNode) throws(JSONFormError) -> Expectation {
        let form = try JSONObjectForm(
            node, "test.expect", allowed: ["output", "pattern", "schema", "failure", "shows"])
        guard form.members.count == 1, let (key, value) = form.members.first.map({ ($0.key, $0.value) }) else {
            throw JSONFormError(node, "'test.expect' must have one of output, pattern, schema, shows or failure")
        }
        switch key {
        case "output": return .output(value)
        case "pattern":
            guard let pattern = value.string else { throw .wrongType(value, form.path(key), expected: "a string") }
            do { _ = try Regex(pattern) } catch {
                throw JSONFormError(value, "'test.expect.pattern' is not a regular expression")
            }
            return .pattern(pattern)
        case "schema":
            do throws(JSONSchema.Problem) { return .schema(try JSONSchema(value)) } catch {
                throw JSONFormError(
                    line: error.line == 0 ? value.line : error.line, column: error.line == 0 ? value.column : error.column,
                    message: "'test.expect.schema': \(error.description)")
            }
        default:
            guard let text = value.string else { throw .wrongType(value, form.path(key), expected: "a string") }
            return key == "shows" ? .shows(text) : .failure(text)
        }
    }
}
