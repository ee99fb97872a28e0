import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// How many runs of an automation go at once, as its mode says (docs/automations.md): each run
/// takes a slot, an exclusive `flock` on `<folder>/NAME.N.lock` holding its process id. A lock
/// dies with its process, so a run that is killed never leaves its slot taken.
package enum AutomationSlots {
    /// A slot taken: held until it is released or the process ends.
    package final class Slot: Sendable {
        private let descriptor: Int32

        fileprivate init(descriptor: Int32) { self.descriptor = descriptor }

        /// Gives the slot back.
        package func release() {
            flock(descriptor, LOCK_UN)
            close(descriptor)
        }
    }

    /// What a run of the automation does now.
    package enum Entry: Sendable {
        case run(Slot)
        /// It does not run: why, in words.
        case skip(String)
    }

    /// Takes a slot for a run of `automation`, as its mode says: `single` and `parallel` skip
    /// when theirs are taken, `queued` waits for the running one to end, `restart` interrupts it
    /// (SIGINT: it stops as cancelled, kept so in the history) and then takes its slot. Waiting
    /// ends when the calling task is cancelled.
    package static func enter(_ automation: Automation, folder: URL) async throws(AutomationProblem) -> Entry {
        do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
            throw AutomationProblem("\(folder.path) cannot be made: \(error)")
        }
        let name = automation.name
        func file(_ index: Int) -> String { folder.appendingPathComponent("\(name).\(index).lock").path }
        switch automation.mode {
        case .single, .parallel:
            let count = if case .parallel(let most) = automation.mode { most } else { 1 }
            for index in 0..<count {
                if let slot = try take(file(index)) { return .run(slot) }
            }
            return .skip(
                "'\(name)' is still running (mode \(automation.mode.name)): this run is skipped")
        case .queued:
            return .run(try await wait(for: file(0)))
        case .restart:
            if let slot = try take(file(0)) { return .run(slot) }
            // The running one is told to stop, again while it holds the slot (it may not have
            // written its process id yet), and its slot taken when it ends.
            var told: pid_t?
            while true {
                if let slot = try take(file(0)) { return .run(slot) }
                if let holder = holder(of: file(0)), holder != told {
                    kill(holder, SIGINT)
                    told = holder
                }
                do { try await Task.sleep(for: .milliseconds(50)) } catch {
                    throw AutomationProblem("cancelled while waiting for the running '\(name)' to stop")
                }
            }
        }
    }

    /// The slot at `path` if no run holds it.
    private static func take(_ path: String) throws(AutomationProblem) -> Slot? {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw AutomationProblem("\(path) cannot be opened: \(String(cString: strerror(errno)))")
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            return nil
        }
        let pid = "\(getpid())\n"
        _ = ftruncate(descriptor, 0)
        _ = pid.withCString { pwrite(descriptor, $0, strlen($0), 0) }
        return Slot(descriptor: descriptor)
    }

    /// Waits until the slot at `path` is free, and takes it.
    private static func wait(for path: String) async throws(AutomationProblem) -> Slot {
        while true {
            if let slot = try take(path) { return slot }
            do { try await Task.sleep(for: .milliseconds(50)) } catch {
                throw AutomationProblem("cancelled while waiting for the running run to end")
            }
        }
    }

    /// The process id the run holding the slot at `path` wrote.
    private static func holder(of path: String) -> pid_t? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        return pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
