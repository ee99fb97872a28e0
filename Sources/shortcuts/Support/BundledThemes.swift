// The repository's themes/ folder, embedded so `--theme NAME` works wherever the binary is.
// Keep in step with themes/ when a theme is added or changed there (BundledThemesTests checks).

import Foundation
import TerminalUI

/// The bundled themes by name: the file's extension (which says its format) and its text.
enum BundledThemes {
    static let files: [String: (ext: String, text: String)] = [
        "base16-ocean": ("yaml", #"""
# Base16 Ocean, a base16 scheme read as a theme (see docs/themes.md for how its 16 colours map
# onto the roles). Any base16 scheme file can be dropped in this folder the same way.
scheme: "Ocean"
author: "Chris Kempson (http://chriskempson.com)"
base00: "2b303b"
base01: "343d46"
base02: "4f5b66"
base03: "65737e"
base04: "a7adba"
base05: "c0c5ce"
base06: "dfe1e8"
base07: "eff1f5"
base08: "bf616a"
base09: "d08770"
base0A: "ebcb8b"
base0B: "a3be8c"
base0C: "96b5b4"
base0D: "8fa1b3"
base0E: "b48ead"
base0F: "ab7967"
"""#),
        "default": ("json", #"""
{
  "name": "default",
  "description": "ANSI colours only, so it follows the terminal's palette; bars in reverse video read on dark and light backgrounds alike.",
  "roles": {
    "text": {},
    "muted": { "fg": "bright-black", "monochrome": ["dim"] },
    "accent": { "fg": "cyan", "attributes": ["bold"], "monochrome": ["bold"] },
    "title": { "attributes": ["bold"] },
    "selection": { "fg": "bright-white", "bg": "blue", "attributes": ["bold"], "monochrome": ["reverse"] },
    "border": { "fg": "bright-black" },
    "focusBorder": { "fg": "cyan", "monochrome": ["bold"] },
    "variable": { "fg": "black", "bg": "cyan", "monochrome": ["reverse"] },
    "placeholder": { "fg": "bright-black", "attributes": ["italic"], "monochrome": ["dim"] },
    "error": { "fg": "red", "attributes": ["bold"], "monochrome": ["bold"] },
    "warning": { "fg": "yellow", "monochrome": ["bold"] },
    "success": { "fg": "green" },
    "info": { "fg": "cyan" },
    "keyHint": { "attributes": ["bold", "reverse"] },
    "statusBar": { "attributes": ["reverse"] },
    "match": { "fg": "yellow", "attributes": ["bold"], "monochrome": ["underline"] },
    "dialog": {}
  }
}
"""#),
        "high-contrast": ("json", #"""
{
  "name": "high-contrast",
  "description": "Bright text on black, a yellow selection, nothing dim: the most legible theme.",
  "roles": {
    "text": { "fg": "bright-white", "bg": "black" },
    "muted": { "fg": "white", "bg": "black" },
    "accent": { "fg": "bright-yellow", "bg": "black", "attributes": ["bold"], "monochrome": ["bold"] },
    "title": { "fg": "bright-white", "bg": "black", "attributes": ["bold", "underline"] },
    "selection": { "fg": "black", "bg": "bright-yellow", "attributes": ["bold"], "monochrome": ["reverse", "bold"] },
    "border": { "fg": "bright-white", "bg": "black" },
    "focusBorder": { "fg": "bright-yellow", "bg": "black", "attributes": ["bold"], "monochrome": ["bold"] },
    "variable": { "fg": "black", "bg": "bright-cyan", "attributes": ["bold"], "monochrome": ["reverse", "bold"] },
    "placeholder": { "fg": "white", "bg": "black", "attributes": ["italic"], "monochrome": ["underline"] },
    "error": { "fg": "bright-red", "bg": "black", "attributes": ["bold"], "monochrome": ["bold", "underline"] },
    "warning": { "fg": "bright-yellow", "bg": "black", "attributes": ["bold"], "monochrome": ["bold"] },
    "success": { "fg": "bright-green", "bg": "black", "attributes": ["bold"] },
    "info": { "fg": "bright-cyan", "bg": "black" },
    "keyHint": { "fg": "black", "bg": "bright-white", "attributes": ["bold"], "monochrome": ["bold", "reverse"] },
    "statusBar": { "fg": "black", "bg": "white", "monochrome": ["reverse"] },
    "match": { "fg": "bright-yellow", "bg": "black", "attributes": ["bold", "underline"], "monochrome": ["underline", "bold"] },
    "dialog": { "fg": "bright-white", "bg": "black" }
  }
}
"""#),
        "light": ("json", #"""
{
  "name": "light",
  "description": "For light backgrounds: darker accents from the 256-colour palette, a pale selection.",
  "palette": {
    "ink": "#1c1c1c",
    "slate": "#6c6c6c",
    "ocean": "#005f87",
    "sky": "#d7e7ff",
    "paper": "#eeeeee",
    "rust": "#af5f00"
  },
  "roles": {
    "text": { "fg": "ink" },
    "muted": { "fg": "slate", "monochrome": ["dim"] },
    "accent": { "fg": "ocean", "attributes": ["bold"], "monochrome": ["bold"] },
    "title": { "fg": "ink", "attributes": ["bold"] },
    "selection": { "fg": "ink", "bg": "sky", "attributes": ["bold"], "monochrome": ["reverse"] },
    "border": { "fg": "slate" },
    "focusBorder": { "fg": "ocean", "monochrome": ["bold"] },
    "variable": { "fg": "#ffffff", "bg": "ocean", "monochrome": ["reverse"] },
    "placeholder": { "fg": "slate", "attributes": ["italic"], "monochrome": ["dim"] },
    "error": { "fg": "#af0000", "attributes": ["bold"], "monochrome": ["bold"] },
    "warning": { "fg": "rust", "attributes": ["bold"], "monochrome": ["bold"] },
    "success": { "fg": "#005f00" },
    "info": { "fg": "ocean" },
    "keyHint": { "fg": "ocean", "bg": "paper", "attributes": ["bold"], "monochrome": ["bold", "reverse"] },
    "statusBar": { "fg": "ink", "bg": "paper", "monochrome": ["reverse"] },
    "match": { "fg": "rust", "attributes": ["bold", "underline"], "monochrome": ["underline"] },
    "dialog": { "fg": "ink", "bg": "#ffffff" }
  }
}
"""#),
    ]

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
        throw ThemeError(file: name, message: "no such theme (available: \(names(environment: environment).joined(separator: ", ")))")
    }

    /// Every theme `resolve` can find: the user's and the bundled ones, and `default`, sorted.
    static func names(environment: [String: String]) -> [String] {
        let user = ThemeCatalog.userDirectory(app: "shortcuts", environment: environment)
        let catalog = ThemeCatalog(directories: user.map { [$0] } ?? [])
        return Set(catalog.names + files.keys).union(["default"]).sorted()
    }
}
