import AppleImport
import Foundation
import IntentKit
import ShortcutKit
import TerminalUI

/// Typing the path of Apple's shortcut files to import (`i` on the library), in a dialog: Enter
/// imports them off the main thread, as `shortcuts import` does, and the status line says how
/// it went (docs/import.md). Imported shortcuts are untrusted until accepted; their placeholders
/// show as cards ("Apple: Find Reminders — no app provides this") to replace.
struct ImportField: NameField {
    var field = TextFieldState()

    var context: Context { .naming }

    func keymap(in host: ShortcutsApp) -> Keymap<ContextCommand> { ContextKeymaps.naming }

    func accept(host: inout ShortcutsApp) -> LayerStep<Never> {
        let typed = field.text.trimmingCharacters(in: .whitespaces)
        guard !typed.isEmpty else {
            return stay(saying: "Type the path of a .shortcut file or a folder of them", kind: .warning, host: &host)
        }
        let path = (typed as NSString).expandingTildeInPath
        guard FileManager.default.fileExists(atPath: path) else {
            return stay(saying: "There is no file or folder at \(typed)", kind: .error, host: &host)
        }
        let metadata = host.environment.catalog.apps.map(\.metadata)
        host.request([
            ImportSummary.importing(
                URL(fileURLWithPath: path), into: host.environment.library, apps: metadata,
                shortcuts: host.environment.catalog.shortcuts)
        ])
        return .close()
    }

    func render(in area: Rect, into buffer: inout ScreenBuffer, host: ShortcutsApp) {
        let frame = area.centered(Size(width: min(area.width - 4, 70), height: 5))
        let inner = Box(title: "Import from Apple's Shortcuts", style: .focusBorder, fill: .dialog).render(
            in: frame, into: &buffer)
        TextField(field, placeholder: "a .shortcut file, or a folder of them", isFocused: true).render(
            in: inner.row(0), into: &buffer)
        buffer.write(
            "Enter to import · Esc to cancel", at: Point(x: inner.x, y: inner.y + 2), style: .muted, limit: inner.maxX)
    }
}

/// How an import from the library screen went: one line for the status, and the library read
/// again.
package struct ImportSummary: Sendable {
    package var text: String
    package var kind: StatusLine.Kind
    package var items: [LibraryItem]
    /// The first shortcut written, which the list selects.
    package var firstWritten: URL?

    /// Imports the file, or the folder's Apple shortcut files, into `library` off the main
    /// thread; new shortcuts only (a name already in the library is said, not replaced).
    static func importing(
        _ url: URL, into library: Library, apps: [AppMetadata], shortcuts: ShortcutDirectory
    ) -> Effect<ShortcutsApp.Message> {
        .run {
            var files = [url]
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
                files = ((try? FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)) ?? [])
                    .filter { ["shortcut", "plist", "wflow"].contains($0.pathExtension.lowercased()) }
                    .sorted { $0.lastPathComponent < $1.lastPathComponent }
            }
            var importer = AppleImporter()
            importer.installedIntents = Set(apps.flatMap(\.intents).map(\.identifier))
            importer.claims = AppleClaim.of(apps)
            for entry in library.entries() {
                if let document = entry.document { importer.libraryShortcuts[document.name] = document.id }
            }
            var written: [(name: String, placeholders: Int, url: URL)] = []
            var problems: [String] = []
            for outcome in importer.run(files) {
                guard let document = outcome.document else {
                    problems.append("\(outcome.file.lastPathComponent): \(outcome.problem ?? "not read")")
                    continue
                }
                // Two files of one import with one name are a name taken too.
                if importer.libraryShortcuts[document.name] != nil {
                    problems.append("'\(document.name)' is already in the library")
                    continue
                }
                do {
                    written.append((document.name, outcome.placeholders.count, try library.add(document)))
                    importer.libraryShortcuts[document.name] = document.id
                } catch {
                    problems.append("'\(document.name)': \(error)")
                }
            }
            shortcuts.refresh()
            let items = library.summaries().map(LibraryItem.init)
            return .imported(Self.summary(written: written, problems: problems, files: files.count, items: items))
        }
    }

    static func summary(
        written: [(name: String, placeholders: Int, url: URL)], problems: [String], files: Int, items: [LibraryItem]
    ) -> ImportSummary {
        let placeholders = written.reduce(0) { $0 + $1.placeholders }
        var text: String
        switch written.count {
        case 0: text = files == 0 ? "No .shortcut files there" : "Nothing imported"
        case 1: text = "Imported “\(written[0].name)”"
        default: text = "Imported \(written.count) of \(files) shortcuts"
        }
        if placeholders > 0 {
            text +=
                ", \(placeholders) action\(placeholders == 1 ? "" : "s") kept as placeholder\(placeholders == 1 ? "" : "s")"
        }
        if !written.isEmpty { text += " (untrusted until accepted)" }
        if let first = problems.first {
            text += problems.count == 1 ? ". \(first)" : ". \(first), and \(problems.count - 1) more"
        }
        let kind: StatusLine.Kind = written.isEmpty ? .error : problems.isEmpty ? .success : .warning
        return ImportSummary(text: text, kind: kind, items: items, firstWritten: written.first?.url)
    }
}
