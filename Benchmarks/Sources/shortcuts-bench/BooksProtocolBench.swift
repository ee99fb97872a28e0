import AppProtocol
import AppProtocolClient
import BooksApp
import Foundation
import IntentKit
import ShortcutKit

/// `books-protocol`: the Books search on the generated library through the app protocol
/// (`books-app`, its own process on the same file) next to the same search in this process,
/// alternating fragment by fragment so both see the same cache warmth. The difference is what
/// the protocol costs a search (encoding 50 entities, a pipe each way, decoding them).
enum BooksProtocolBench {
    static let fragments = ["gard", "rive", "lant", "empi", "silv", "tomo"]

    static func run(binary: String, rounds: Int) async throws {
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            throw BenchError("\(binary) is not built: swift build -c release --product books-app")
        }
        let folder = BooksBench.folder
        let path = Books.databasePath(in: folder)
        guard FileManager.default.fileExists(atPath: path) else {
            throw BenchError("no library at \(path); run 'shortcuts-bench books-generate' first")
        }
        let connection = ExternalAppConnection(
            name: "Books",
            command: ExternalAppCommand(executable: binary, arguments: ["--data-directory", folder.path]))
        let started = try await Measure.time { _ = try await connection.start() }
        let manager = AppDependencyManager()
        try await AppDependencyManager.withScope(manager) {
            let catalog = try await Catalog.load([Books.app(dataDirectory: folder, dependencies: manager)])
            guard let books = catalog.entity("Books.BookEntity")?.type else {
                throw BenchError("Books.BookEntity is not registered")
            }
            var inProcess: [Duration] = []
            var overProtocol: [Duration] = []
            var counts: (Int, Int) = (0, 0)
            for round in 0...rounds {
                for fragment in fragments {
                    var found: [any AppEntity] = []
                    let local = try await Measure.time { found = try await books.searchEntities(fragment) ?? [] }
                    var wire: [WireEntity] = []
                    let remote = try await Measure.time {
                        wire = try await connection.search("Books.BookEntity", text: fragment)
                    }
                    guard round > 0 else { continue } // the first round warms both up
                    inProcess.append(local)
                    overProtocol.append(remote)
                    counts = (found.count, wire.count)
                }
            }
            await connection.stop()
            inProcess.sort()
            overProtocol.sort()
            let total = try BooksBench.count(path)
            print(
                "books-protocol: search on \(total) books, \(fragments.count) fragments × \(rounds) rounds (\(counts.0) results in process, \(counts.1) through the protocol; start + handshake \(Measure.format(Measure.ms(started))) ms)"
            )
            print(
                "  in process            median \(Measure.format(Measure.ms(Measure.median(inProcess)))) ms   p95 \(Measure.format(Measure.ms(Measure.p95(inProcess)))) ms"
            )
            print(
                "  through the protocol  median \(Measure.format(Measure.ms(Measure.median(overProtocol)))) ms   p95 \(Measure.format(Measure.ms(Measure.p95(overProtocol)))) ms"
            )
            print(
                "  difference of medians \(Measure.format(Measure.ms(Measure.median(overProtocol)) - Measure.ms(Measure.median(inProcess)))) ms   (goal: within 2 ms)"
            )
            Record.add("books-protocol", size: total, "search in process", inProcess)
            Record.add("books-protocol", size: total, "search through the protocol", overProtocol)
        }
    }
}
