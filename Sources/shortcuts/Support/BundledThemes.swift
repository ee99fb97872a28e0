// The bundled themes (themes/, embedded by scripts/embed into BundledContent), found by name.

import BundledContent
import Foundation
import TerminalUI

/// The bundled themes by name: the file's extension (which says its format) and its text.
enum BundledThemes {
    static let files: [String: (ext: String, text: String)] = Dictionary(
        uniqueKeysWithValues: ThemeFiles.all.map { ($0.name, (ext: $0.ext, text: $0.text)) })

    /// A bundled theme, or nil if there is none by that name.
    static func theme(named name: String) throws -> Theme? {
        guard let file = files[name] else { return nil }
        switch file.ext {
        case "json": return try Theme.fromJSON(Data(file.text.utf8), file: "\(name).json")
        default: return try Theme.fromBase16(file.text, file: "\(name).\(file.ext)")
        }
    }

    /// The theme `--theme NAME` names: from the user's folder (`$XDG_CONFIG_HOME/shortcuts/themes`)
    /// first, then the bundled ones; `nil` means the default theme.
    static func resolve(_ name: String?, environment: [String: String]) throws -> Theme {
        guard let name else { return .default }
        let user = ThemeCatalog.userDirectory(app: "shortcuts", environment: environment)
        let catalog = ThemeCatalog(directories: user.map { [$0] } ?? [])
        if catalog.names.contains(name) { return try catalog.theme(named: name) }
        if let bundled = try theme(named: name) { return bundled }
        if name == "default" { return .default }
        throw ThemeError(
            file: name, message: "no such theme (available: \(names(environment: environment).joined(separator: ", ")))"
        )
    }

    /// Every theme `resolve` can find: the user's and the bundled ones, and `default`, sorted.
    static func names(environment: [String: String]) -> [String] {
        let user = ThemeCatalog.userDirectory(app: "shortcuts", environment: environment)
        let catalog = ThemeCatalog(directories: user.map { [$0] } ?? [])
        return Set(catalog.names + files.keys).union(["default"]).sorted()
    }
}
