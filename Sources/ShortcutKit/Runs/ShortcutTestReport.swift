import Foundation
import IntentKit
import JSONCore

/// The results of shortcuts' tests as `shortcuts test` prints them and MCP's `test_shortcut`
/// gives them: text for a person, JSON, or JUnit XML for a CI server (docs/testing-shortcuts.md).
package struct ShortcutTestReport: Sendable {
    /// One shortcut's results.
    package struct Suite: Sendable {
        package var shortcut: String
        package var file: String
        package var results: [ShortcutTestResult]

        package init(shortcut: String, file: String, results: [ShortcutTestResult]) {
            self.shortcut = shortcut
            self.file = file
            self.results = results
        }
    }

    package var suites: [Suite]

    package init(suites: [Suite]) { self.suites = suites }

    package var count: Int { suites.reduce(0) { $0 + $1.results.count } }
    package var failures: Int { suites.reduce(0) { $0 + $1.results.filter { !$0.passed }.count } }
    package var passed: Bool { failures == 0 }

    static func milliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
    }

    /// One line a test, under its shortcut's name, and a total.
    package var lines: [String] {
        var out: [String] = []
        for suite in suites {
            out.append(suite.shortcut)
            for result in suite.results {
                let time = "(\(Self.milliseconds(result.duration)) ms)"
                switch result.verdict {
                case .passed: out.append("  ✓ \(result.name) \(time)")
                case .failed(let why): out.append("  ✗ \(result.name) \(time): \(why)")
                case .error(let why): out.append("  ! \(result.name) \(time): \(why)")
                }
            }
        }
        let failed = failures
        out.append(
            "\(count) test\(count == 1 ? "" : "s"), "
                + (failed == 0 ? "all passed" : "\(failed) failed"))
        return out
    }

    /// `{"passed": Bool, "tests": N, "failures": N, "shortcuts": [{shortcut, file, tests: [{name, outcome, message?, milliseconds}]}]}`.
    package var json: String {
        let shortcuts: [JSONNode] = suites.map { suite in
            .object([
                ("shortcut", .string(suite.shortcut)), ("file", .string(suite.file)),
                (
                    "tests",
                    .array(
                        suite.results.map { result in
                            var members: [(String, JSONNode)] = [("name", .string(result.name))]
                            switch result.verdict {
                            case .passed: members.append(("outcome", .string("passed")))
                            case .failed(let why):
                                members += [("outcome", .string("failed")), ("message", .string(why))]
                            case .error(let why): members += [("outcome", .string("error")), ("message", .string(why))]
                            }
                            members.append(("milliseconds", .number(Self.milliseconds(result.duration))))
                            return .object(members)
                        })
                ),
            ])
        }
        return JSONWriter.write(
            .object([
                ("passed", .bool(passed)), ("tests", .number(count)), ("failures", .number(failures)),
                ("shortcuts", .array(shortcuts)),
            ]))
    }

    /// JUnit XML, as CI servers read it: a `testsuite` per shortcut, a `testcase` per test, a
    /// `failure` or `error` with the message.
    package var junit: String {
        var out = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        let errors = suites.reduce(0) {
            $0 + $1.results.filter { if case .error = $0.verdict { true } else { false } }.count
        }
        out +=
            #"<testsuites name="shortcuts" tests="\#(count)" failures="\#(failures - errors)" errors="\#(errors)">"#
            + "\n"
        for suite in suites {
            let failed = suite.results.filter { if case .failed = $0.verdict { true } else { false } }.count
            let erred = suite.results.filter { if case .error = $0.verdict { true } else { false } }.count
            let seconds = Double(suite.results.reduce(0) { $0 + Self.milliseconds($1.duration) }) / 1000
            out +=
                #"  <testsuite name="\#(Self.xml(suite.shortcut))" tests="\#(suite.results.count)" failures="\#(failed)" errors="\#(erred)" time="\#(seconds)">"#
                + "\n"
            for result in suite.results {
                let time = Double(Self.milliseconds(result.duration)) / 1000
                let open =
                    #"    <testcase classname="\#(Self.xml(suite.file))" name="\#(Self.xml(result.name))" time="\#(time)""#
                switch result.verdict {
                case .passed: out += open + "/>\n"
                case .failed(let why):
                    out += open + ">\n" + #"      <failure message="\#(Self.xml(why))"/>"# + "\n    </testcase>\n"
                case .error(let why):
                    out += open + ">\n" + #"      <error message="\#(Self.xml(why))"/>"# + "\n    </testcase>\n"
                }
            }
            out += "  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }

    /// Text in an XML attribute: the five special characters escaped, and characters XML 1.0
    /// does not allow (control characters but tab, line feed and carriage return) as `?`.
    static func xml(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\t": out += "&#9;"
            default:
                let v = scalar.value
                let allowed = v >= 0x20 && !(0xD800...0xDFFF).contains(v) && v != 0xFFFE && v != 0xFFFF
                out.unicodeScalars.append(allowed ? scalar : "?")
            }
        }
        return out
    }
}
