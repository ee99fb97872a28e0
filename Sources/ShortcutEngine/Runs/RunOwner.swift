import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Which process is writing a run, in a form that tells later whether that process still runs:
/// the boot, the process id and the process's start time (`/proc/<pid>/stat`), so neither a
/// reboot nor a new process given the same id passes for the one that wrote it.
package enum RunOwner {
    /// This process.
    package static let current: String = identity(of: getpid()) ?? "\(bootID)/\(getpid())/0"

    /// Whether the process `owner` names is still running.
    package static func isAlive(_ owner: String) -> Bool {
        let parts = owner.split(separator: "/")
        guard parts.count == 3, let pid = Int32(parts[1]) else { return false }
        guard String(parts[0]) == bootID else { return false }
        return identity(of: pid) == owner
    }

    private static let bootID: String = {
        let text = (try? String(contentsOfFile: "/proc/sys/kernel/random/boot_id", encoding: .utf8)) ?? "unknown"
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }()

    /// `boot/pid/start` of a running process, `nil` when there is none with that id.
    private static func identity(of pid: Int32) -> String? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        // After the command name (which may hold spaces), field 3 is the state; the start time
        // is field 22.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 19 else { return nil }
        // A zombie has ended: its record will never be finished.
        if fields[0] == "Z" { return nil }
        return "\(bootID)/\(pid)/\(fields[19])"
    }
}
