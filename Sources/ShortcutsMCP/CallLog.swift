import Foundation
import MCP
import ShortcutKit
import Synchronization

/// Every tool call, logged: a line on standard error (MCP keeps standard output for its
/// messages), and with `--log PATH` a line of JSON appended to that file with the arguments,
/// the duration, the outcome and the run's log of actions.
package final class CallLog: Sendable {
    let file: URL?
    let lock = Mutex(())

    init(file: URL?) { self.file = file }

    struct Line: Encodable {
        var time: String
        var tool: String
        var arguments: [String: JSON]
        var durationMilliseconds: Double
        var outcome: String
        var message: String?
        var actions: [RunLogEntry]
    }

    /// `outcome` is nil for a tool that does not exist.
    func record(tool: String, arguments: [String: JSON]?, outcome: ToolOutcome?, started: ContinuousClock.Instant) {
        let elapsed = ContinuousClock.now - started
        let milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        let state = outcome == nil ? "unknown tool" : outcome!.isError ? "error" : "ok"
        let message = outcome.flatMap { $0.isError ? $0.text : nil }
        let summary = message.map { ": " + IntentValueTextLine.oneLine($0) } ?? ""
        FileHandle.standardError.write(
            Data(
                "shortcuts mcp: \(IntentValueTextLine.oneLine(tool)) \(state) (\(String(format: "%.1f", milliseconds)) ms)\(summary)\n"
                    .utf8))
        guard let file else { return }
        let line = Line(
            time: Date.now.formatted(.iso8601), tool: tool, arguments: arguments ?? [:],
            durationMilliseconds: (milliseconds * 10).rounded() / 10, outcome: state, message: message,
            actions: outcome?.log ?? [])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(line) else { return }
        lock.withLock { _ in
            let fd = open(file.path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
            guard fd >= 0 else { return }
            defer { close(fd) }
            let bytes = data + Data("\n".utf8)
            _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        }
    }
}

/// A message on one line for the standard-error log, escaped as every message is.
enum IntentValueTextLine {
    static func oneLine(_ text: String) -> String {
        let flat = text.replacingOccurrences(of: "\n", with: " ⏎ ")
        return String(
            String.UnicodeScalarView(
                flat.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : $0 }))
    }
}
