import Foundation
import Synchronization

/// The string tables that ``LocalizedStringResource`` values resolve against.
///
/// Tables are `.strings` files in `<language>.lproj` folders, as in an Apple bundle:
///
/// ```
/// Localization/
///   fr.lproj/Localizable.strings      "Open Book" = "Ouvrir le livre";
///   fr.lproj/AppShortcuts.strings     "Open ${applicationName}" = "Ouvrir ${applicationName}";
/// ```
///
/// Load a folder with ``load(directory:)``; the preferred languages come from `LC_ALL`,
/// `LC_MESSAGES` or `LANG` unless set explicitly. A key missing from every table falls back to
/// the resource's default value, then to the key itself, so English needs no table at all.
public final class LocalizationCatalog: Sendable {
    /// The catalog every resource resolves against.
    public static let shared = LocalizationCatalog()

    private struct State {
        /// language → table → key → translation
        var tables: [String: [String: [String: String]]] = [:]
        var preferredLanguages: [String]
    }

    private let state: Mutex<State>

    /// An empty catalog whose preferred languages come from the environment.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        state = Mutex(State(preferredLanguages: Self.languages(fromEnvironment: environment)))
    }

    /// The languages tried in order when a resource has no locale of its own.
    public var preferredLanguages: [String] {
        get { state.withLock { $0.preferredLanguages } }
        set { state.withLock { $0.preferredLanguages = newValue.map(Self.languageCode) } }
    }

    /// Adds (or replaces) entries of one table in one language.
    public func add(_ strings: [String: String], table: String = "Localizable", language: String) {
        let language = Self.languageCode(language)
        state.withLock { $0.tables[language, default: [:]][table, default: [:]].merge(strings) { $1 } }
    }

    /// Loads every `<language>.lproj/<Table>.strings` file below `directory`.
    ///
    /// - Throws: ``StringsFileError`` naming the file, line and column of the first syntax error.
    public func load(directory: URL) throws {
        let fm = FileManager.default
        let folders = try fm.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "lproj" }
        for folder in folders {
            let language = folder.deletingPathExtension().lastPathComponent
            for file in try fm.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            where file.pathExtension == "strings" {
                let text = try String(contentsOf: file, encoding: .utf8)
                let entries = try StringsFileParser.parse(text, file: file.path)
                add(entries, table: file.deletingPathExtension().lastPathComponent, language: language)
            }
        }
    }

    /// The text of `resource`, translated when a table has it, with its arguments substituted.
    public func resolve(_ resource: LocalizedStringResource, locale: Locale? = nil) -> String {
        let table = resource.table ?? "Localizable"
        let format =
            state.withLock { state -> String? in
                // An explicit locale asks for that language alone; the key is its fallback, as the
                // key is the development language's text.
                let languages = locale?.language.languageCode.map { [$0.identifier] } ?? state.preferredLanguages
                for language in languages {
                    if let hit = state.tables[language]?[table]?[resource.key] { return hit }
                }
                return nil
            } ?? resource.defaultValue ?? resource.key
        let arguments = resource.arguments.map { argument -> String in
            switch argument {
            case .text(let text): text
            case .resource(let nested): resolve(nested, locale: locale)
            }
        }
        return Self.substitute(arguments, into: format)
    }

    // MARK: - Formatting

    /// Replaces `%@` (and `%1$@`, `%lld`, `%d`, `%f` as written by other tools) with the
    /// arguments in order, and `%%` with `%`.
    static func substitute(_ arguments: [String], into format: String) -> String {
        guard format.contains("%") else { return format }
        var out = ""
        var next = 0
        var chars = format[...]
        while let percent = chars.firstIndex(of: "%") {
            out += chars[..<percent]
            chars = chars[chars.index(after: percent)...]
            if chars.first == "%" {
                out += "%"
                chars = chars.dropFirst()
                continue
            }
            // Optional position: digits followed by `$`.
            var position: Int?
            let digits = chars.prefix(while: \.isNumber)
            if !digits.isEmpty, chars.dropFirst(digits.count).first == "$" {
                position = Int(digits).map { $0 - 1 }
                chars = chars.dropFirst(digits.count + 1)
            }
            // Length modifiers, then one conversion character.
            chars = chars.drop(while: { "lhqzjt".contains($0) })
            guard let conversion = chars.first, "@dDiuUxXfFeEgGs".contains(conversion) else {
                out += "%"
                continue
            }
            chars = chars.dropFirst()
            let index = position ?? next
            if position == nil { next += 1 }
            out += index < arguments.count ? arguments[index] : ""
        }
        return out + chars
    }

    static func languages(fromEnvironment environment: [String: String]) -> [String] {
        let raw = [environment["LC_ALL"], environment["LC_MESSAGES"], environment["LANG"]]
            .compactMap { $0 }.first { !$0.isEmpty && $0 != "C" && $0 != "POSIX" && !$0.hasPrefix("C.") }
        var languages = raw.map { [languageCode($0)] } ?? []
        if !languages.contains("en") { languages.append("en") }
        return languages
    }

    /// `fr_FR.UTF-8` → `fr`, `pt-BR` → `pt`.
    static func languageCode(_ identifier: String) -> String {
        String(identifier.prefix { $0 != "_" && $0 != "-" && $0 != "." && $0 != "@" }).lowercased()
    }
}
