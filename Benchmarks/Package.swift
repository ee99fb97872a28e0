// swift-tools-version: 6.1
//
// The benchmarks: a package of their own, so `swift test` in the repository never builds them.
// Run with `swift run -c release --package-path Benchmarks shortcuts-bench` (see docs/benchmarks.md).
import PackageDescription

let package = Package(
    name: "shortcuts-benchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "shortcuts", path: "..")],
    targets: [
        .executableTarget(
            name: "shortcuts-bench",
            dependencies: [
                .product(name: "ShortcutKit", package: "shortcuts"),
                .product(name: "BundledApps", package: "shortcuts"),
                .product(name: "BooksApp", package: "shortcuts"),
                .product(name: "IntentKit", package: "shortcuts"),
                .product(name: "TerminalUI", package: "shortcuts"),
                .product(name: "ShortcutEditor", package: "shortcuts"),
            ],
            path: "Sources/shortcuts-bench",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
