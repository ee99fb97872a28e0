// swift-tools-version: 6.1
//
// Notes: an IntentKit app as a program of its own, for shortcuts (docs/app-protocol.md). It
// builds on its own against the repository (the path below), as a third party's app would
// against a release of IntentKit.
import PackageDescription

let package = Package(
    name: "SwiftNotesApp",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "shortcuts", path: "../.."),
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
    ],
    targets: [
        .executableTarget(
            name: "notes-app",
            dependencies: [
                .product(name: "IntentKit", package: "shortcuts"),
                .product(name: "IntentKitServer", package: "shortcuts"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)])
    ]
)
