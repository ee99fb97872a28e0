import Foundation
import IntentKit
import ShortcutModel

/// What a script file declares in its comment header: the action it becomes.
///
/// ```sh
/// #!/bin/sh
/// # @title Count Words
/// # @description Counts the words of a text.
/// # @param text text "Text"
/// # @param unit text "Unit" default=words choices=words|lines
/// # @output integer
/// # @touches files
/// # @apple is.workflow.actions.detect.number WFInput=text
/// ```
/// docs/scripts.md describes every line.
package struct ScriptHeader: Sendable, Equatable {
    package var title: String
    package var description: String?
    package var parameters: [Parameter] = []
    package var output: ScriptOutput = .text
    /// What the script touches besides running (it always runs a program).
    package var touches: SideEffects = []
    /// Seconds the script may run before it is stopped.
    package var timeout: Double = ScriptHeader.defaultTimeout
    /// The sentence, with `${name}` for parameters; `nil`: the title, parameters under "more".
    package var summary: String?
    /// Apple's Shortcuts actions the script answers to (`@apple`), for imported shortcuts.
    package var appleActions: [AppleShortcutsAction] = []

    /// The timeout of a script that declares none.
    package static let defaultTimeout: Double = 60

    /// One `@param` line.
    package struct Parameter: Sendable, Equatable {
        /// Letters, digits and `_`, starting with a letter; the script reads it as `PARAM_<NAME>`.
        package var name: String
        package var type: ScriptValueType
        package var title: String
        package var isOptional = false
        /// The value used when the shortcut gives none, as written.
        package var defaultValue: String?
        /// The values it may take (a picker offers them); empty: any.
        package var choices: [String] = []

        /// The environment variable the script reads it from.
        package var environmentName: String { "PARAM_" + name.uppercased() }
    }
}

/// A problem in a script file, naming the file and, where it is one line's fault, the line.
package struct ScriptProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file's name in the scripts folder.
    package var file: String
    /// The line, from 1.
    package var line: Int?
    package var message: String

    package init(file: String, line: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `count-words.sh:4: unknown type 'txt' …`
    package var description: String { "\(file)\(line.map { ":\($0)" } ?? ""): \(message)" }
}

extension ScriptHeader {
    /// How many lines from the top a header may take.
    static let maximumHeaderLines = 200

