import Foundation
import IntentKit
import ShortcutModel
import Synchronization

/// The secrets one run has used, and the one way they are taken out of text that leaves it.
///
/// The runner records each secret's value when it resolves it for an action (``SecretResolver``)
/// and passes everything a run gives out through ``redact(_:)-(String)`` on the way: its events
/// (outputs, dialogs, snippets, notifications, errors), its log, its result, and the errors it
/// throws. Each occurrence of a value, or of its percent-encoded or JSON-escaped form (how it
/// appears in a URL's query or a JSON body an error echoes), becomes ``mask``. A run that used no
/// secret pays one atomic load per event.
package final class SecretRedactor: Sendable {
    /// What a secret's value is shown as.
    package static let mask = "••••"

    /// The forms to replace, longest first (so a value that contains another is replaced whole).
    private let forms = Mutex<[String]>([])
    private let hasForms = Atomic<Bool>(false)

    package init() {}

    /// Remembers `value` (and its encoded forms) for the rest of the run.
    package func record(_ value: String) {
        guard !value.isEmpty else { return }
        var candidates = [value]
        // Percent-encoded as a query or form sends it (`-._~` left as they are), and with
        // everything but letters and digits encoded.
        for allowed in [URLContents.unreservedCharacters, .alphanumerics] {
            if let encoded = value.addingPercentEncoding(withAllowedCharacters: allowed), encoded != value {
                candidates.append(encoded)
            }
        }
        let escaped = String(JSONView.compactText(of: value).dropFirst().dropLast())
        if escaped != value { candidates.append(escaped) }
        // As other programs write it back: percent-encoding in lower-case hex, a form's `+` for a
        // space, and JSON with every non-ASCII character escaped (Python's default `ensure_ascii`),
        // in either case of hex.
        for encoded in Array(candidates) where encoded.contains("%") {
            let lower = Self.lowercasingHex(encoded, after: "%", digits: 2)
            let plus = { (form: String) in form.replacingOccurrences(of: "%20", with: "+") }
            candidates += [lower, plus(encoded), plus(lower)]
        }
        if !value.unicodeScalars.allSatisfy(\.isASCII) {
            let ascii = Self.asciiJSON(escaped)
            candidates += [ascii, Self.lowercasingHex(ascii, after: "\\u", digits: 4)]
        }
        forms.withLock { forms in
            for candidate in candidates where !forms.contains(candidate) { forms.append(candidate) }
            forms.sort { $0.count > $1.count }
        }
        hasForms.store(true, ordering: .releasing)
    }

    /// `text` with the `digits` hex digits after each `opener` in lower case: `%C3%A9` as
    /// `%c3%a9` (two after `%`), `\u00E9` as `\u00e9` (four after `\u`).
    private static func lowercasingHex(_ text: String, after opener: String, digits: Int) -> String {
        var out = ""
        var hexLeft = 0
        for character in text {
            if hexLeft > 0 {
                hexLeft -= 1
                out += character.lowercased()
                continue
            }
            out.append(character)
            if out.hasSuffix(opener) { hexLeft = digits }
        }
        return out
    }

    /// JSON text with every non-ASCII scalar as `\uXXXX` (a UTF-16 pair past the BMP), upper-case hex.
    private static func asciiJSON(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                out.unicodeScalars.append(scalar)
            } else {
                for unit in String(scalar).utf16 { out += String(format: "\\u%04X", unit) }
            }
        }
        return out
    }

    /// A value computed from a secret (``SecretTaint``): its text, and each item's of a list or
    /// dictionary, is masked from now on as the secret's is. Pieces shorter than four characters
    /// are left: masking every "a" or "42" would hide the rest of the output with them.
    package func recordDerived(_ value: (any Sendable)?) {
        switch value {
        case nil: return
        case let list as [any Sendable]: for item in list { recordDerived(item) }
        case let dictionary as DictionaryValue: for item in dictionary.values { recordDerived(item) }
        default:
            let text = ValueText.text(of: value)
            if text.count >= 4 { record(text) }
        }
    }

    /// Whether any secret was recorded.
    package var isEmpty: Bool { !hasForms.load(ordering: .acquiring) }

    /// `text` with every recorded secret replaced by ``mask``.
    package func redact(_ text: String) -> String {
        guard !isEmpty, !text.isEmpty else { return text }
        var out = text
        for form in forms.withLock({ $0 }) where out.contains(form) {
            out = out.replacingOccurrences(of: form, with: Self.mask)
        }
        return out
    }

    /// A value given out (a run's output): text redacted, lists and dictionaries item by item;
    /// anything else (a number, a date, an entity, a file) by the text it is shown as: a value
    /// whose text holds a secret is given out as ``mask`` instead, whole (a numeric secret that
    /// went through Calculate; a file named after one).
    package func redact(_ value: (any Sendable)?) -> (any Sendable)? {
        guard !isEmpty, let value else { return value }
        switch value {
        case let text as String: return redact(text)
        case let list as [any Sendable]: return list.map { redact($0) ?? JSONNull() }
        case let dictionary as DictionaryValue:
            var out = DictionaryValue()
            for (key, item) in dictionary.entries { out[redact(key)] = redact(item) ?? JSONNull() }
            return out
        case is Bool, is JSONNull: return value
        default:
            let shown = [ValueText.text(of: value), ValueText.summary(of: value, limit: 10_000), "\(value)"]
            return shown.contains { redact($0) != $0 } ? Self.mask : value
        }
    }

    package func redact(_ error: RunError) -> RunError {
        guard !isEmpty else { return error }
        var out = error
        out.message = redact(error.message)
        return out
    }

    package func redact(_ event: RunEvent) -> RunEvent {
        guard !isEmpty else { return event }
        switch event {
        case .actionStarted: return event
        case .progress(let ref, var report):
            report.message = report.message.map(redact)
            return .progress(ref, report)
        case .actionFinished(let ref, let duration, let output):
            return .actionFinished(ref, duration: duration, output: redact(output))
        case .dialog(let ref, let dialog): return .dialog(ref, redact(dialog))
        case .snippet(let ref, let snippet):
            return .snippet(ref, redact(snippet))
        case .opens(let ref, let summary): return .opens(ref, summary: redact(summary))
        case .notification(let ref, let title, let body):
            return .notification(ref, title: redact(title), body: redact(body))
        case .actionFailed(let ref, let error): return .actionFailed(ref, redact(error))
        case .errorHandled(let ref, let error, let next): return .errorHandled(ref, redact(error), next: redact(next))
        case .log(let ref, var line):
            line.message = redact(line.message)
            return .log(ref, line)
        case .nested(let ref, let inner): return .nested(ref, redact(inner))
        }
    }

    func redact(_ dialog: IntentDialog) -> IntentDialog {
        let full = dialog.full.localizedString
        let supporting = dialog.supporting.localizedString
        let (safeFull, safeSupporting) = (redact(full), redact(supporting))
        guard safeFull != full || safeSupporting != supporting else { return dialog }
        return IntentDialog(
            full: .verbatim(safeFull), supporting: .verbatim(safeSupporting), systemImageName: dialog.systemImageName)
    }

    func redact(_ snippet: Snippet) -> Snippet {
        var safe = snippet
        safe.blocks = snippet.blocks.map(redact)
        return safe
    }

    private func redact(_ block: Snippet.Block) -> Snippet.Block {
        switch block {
        case .text(let text, let style): .text(redact(text), style: style)
        case .field(let label, let value): .field(label: redact(label), value: redact(value))
        case .table(let headers, let rows): .table(headers: headers.map(redact), rows: rows.map { $0.map(redact) })
        case .divider: .divider
        // What a button runs is not shown, only its title; the host needs its values whole.
        case .button(let title, let action): .button(title: redact(title), action: action)
        }
    }

    package func redact(_ result: RunResult) -> RunResult {
        guard !isEmpty else { return result }
        var out = result
        out.output = redact(result.output)
        out.log = result.log.map { entry in
            var entry = entry
            entry.output = redact(entry.output)
            entry.error = entry.error.map(redact)
            entry.appLog = entry.appLog?.map(redact)
            return entry
        }
        return out
    }
}

/// A prompter that asks its questions with the run's secrets redacted: a question, an option or
/// a snippet made from a value that holds one shows ••••. Answers pass unchanged.
struct RedactingPrompter: IntentPrompter {
    let inner: any IntentPrompter
    let redactor: SecretRedactor

    var hasPerson: Bool { inner.hasPerson }

    func prompt(_ request: PromptRequest) async throws -> PromptAnswer {
        guard !redactor.isEmpty else { return try await inner.prompt(request) }
        var safe = request
        safe.dialog = request.dialog.map(redactor.redact)
        safe.snippet = request.snippet.map(redactor.redact)
        safe.options = request.options.map { option in
            var option = option
            option.title = redactor.redact(option.title)
            option.subtitle = option.subtitle.map(redactor.redact)
            return option
        }
        return try await inner.prompt(safe)
    }
}
