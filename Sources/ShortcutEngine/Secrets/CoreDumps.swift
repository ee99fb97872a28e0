import CSafeFS
import ShortcutModel
import Synchronization

/// Keeps a process that holds a secret from leaving it in a core file (issue 29, item 10): once
/// a secret is read, the process is made non-dumpable (`PR_SET_DUMPABLE` 0, which also keeps
/// other processes of the user from attaching to it or reading its memory) and its core-file
/// limit is set to 0, for the rest of its life. A crash after that still shows its message; it
/// writes no core.
package enum CoreDumps {
    private static let forbidden = Atomic<Bool>(false)

    /// Forbids core files for this process from now on. Cheap after the first call.
    package static func forbid() {
        guard !forbidden.exchange(true, ordering: .acquiringAndReleasing) else { return }
        _ = safefs_forbid_dumping()
    }

    /// Whether this process may no longer dump core.
    package static var areForbidden: Bool { forbidden.load(ordering: .acquiring) }
}
