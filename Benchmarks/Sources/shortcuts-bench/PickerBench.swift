import BooksApp
import BundledApps
import Foundation
import ShortcutEditor
import ShortcutKit
import TerminalUI

/// The editor's entity picker on the generated million-book library: the real app on the
/// in-memory backend, driven the way the program's loop drives it (keys, finished effects'
/// messages, timers, frames), with someone typing titles at a brisk 70 ms a key.
///
/// Measures each keypress to its frame while the searches of earlier keys still run, the time
/// from a word's last key to the frame that shows that word's results, and the process's memory
/// with the library open. Goals: under 16 ms, under 50 ms at p95, under 100 MB.
enum PickerBench {
    static let words = ["river", "garden", "silent empire", "harbor", "tomorrow", "lantern", "golden tower", "winter"]
    static let typingGap = Duration.milliseconds(70)

    @MainActor
    static func run(rounds: Int) async throws {
        let home = ShortcutsHome.resolve()
        let path = Books.databasePath(in: home.data(for: "Books"))
        guard FileManager.default.fileExists(atPath: path) else {
            throw BenchError("no library at \(path); run 'shortcuts-bench books-generate' first")
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let catalog = try await BundledApps.catalog(home: home, filesRoot: scratch)
        let library = Library(folder: scratch.appendingPathComponent("shortcuts"))
        try FileManager.default.createDirectory(at: library.folder, withIntermediateDirectories: true)

        let before = try ProcessMemory.read()
        let editor = BenchEditor(catalog: catalog, library: library, size: Size(width: 120, height: 40))
        let runtime = editor.runtime
        let press = editor.press
        /// Runs the loop (messages, timers, frames) until `deadline`, or until `done` says so;
        /// returns when it stopped.
        func pump(until deadline: ContinuousClock.Instant, done: () -> Bool = { false }) async
            -> ContinuousClock.Instant
        {
            while ContinuousClock.now < deadline {
                runtime.drainMailbox()
                runtime.fireDueTimers()
                runtime.render()
                if done() { return ContinuousClock.now }
                try? await Task.sleep(for: .microseconds(500))
            }
            return ContinuousClock.now
        }
        press(Key("n"))
        await runtime.waitUntilIdle()
        press(Key("a"))
        editor.type("open book")
        press(.enter)
        press(.enter)
        await runtime.waitUntilIdle()
        guard runtime.app.pickerStatus != nil else { throw BenchError("the book picker did not open") }

        var keys: [Duration] = []
        var settle: [Duration] = []
        var found: [String: Int] = [:]
        var perWord: [String: [Duration]] = [:]
        for round in 0...rounds {
            for word in words {
                press(.ctrl("u"))
                _ = await pump(until: ContinuousClock.now + .seconds(2)) {
                    runtime.app.pickerStatus?.isSearching == false
                }
                var last = ContinuousClock.now
                for (index, character) in word.enumerated() {
                    let start = ContinuousClock.now
                    press(Key(character))
                    if round > 0 { keys.append(ContinuousClock.now - start) }
                    last = start
                    if index < word.count - 1 { _ = await pump(until: start + typingGap) }
                }
                let shown = await pump(until: last + .seconds(5)) {
                    guard let status = runtime.app.pickerStatus else { return false }
                    return status.query == word && !status.isSearching
                }
                if round > 0 {
                    settle.append(shown - last)
                    perWord[word, default: []].append(shown - last)
                }
                found[word] = runtime.app.pickerStatus?.results.count
            }
        }
        keys.sort()
        settle.sort()
        let memory = try ProcessMemory.read()
        let books = try BooksBench.count(path)
        Record.add("picker", size: books, "last key to results", settle)
        Record.add("picker", size: books, "keypress to frame", keys)
        Record.add("picker", size: books, "memory (resident)", median: Double(memory.resident) / 1024, unit: "MB")
        print(
            "picker: Books on \(books) books, \(rounds) rounds of typing \(words.count) titles at \(Measure.format(Measure.ms(typingGap))) ms a key"
        )
        print(
            "  keypress to frame (searches running)   median \(Measure.format(Measure.ms(Measure.median(keys)))) ms   p95 \(Measure.format(Measure.ms(Measure.p95(keys)))) ms   max \(Measure.format(Measure.ms(keys.last!))) ms   (goal: under 16 ms)"
        )
        print(
            "  last key to results on screen          median \(Measure.format(Measure.ms(Measure.median(settle)))) ms   p95 \(Measure.format(Measure.ms(Measure.p95(settle)))) ms   (goal: p95 under 50 ms)"
        )
        print(
            "  memory with the library open           \(memory.anonymous / 1024) MB of the process's own (heap, stacks), "
                + "\(memory.file / 1024) MB of files mapped in (the program, its libraries); resident \(memory.resident / 1024) MB, peak \(memory.peak / 1024) MB   (goal: under 100 MB)"
        )
        print(
            "  memory before the editor opened        resident \(before.resident / 1024) MB (the apps' catalog loaded, the library open)"
        )
        print(
            "  results (count, slowest last key to results): "
                + words.map { "\($0) \(found[$0] ?? 0) \(Measure.format(Measure.ms(perWord[$0]?.max() ?? .zero))) ms" }
                .joined(separator: ", "))
    }
}

/// The process's memory from /proc/self/status, in kB.
enum ProcessMemory {
    static func read() throws -> (resident: Int, peak: Int, anonymous: Int, file: Int) {
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        func value(_ key: String) -> Int {
            status.split(separator: "\n").first { $0.hasPrefix(key) }
                .flatMap { $0.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first }.flatMap {
                    Int($0)
                } ?? 0
        }
        return (value("VmRSS:"), value("VmHWM:"), value("RssAnon:"), value("RssFile:"))
    }
}
