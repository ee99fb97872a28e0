import Foundation

extension Theme {
    /// Reads a theme file: `.json` in our format, `.yaml`/`.yml` as a base16 scheme.
    public static func load(contentsOf url: URL) throws -> Theme {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ThemeError(file: url.path, message: "cannot be read")
        }
        switch url.pathExtension.lowercased() {
        case "json":
            return try fromJSON(data, file: url.path)
        case "yaml", "yml":
            return try fromBase16(String(decoding: data, as: UTF8.self), file: url.path)
        default:
            throw ThemeError(
                file: url.path, message: "unknown theme format (expected .json, or .yaml for a base16 scheme)")
        }
    }
}

/// The themes found in a list of folders; a theme's name is its file name without extension,
/// and an earlier folder wins over a later one (the user's over the bundled).
public struct ThemeCatalog: Sendable {
    public var directories: [URL]

    public init(directories: [URL]) { self.directories = directories }

    /// The user's theme folder: `$XDG_CONFIG_HOME/<app>/themes`, else `~/.config/<app>/themes`.
    public static func userDirectory(app: String, environment: [String: String]) -> URL? {
        if let config = environment["XDG_CONFIG_HOME"], !config.isEmpty {
            return URL(fileURLWithPath: config).appendingPathComponent(app).appendingPathComponent("themes")
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return URL(fileURLWithPath: home).appendingPathComponent(".config").appendingPathComponent(app)
            .appendingPathComponent("themes")
    }

    static let extensions = ["json", "yaml", "yml"]

    /// Every theme name available, sorted.
    public var names: [String] {
        var names: Set<String> = []
        for directory in directories {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            for file in files where Self.extensions.contains((file as NSString).pathExtension.lowercased()) {
                names.insert((file as NSString).deletingPathExtension)
            }
        }
        return names.sorted()
    }

    /// The theme called `name`; `default` is built in when no folder has one.
    public func theme(named name: String) throws -> Theme {
        for directory in directories {
            for ext in Self.extensions {
                let url = directory.appendingPathComponent("\(name).\(ext)")
                if FileManager.default.fileExists(atPath: url.path) { return try Theme.load(contentsOf: url) }
            }
        }
        if name == "default" { return .default }
        throw ThemeError(file: name, message: "no such theme (available: \(names.joined(separator: ", ")))")
    }
}