    /// Reads the header of `text` (a script file named `file`): the comment lines at its top
    /// (`#` or `//`), after any `#!` line, up to the first line that is neither a comment nor
    /// blank. Lines without `@` are ordinary comments. Every problem is reported, each with its line.
    package static func parse(_ text: String, file: String) -> (header: ScriptHeader?, problems: [ScriptProblem]) {
        var header = ScriptHeader(title: "")
        var problems: [ScriptProblem] = []
        var sawTitle = false
        var sawOutput = false
        var appleLines: [Int] = []
        func problem(_ line: Int, _ message: String) {
            problems.append(ScriptProblem(file: file, line: line, message: message))
        }
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            if number > maximumHeaderLines { break }
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if number == 1 && line.hasPrefix("#!") { continue }
            if line.isEmpty { continue }
            let body: Substring
            if line.hasPrefix("//") {
                body = line.dropFirst(2)
            } else if line.hasPrefix("#") {
                body = line.dropFirst()
            } else {
                break
            }
            let trimmed = body.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("@") else { continue }
            let key = String(trimmed.dropFirst().prefix { $0.isLetter })
            let rest = trimmed.dropFirst(key.count + 1).trimmingCharacters(in: .whitespaces)
            switch key {
            case "title":
                if sawTitle { problem(number, "@title appears twice") }
                guard !rest.isEmpty else {
                    problem(number, "@title needs the action's title, as in '@title Count Words'")
                    continue
                }
                header.title = rest
                sawTitle = true
            case "description":
                header.description = [header.description, rest].compactMap { $0 }.joined(separator: " ")
            case "param":
                switch parseParameter(rest) {
                case .success(let parameter):
                    if header.parameters.contains(where: { $0.name == parameter.name }) {
                        problem(number, "the parameter '\(parameter.name)' is declared twice")
                    } else {
                        header.parameters.append(parameter)
                    }
                case .failure(let error): problem(number, error.message)
                }
            case "output":
                if sawOutput { problem(number, "@output appears twice") }
                sawOutput = true
                guard let output = ScriptOutput(rawValue: rest) else {
                    problem(
                        number,
                        "unknown output '\(rest)': use one of \(ScriptOutput.allCases.map(\.rawValue).joined(separator: ", "))"
                    )
                    continue
                }
                header.output = output
            case "touches":
                for word in rest.split(whereSeparator: { $0 == " " || $0 == "," }) {
                    guard let effect = SideEffects(names: [String(word)]) else {
                        problem(
                            number,
                            "unknown effect '\(word)': use \(SideEffects.named.map(\.name).joined(separator: ", "))")
                        continue
                    }
                    header.touches.formUnion(effect)
                }
            case "timeout":
                guard let seconds = Double(rest), seconds > 0, seconds <= 86_400 else {
                    problem(number, "@timeout takes seconds, more than 0 and at most 86400 (a day)")
                    continue
                }
                header.timeout = seconds
            case "summary":
                header.summary = rest
            case "apple":
                // `@apple IDENTIFIER [APPLE_KEY=param]…`
                let words = rest.split(separator: " ").map(String.init)
                guard let identifier = words.first, identifier.contains(".") else {
                    let example = "'@apple is.workflow.actions.detect.number WFInput=text'"
                    problem(number, "@apple takes Apple's identifier, as in \(example)")
                    continue
                }
                var mapping: [String: String] = [:]
                for word in words.dropFirst() {
                    let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
                    guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                        problem(number, "'\(word)' is not APPLE_KEY=parameter")
                        continue
                    }
                    mapping[parts[0]] = parts[1]
                }
                header.appleActions.append(AppleShortcutsAction(identifier, parameters: mapping))
                appleLines.append(number)
            default:
                problem(
                    number,
                    "unknown header line '@\(key)': use @title, @description, @param, @output, @touches, @timeout, @summary or @apple"
                )
            }
        }
        if !sawTitle {
            problems.append(
                ScriptProblem(file: file, message: "has no '@title' line in its comment header, so it is not an action")
            )
        }
        if let summary = header.summary {
            for name in ScriptSummary.placeholders(in: summary)
            where !header.parameters.contains(where: { $0.name == name }) {
                problems.append(
                    ScriptProblem(file: file, message: "@summary names '${\(name)}', which is not a parameter"))
            }
        }
        for (claim, line) in zip(header.appleActions, appleLines) {
            for (key, name) in claim.parameters.sorted(by: { $0.key < $1.key })
            where !header.parameters.contains(where: { $0.name == name }) {
                problems.append(
                    ScriptProblem(
                        file: file, line: line, message: "@apple maps \(key) to '\(name)', which is not a parameter"))
            }
        }
        return (problems.isEmpty ? header : nil, problems)
    }

    /// `name type ["Title"] [optional] [default=VALUE] [choices=A|B|C]`.
    static func parseParameter(_ text: String) -> Result<Parameter, HeaderLineError> {
        let usage = "write '@param name type \"Title\" [optional] [default=value] [choices=a|b]'"
        let tokens: [HeaderToken]
        switch HeaderToken.split(text) {
        case .success(let split): tokens = split
        case .failure(let error): return .failure(error)
        }
        guard tokens.count >= 2 else { return .failure("@param needs a name and a type: \(usage)") }
        let name = tokens[0].text
        guard let first = name.unicodeScalars.first, first.properties.isAlphabetic, first.isASCII,
            name.unicodeScalars.allSatisfy({
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
            })
        else {
            return .failure("'\(name)' cannot be a parameter's name: use letters, digits and _, starting with a letter")
        }
        guard let type = ScriptValueType(rawValue: tokens[1].text) else {
            return .failure(
                "unknown type '\(tokens[1].text)' for '\(name)': use one of \(ScriptValueType.allCases.map(\.rawValue).joined(separator: ", "))"
            )
        }
        var parameter = Parameter(name: name, type: type, title: ScriptSummary.title(fromName: name))
        var rest = tokens.dropFirst(2)
        if let title = rest.first, title.quoted {
            parameter.title = title.text
            rest = rest.dropFirst()
        }
        for token in rest {
            if token.text == "optional" && !token.quoted {
                parameter.isOptional = true
            } else if token.text.hasPrefix("default=") {
                parameter.defaultValue = String(token.text.dropFirst("default=".count))
            } else if token.text.hasPrefix("choices=") {
                parameter.choices = token.text.dropFirst("choices=".count).split(separator: "|").map(String.init)
                if parameter.choices.isEmpty { return .failure("choices= of '\(name)' lists no choices") }
            } else {
                return .failure("'\(token.text)' is not understood in '\(name)': \(usage)")
            }
        }
        if !parameter.choices.isEmpty && type != .text {
            return .failure("'\(name)' has choices, so its type must be text")
        }
        if let value = parameter.defaultValue {
            if !parameter.choices.isEmpty && !parameter.choices.contains(value) {
                return .failure("the default of '\(name)', '\(value)', is not one of its choices")
            }
            if type.parse(value) == nil {
                return .failure("the default of '\(name)', '\(value)', is not \(type.readableName)")
            }
        }
        return .success(parameter)
    }
}

/// One word of a header line: plain, or in double quotes (with `\"` and `\\` inside); a
/// `key="value"` word keeps its key and loses the quotes.
struct HeaderToken: Equatable {
    var text: String
    /// Whether the whole word was in quotes (a title).
    var quoted: Bool

    static func split(_ line: String) -> Result<[HeaderToken], HeaderLineError> {
        var tokens: [HeaderToken] = []
        var current = ""
        var inQuotes = false
        var startedQuoted = false
        var hasToken = false
        var escaped = false
        for character in line {
            if escaped {
                current.append(character)
                escaped = false
            } else if inQuotes && character == "\\" {
                escaped = true
            } else if character == "\"" {
                if !hasToken { startedQuoted = true }
                inQuotes.toggle()
                hasToken = true
            } else if !inQuotes && (character == " " || character == "\t") {
                if hasToken { tokens.append(HeaderToken(text: current, quoted: startedQuoted)) }
                current = ""
                hasToken = false
                startedQuoted = false
            } else {
                current.append(character)
                hasToken = true
            }
        }
        if inQuotes { return .failure("a quote is not closed") }
        if hasToken { tokens.append(HeaderToken(text: current, quoted: startedQuoted)) }
        return .success(tokens)
    }
}

/// What is wrong with one header line (written as a string literal where it is found).
struct HeaderLineError: Error, ExpressibleByStringInterpolation {
    var message: String
    init(stringLiteral value: String) { message = value }
}
