import BooksApp
import Foundation
import IntentKit
import IntentKitServer

// The Books app as a program speaking the app protocol on standard input and output, so its
// search can be measured through the protocol next to the same search in process
// (`shortcuts-bench books-protocol`). Its library lives in the folder given with
// `--data-directory` (or `BOOKS_DATA_DIRECTORY`), created and seeded on first use; by default
// `$XDG_DATA_HOME/shortcuts/apps-data/Books`.
let arguments = CommandLine.arguments
let environment = ProcessInfo.processInfo.environment
let directory: URL
if let index = arguments.firstIndex(of: "--data-directory"), index + 1 < arguments.count {
    directory = URL(fileURLWithPath: arguments[index + 1], isDirectory: true)
} else if let path = environment["BOOKS_DATA_DIRECTORY"] {
    directory = URL(fileURLWithPath: path, isDirectory: true)
} else {
    let data =
        environment["XDG_DATA_HOME"].map { URL(fileURLWithPath: $0) }
        ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share")
    directory = data.appendingPathComponent("shortcuts/apps-data/Books", isDirectory: true)
}
try await Books.app(dataDirectory: directory).serve()
