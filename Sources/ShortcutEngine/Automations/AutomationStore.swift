import Foundation

/// The automations of a shortcuts home: one file each in `<home>/automations/` (docs/automations.md).
package struct AutomationStore: Sendable {
    package let folder: URL

    package init(folder: URL) { self.folder = folder }

    package init(home: ShortcutsHome) { self.init(folder: home.root.appendingPathComponent("automations")) }

    /// Where the automation named `name` is kept.
    package func file(of name: AutomationName) -> URL { folder.appendingPathComponent(name.rawValue + ".json") }

    /// Every automation's file, by name, and the automation in it, or why it does not read.
    package func all() -> [(file: URL, automation: Result<Automation, AutomationProblem>)] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted().map { file in
            let url = folder.appendingPathComponent(file)
            do throws(AutomationProblem) { return (url, .success(try read(url))) } catch {
                return (url, .failure(error))
            }
        }
    }

    /// The automation named `name`; `nil` when there is none.
    package func load(_ name: AutomationName) throws(AutomationProblem) -> Automation? {
        let url = file(of: name)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let automation = try read(url)
        guard automation.name == name else {
            throw AutomationProblem("\(url.path): its name is '\(automation.name)', not '\(name)' as its file's")
        }
        return automation
    }

    private func read(_ url: URL) throws(AutomationProblem) -> Automation {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw AutomationProblem("\(url.path): cannot be read")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw AutomationProblem("\(url.path): is not UTF-8 text")
        }
        do { return try AutomationFile.read(text) } catch { throw AutomationProblem("\(url.path):\(error)") }
    }

    /// Writes `automation` to its file, whole or not at all.
    package func save(_ automation: Automation) throws(AutomationProblem) {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try AtomicFile.write(AutomationFile.write(automation), to: file(of: automation.name))
        } catch {
            throw AutomationProblem("\(file(of: automation.name).path): cannot be written: \(error)")
        }
    }

    /// Where the runs of automations take their slots (``AutomationSlots``).
    package var running: URL { folder.appendingPathComponent(".running") }

    /// Removes the automation's file, and its slots' lock files (the folder of them too once
    /// it is empty): nothing of it is left.
    package func remove(_ name: AutomationName) throws(AutomationProblem) {
        do { try FileManager.default.removeItem(at: file(of: name)) } catch {
            throw AutomationProblem("\(file(of: name).path): cannot be removed: \(error)")
        }
        let locks = (try? FileManager.default.contentsOfDirectory(atPath: running.path)) ?? []
        for lock in locks where lock.hasPrefix(name.rawValue + ".") && lock.hasSuffix(".lock") {
            // A lock's name is NAME.N.lock: another automation's name never starts so.
            let middle = lock.dropFirst(name.rawValue.count + 1).dropLast(".lock".count)
            if !middle.isEmpty, middle.allSatisfy(\.isNumber) {
                try? FileManager.default.removeItem(at: running.appendingPathComponent(lock))
            }
        }
        if (try? FileManager.default.contentsOfDirectory(atPath: running.path))?.isEmpty == true {
            try? FileManager.default.removeItem(at: running)
        }
    }
}
