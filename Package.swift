// swift-tools-version: 6.1
//
// The package's targets follow the layers in ARCHITECTURE.md: IntentKit (the framework) at the
// bottom, the bundled apps and ShortcutKit on it, TerminalUI beside them, the editor on top.
// Targets that a later layer fills in still build on their own.
import PackageDescription

/// Swift 6 language mode and strict concurrency for every target of ours, unless it says otherwise.
let strict: [SwiftSetting] = [.swiftLanguageMode(.v6)]

let grdb: Target.Dependency = .product(name: "GRDB", package: "GRDB.swift")

let package = Package(
    name: "shortcuts",
    platforms: [.macOS(.v15)],
    products: [
        // What others build on: IntentKit for apps, TerminalUI as a terminal toolkit. The editor
        // and the engine are for this package's executables and tests, which reach them through
        // `package` access rather than a public API.
        .library(name: "IntentKit", targets: ["IntentKit"]),
        .library(name: "TerminalUI", targets: ["TerminalUI"]),
        // An IntentKit app as a program of its own, speaking the app protocol (docs/app-protocol.md).
        .library(name: "IntentKitServer", targets: ["IntentKitServer"]),
        .executable(name: "shortcuts", targets: ["shortcuts"]),
    ],
    dependencies: [
        // SQLite for the bundled apps' data: migrations, FTS5 search, SQL expressions as the
        // comparator mapping type of their property queries.
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        // The command line.
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        // Run Shell Script's child processes: spawned without a shell string, in a session of their
        // own so that a cancel or timeout kills the whole process group, output collected with
        // limits. Its `FilePath` comes from swift-system, named here so ShortcutEngine can import it.
        .package(url: "https://github.com/swiftlang/swift-subprocess", exact: "1.0.2"),
        .package(url: "https://github.com/apple/swift-system", exact: "1.8.1"),
        // `shortcuts mcp`: the official Model Context Protocol SDK (stdio transport, JSON-RPC,
        // version negotiation, elicitation), rather than the protocol written by hand.
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", exact: "0.12.1"),
        // The SDK's logging package, named so that `shortcuts mcp`'s own transport can conform
        // to the SDK's `Transport` (which has a `Logger`); the SDK's own requirement.
        .package(url: "https://github.com/apple/swift-log.git", from: "1.5.0"),
    ],
    targets: [
        // A JSON reader that keeps each value's line and column, and a writer of canonical JSON:
        // shortcut documents (ShortcutModel) and the registration cache (IntentKit) read with it
        // rather than with Foundation's `JSONDecoder`, whose generic machinery costs a short run
        // several percent of its time on first use. Foundation only; not a product.
        .target(name: "JSONCore", swiftSettings: strict),

        // The framework: Apple's App Intents, re-created. Foundation (and JSONCore for its cache).
        .target(name: "IntentKit", dependencies: ["JSONCore"], swiftSettings: strict),

        // Tests of IntentKit in Swift 6 mode.
        .testTarget(
            name: "IntentKitTests",
            dependencies: ["IntentKit", "SeedFixtures", "JSONCore"],
            swiftSettings: strict
        ),
        // The seed documents' code, ported only by the mechanical changes docs/intentkit.md lists.
        // It is compiled in Swift 5 mode, as Apple's samples are (`static var title = "…"`), and it
        // deliberately uses the pre-release spellings that IntentKit keeps as deprecated aliases:
        // their deprecation warnings are expected here and only here, so this target alone
        // suppresses warnings.
        .target(
            name: "SeedFixtures",
            dependencies: ["IntentKit"],
            path: "Tests/SeedFixtures",
            exclude: ["README.md"],
            swiftSettings: [.swiftLanguageMode(.v5), .unsafeFlags(["-suppress-warnings"])]
        ),

        // IntentKit's field apps: small apps of ours written against IntentKit as App Intents code
        // is written against Apple's framework (docs/architecture/intentkit-field-apps.md). Trellis's
        // model, with its node identifier, is a module of its own, as an app's model package is.
        .target(name: "TrellisKit", path: "Tests/TrellisKit", swiftSettings: strict),
        // Built twice: every app in Swift 5 mode (`static var title = …`, as Swift 5 code
        // declares metadata), and the apps that Swift 6 accepts in Swift 6 mode (that folder holds
        // symbolic links to the same files).
        //
        // `packageAccess: false`: the field apps are not part of this package's `package` group,
        // so that Trellis's `@retroactive` conformances of `NodeID` to IntentKit's protocols
        // compile as they would against Apple's framework (Swift refuses `@retroactive` for a
        // type or protocol of the same package).
        .target(
            name: "FieldApps", dependencies: ["IntentKit", "TrellisKit"], path: "Tests/FieldApps",
            resources: [.copy("Meshline/Strings")], packageAccess: false,
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(
            name: "FieldAppsSwift6", dependencies: ["IntentKit", "TrellisKit"], path: "Tests/FieldAppsSwift6",
            packageAccess: false, swiftSettings: strict),
        // Meshline and Porchlight served as apps of their own, run through the app protocol by
        // FieldAppsTests and installed with `shortcuts apps add` by the CLI and tmux tests.
        .executableTarget(
            name: "field-app", dependencies: ["FieldApps", "IntentKitServer", "IntentKit"],
            path: "Tests/FieldAppServer", swiftSettings: strict),
        .testTarget(
            name: "FieldAppsTests",
            dependencies: [
                "IntentKit", "FieldApps", "FieldAppsSwift6", "TrellisKit", "AppProtocol", "AppProtocolClient",
            ],
            swiftSettings: strict),

        // The Linux calls Swift's Glibc module lacks (openat2, renameat2 with RENAME_NOREPLACE,
        // statx), as thin C wrappers. It is a shim over the kernel with no logic of ours, so the
        // Files app may import it beside IntentKit (the one exception to "apps import IntentKit and
        // nothing else of ours"); ShortcutEngine may import it too, though its AtomicFile needs no
        // call beyond Glibc today.
        .target(name: "CSafeFS"),

        // The engine in three layers, each a module (docs/architecture.md). ShortcutModel: the
        // document and its JSON form, value types and the scope walk, the validator, sentences,
        // the catalog, and the built-in action descriptor's types. It sees no runner, no file
        // system beyond reading a document, no process and no network.
        // SHA-256, written out: the trust store's content hashes and the checksums of Apple's files.
        .target(name: "Hashing", swiftSettings: strict),
        // Apple's shortcut files as they come: signed AEA1 archives (their checksums checked),
        // the Apple Archive inside, LZFSE and LZVN decoded by our own code, property lists
        // checked for depth and expansion before Foundation reads them. Foundation only.
        .target(name: "AppleShortcutFiles", dependencies: ["Hashing"], swiftSettings: strict),
        // Apple's shortcuts as ours: actions mapped by identifier, control flow nested, variables
        // by the actions they name, the rest kept as placeholders (docs/import.md).
        .target(
            name: "AppleImport", dependencies: ["AppleShortcutFiles", "ShortcutKit", "JSONCore", "Hashing"],
            swiftSettings: strict),
        .testTarget(
            name: "AppleImportTests",
            dependencies: ["AppleImport", "AppleShortcutFiles", "ShortcutKit", "JSONCore", "ShortcutsTestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "AppleShortcutFilesTests", dependencies: ["AppleShortcutFiles", "Hashing", "BlockingTestSupport"],
            swiftSettings: strict),
        .target(name: "ShortcutModel", dependencies: ["IntentKit", "JSONCore"], swiftSettings: strict),
        // ShortcutEngine: the runner, the safety policy, secrets, apps in other processes (through
        // the protocol client), scripts, the network, the desktop, the library on disk, and the run
        // history (SQLite through GRDB, shared between processes as the apps' databases are, with
        // AppDatabase's opening under a lock).
        .target(
            name: "ShortcutEngine",
            dependencies: [
                "ShortcutModel", "IntentKit", "JSONCore", "AppProtocol", "AppProtocolClient", "CSafeFS",
                "AppDatabase", "Hashing", grdb, .product(name: "Subprocess", package: "swift-subprocess"),
                .product(name: "SystemPackage", package: "swift-system"),
            ], swiftSettings: strict),
        // ShortcutKit: the standard built-in actions (a descriptor and its run hook each) and their
        // table, the built-in intents app and the number helpers. It re-exports the two below it,
        // so a host imports ShortcutKit alone.
        .target(
            name: "ShortcutKit", dependencies: ["ShortcutEngine", "ShortcutModel", "IntentKit", "JSONCore"],
            swiftSettings: strict),

        // The app protocol (docs/app-protocol.md): wire types and a line-framed JSON-RPC peer
        // (AppProtocol), the app's side (IntentKitServer: `try await app.serve()`), and the
        // host's side (AppProtocolClient: a connection to an app's process, started through
        // swift-subprocess).
        .target(name: "AppProtocol", dependencies: ["IntentKit", "JSONCore"], swiftSettings: strict),
        .target(name: "IntentKitServer", dependencies: ["IntentKit", "AppProtocol"], swiftSettings: strict),
        .target(
            name: "AppProtocolClient",
            dependencies: [
                "IntentKit", "AppProtocol", .product(name: "Subprocess", package: "swift-subprocess"),
                .product(name: "SystemPackage", package: "swift-system"),
            ], swiftSettings: strict),
        // The Trails app served out of process, proving that a bundled app works unchanged as an
        // external one (AppProtocolTests compare it with the app in process).
        .executableTarget(
            name: "trails-app", dependencies: ["TrailsApp", "IntentKitServer", "IntentKit"],
            path: "Sources/AppServers/TrailsServer", swiftSettings: strict),
        // The Books app out of process: `shortcuts-bench books-protocol` measures its search
        // through the protocol next to the same search in process.
        .executableTarget(
            name: "books-app", dependencies: ["BooksApp", "IntentKitServer", "IntentKit"],
            path: "Sources/AppServers/BooksServer", swiftSettings: strict),
        // Examples/SwiftNotesApp's app, built here too so the suite tests it through the protocol
        // (the example package builds the same sources on its own).
        .executableTarget(
            name: "notes-app", dependencies: ["IntentKit", "IntentKitServer", grdb],
            path: "Examples/SwiftNotesApp/Sources/notes-app", swiftSettings: strict),
        .testTarget(
            name: "AppProtocolTests",
            dependencies: [
                "AppProtocol", "IntentKitServer", "AppProtocolClient", "IntentKit", "TrailsApp", "AppTestSupport",
                "BlockingTestSupport", "JSONCore",
            ], swiftSettings: strict),

        // The bundled apps: each imports IntentKit (and GRDB for its data) and nothing else of ours.
        // What the SQLite apps share, as a third party's helper library would be: a database opened
        // on first use under a lock, failures naming the file, Unicode folding in SQL, LIKE
        // escaping. It imports IntentKit and GRDB only, so the apps still import nothing of the
        // host's.
        .target(
            name: "AppDatabase", dependencies: ["IntentKit", grdb], path: "Sources/Apps/AppDatabase",
            swiftSettings: strict),
        .target(
            name: "BooksApp", dependencies: ["IntentKit", "AppDatabase", grdb], path: "Sources/Apps/BooksApp",
            swiftSettings: strict),
        .target(
            name: "TrailsApp", dependencies: ["IntentKit", "AppDatabase", grdb], path: "Sources/Apps/TrailsApp",
            swiftSettings: strict),
        .target(
            name: "MeditationApp", dependencies: ["IntentKit", "AppDatabase", grdb], path: "Sources/Apps/MeditationApp",
            swiftSettings: strict),
        .target(
            name: "SoupChefApp", dependencies: ["IntentKit", "AppDatabase", grdb], path: "Sources/Apps/SoupChefApp",
            swiftSettings: strict),
        .target(
            name: "FilesApp", dependencies: ["IntentKit", "CSafeFS"], path: "Sources/Apps/FilesApp",
            swiftSettings: strict),

        // The terminal toolkit (pure Swift) and its ncursesw backend, the only importer of CNcursesw.
        .target(name: "TerminalUI", swiftSettings: strict),
        .systemLibrary(name: "CNcursesw", providers: [.apt(["libncurses-dev"])]),
        .target(name: "TerminalNcurses", dependencies: ["TerminalUI", "CNcursesw"], swiftSettings: strict),
        // Shared by the tests that wait for child processes (tmux, the CLI): `offThePool`, which
        // waits without holding a thread of the cooperative pool.
        .target(name: "BlockingTestSupport", path: "Tests/BlockingTestSupport", swiftSettings: strict),
        // Shared by the toolkit's and the editor's tests: the in-memory backend's snapshot helper
        // and the scripted driver.
        .target(
            name: "TerminalUITestSupport", dependencies: ["TerminalUI"], path: "Tests/TerminalUITestSupport",
            swiftSettings: strict),
        .testTarget(
            name: "TerminalUITests", dependencies: ["TerminalUI", "TerminalUITestSupport", "BlockingTestSupport"],
            exclude: ["__Snapshots__"], swiftSettings: strict),
        .testTarget(
            name: "TerminalNcursesTests",
            dependencies: ["TerminalNcurses", "CNcursesw", "TerminalUI", "BlockingTestSupport"],
            swiftSettings: strict),
        // A small full-screen program on the real ncurses backend that the tmux tests drive.
        .executableTarget(
            name: "terminal-harness", dependencies: ["TerminalUI", "TerminalNcurses"], path: "Tests/TerminalHarness",
            swiftSettings: strict),

        // The full-screen editor.
        .target(
            name: "ShortcutEditor",
            dependencies: ["IntentKit", "TerminalUI", "ShortcutKit", "JSONCore", "Hashing", "AppleImport"],
            swiftSettings: strict),

        // What the binary carries besides code: the example shortcuts (shortcuts/) and the themes
        // (themes/), generated into Swift by scripts/embed so they need no files beside the binary.
        .target(name: "BundledContent", swiftSettings: strict),

        // The bundled apps, as the executable and tests load them.
        .target(
            name: "BundledApps",
            dependencies: [
                "IntentKit", "ShortcutKit", "BooksApp", "TrailsApp", "MeditationApp", "SoupChefApp", "FilesApp",
            ],
            swiftSettings: strict
        ),

        // `shortcuts mcp`: the library's shortcuts and the apps' intents as MCP tools, on the MCP SDK.
        .target(
            name: "ShortcutsMCP",
            dependencies: [
                "IntentKit", "ShortcutKit", "JSONCore", .product(name: "MCP", package: "swift-sdk"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strict),

        .executableTarget(
            name: "shortcuts",
            dependencies: [
                "IntentKit", "ShortcutKit", "ShortcutEditor", "TerminalNcurses", "BundledApps", "BundledContent",
                "TerminalUI", "JSONCore", "ShortcutsMCP", "AppleImport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strict
        ),

        // The benchmarks (docs/benchmarks.md): measured only in release builds,
        // `swift build -c release --product shortcuts-bench`. A target of this package so it reaches
        // the editor's and the engine's internals through `package` access; `swift test` builds it in
        // debug (it must keep compiling) and never runs it.
        .executableTarget(
            name: "shortcuts-bench",
            dependencies: [
                "IntentKit", "ShortcutKit", "BundledApps", "BooksApp", "TerminalUI", "ShortcutEditor", "JSONCore",
                "AppProtocol", "AppProtocolClient", .product(name: "Subprocess", package: "swift-subprocess"),
                .product(name: "SystemPackage", package: "swift-system"),
            ],
            path: "Benchmarks/Sources/shortcuts-bench",
            swiftSettings: strict
        ),

        // Shared by the engine's and the editor's tests: a temporary home with the bundled apps,
        // the example shortcuts, and the `shortcuts` binary run as from a shell.
        .target(
            name: "ShortcutsTestSupport",
            dependencies: ["IntentKit", "ShortcutKit", "BundledApps", "BlockingTestSupport"],
            path: "Tests/ShortcutsTestSupport", swiftSettings: strict),
        // The editor too: the input fuzz test builds each mutated shortcut's cards, as opening it does.
        .testTarget(
            name: "ShortcutKitTests",
            dependencies: [
                "IntentKit", "ShortcutKit", "ShortcutModel", "ShortcutEngine", "BundledApps", "BooksApp",
                "BundledContent", "ShortcutEditor", "TerminalUI", "JSONCore", "AppProtocol", "BlockingTestSupport",
                "ShortcutsTestSupport", "ShortcutsMCP", "Hashing", grdb,
            ], swiftSettings: strict),
        .testTarget(
            name: "ShortcutEditorTests",
            dependencies: [
                "IntentKit", "ShortcutEditor", "ShortcutKit", "BundledApps", "BundledContent", "TerminalUI",
                "TerminalUITestSupport", "BlockingTestSupport", "ShortcutsTestSupport",
            ], exclude: ["__Snapshots__"], swiftSettings: strict),
        .testTarget(name: "BooksAppTests", dependencies: ["IntentKit", "BooksApp", grdb], swiftSettings: strict),
        // Shared by the apps' tests: an app on a temporary data directory, and running an intent.
        .target(
            name: "AppTestSupport", dependencies: ["IntentKit"], path: "Tests/AppTestSupport", swiftSettings: strict),
        .testTarget(
            name: "TrailsAppTests", dependencies: ["IntentKit", "TrailsApp", "AppTestSupport"], swiftSettings: strict),
        .testTarget(
            name: "MeditationAppTests", dependencies: ["IntentKit", "MeditationApp", "AppTestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "SoupChefAppTests", dependencies: ["IntentKit", "SoupChefApp", "AppTestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "FilesAppTests", dependencies: ["FilesApp", "IntentKit", "CSafeFS", "BlockingTestSupport"],
            swiftSettings: strict),
        // `shortcuts mcp` driven by the MCP Python SDK's client (a script beside the tests).
        .testTarget(
            name: "ShortcutsMCPTests", dependencies: ["BlockingTestSupport"],
            exclude: ["mcp_client.py", "mcp_external_app.py", "mcp_transport.py", "mcp_authoring.py"],
            swiftSettings: strict),
        // A child process for the kill -9 tests of the Files app's writes and of AtomicFile: it
        // writes in a loop until it is killed.
        .executableTarget(
            name: "write-fault-harness", dependencies: ["IntentKit", "FilesApp", "ShortcutEngine"],
            path: "Tests/WriteFaultHarness", swiftSettings: strict),
    ]
)
