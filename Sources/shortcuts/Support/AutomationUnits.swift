import Foundation
import ShortcutKit

/// Where automations' units go and how they are installed and removed: files under
/// `$XDG_CONFIG_HOME/systemd/user/` (`~/.config/systemd/user/`), written whole, and
/// `systemctl --user` told (docs/automations.md).
enum AutomationUnits {
    /// The user's unit folder.
    static func folder() -> URL {
        let environment = ProcessInfo.processInfo.environment
        let config =
            environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".config").path
        return URL(fileURLWithPath: config).appendingPathComponent("systemd/user")
    }

    /// The units of `automation`: they run this very `shortcuts` with this home.
    static func units(for automation: Automation, shortcutName: String, home: ShortcutsHome) -> [SystemdUnits.Unit] {
        let executable =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        var environment = [("SHORTCUTS_HOME", home.root.path)]
        if let config = ProcessInfo.processInfo.environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            environment.append(("XDG_CONFIG_HOME", config))
        }
        return SystemdUnits.units(
            for: automation, shortcutName: shortcutName, command: [executable], environment: environment)
    }

    /// Removes unit files written by an `enable` that then failed, before systemd knew of them.
    static func discard(_ units: [SystemdUnits.Unit]) {
        for unit in units { try? FileManager.default.removeItem(at: folder().appendingPathComponent(unit.name)) }
    }

    /// Writes the units, each whole or not at all.
    static func install(_ units: [SystemdUnits.Unit]) throws(AutomationProblem) {
        let folder = folder()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for unit in units { try AtomicFile.write(unit.text, to: folder.appendingPathComponent(unit.name)) }
        } catch {
            throw AutomationProblem("the units cannot be written to \(folder.path): \(error)")
        }
    }

    /// Undoes `enable`: the units stopped and disabled, their files removed, systemd told.
    static func disable(_ automation: Automation) async throws(AutomationProblem) {
        let folder = folder()
        let base = SystemdUnits.prefix + automation.name.rawValue
        let files = ["service", "timer", "path"].map { folder.appendingPathComponent("\(base).\($0)") }
        let installed = files.filter { FileManager.default.fileExists(atPath: $0.path) }
        // Every unit of it that is there: the trigger may have changed since it was enabled.
        if !installed.isEmpty {
            try await SystemdPrograms.systemctl(["disable", "--now"] + installed.map(\.lastPathComponent))
        }
        for file in installed {
            do { try FileManager.default.removeItem(at: file) } catch {
                throw AutomationProblem("\(file.path) cannot be removed: \(error)")
            }
        }
        if !installed.isEmpty { try await SystemdPrograms.systemctl(["daemon-reload"]) }
    }

    /// Why a path trigger cannot watch `path`: one outside the home must exist (a folder of the
    /// home may be made later).
    static func pathProblem(_ path: String) -> String? {
        let home = FileManager.default.homeDirectoryForCurrentUser.path
        let expanded = path.hasPrefix("~/") ? home + String(path.dropFirst(1)) : path
        let insideHome = expanded == home || expanded.hasPrefix(home.hasSuffix("/") ? home : home + "/")
        guard !insideHome else { return nil }
        // A glob's folder, the part before its first pattern character.
        let fixed = String(expanded.prefix { !"*?[".contains($0) })
        let checked = fixed == expanded ? expanded : (fixed as NSString).deletingLastPathComponent
        guard FileManager.default.fileExists(atPath: checked) else {
            return "'\(path)' does not exist, and a path outside your home must"
        }
        return nil
    }
}
