import Foundation
import TerminalUI
import Testing

/// Compares `text` with the snapshot `__Snapshots__/<test file name>/<name>.txt` beside the test
/// file. A missing snapshot (or `SNAPSHOT_RECORD=1`) is recorded and the test fails once, so a
/// new snapshot is always looked at; otherwise a difference is reported line by line.
public func assertTextSnapshot(
    _ text: String, named name: String,
    filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
    let test = URL(fileURLWithPath: filePath)
    let directory = test.deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")
        .appendingPathComponent(test.deletingPathExtension().lastPathComponent)
    let file = directory.appendingPathComponent("\(name).txt")
    let recording = ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"] == "1"
    guard !recording, let expected = try? String(contentsOf: file, encoding: .utf8) else {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
            Issue.record("Recorded snapshot \(name); check it and run again", sourceLocation: sourceLocation)
        } catch {
            Issue.record("Cannot record snapshot \(name): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    guard expected != text else { return }
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let actualLines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let differences = (0..<max(expectedLines.count, actualLines.count)).compactMap { index -> String? in
        let old = index < expectedLines.count ? String(expectedLines[index]) : "∅"
        let new = index < actualLines.count ? String(actualLines[index]) : "∅"
        return old == new ? nil : "line \(index + 1):\n  - \(old)\n  + \(new)"
    }
    Issue.record(
        "Snapshot \(name) differs (SNAPSHOT_RECORD=1 to accept):\n\(differences.joined(separator: "\n"))",
        sourceLocation: sourceLocation)
}

/// Compares a frame's text with a snapshot (see `assertTextSnapshot(_:named:)`).
public func assertSnapshot(
    _ buffer: ScreenBuffer, named name: String,
    filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
    assertTextSnapshot(buffer.snapshotText, named: name, filePath: filePath, sourceLocation: sourceLocation)
}

extension ScreenBuffer {
    /// The frame as snapshot text: every row framed by `│` so trailing spaces show and the
    /// right edge lines up (CJK and emoji included, in any editor with the same widths).
    public var snapshotText: String {
        let border = String(repeating: "─", count: size.width)
        return (["┌" + border + "┐"] + lines.map { "│" + $0 + "│" } + ["└" + border + "┘"]).joined(separator: "\n")
            + "\n"
    }

    /// Each cell's role as one letter (a continuation repeats its leader's), uppercase when the
    /// cell is reverse or bold: a picture of what is highlighted, for asserting styles.
    public func roleLine(_ y: Int) -> String {
        var result = ""
        for x in 0..<size.width {
            let cell = self[x, y]
            var letter = Self.roleLetters[cell.style.role] ?? "?"
            if !cell.style.attributes.isDisjoint(with: [.reverse, .bold]) { letter = Character(letter.uppercased()) }
            result.append(letter)
        }
        return result
    }

    /// The letter `roleLine` uses for each role.
    public static let roleLetters: [Role: Character] = [
        .text: ".", .muted: "m", .accent: "a", .title: "t", .selection: "s", .border: "b",
        .focusBorder: "f", .variable: "v", .placeholder: "p", .error: "e", .warning: "w",
        .success: "o", .info: "i", .keyHint: "k", .statusBar: "u", .match: "h", .dialog: "d",
    ]
}
