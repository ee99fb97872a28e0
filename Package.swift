// swift-tools-version: 6.1
//
// The package's targets follow the layers in ARCHITECTURE.md: IntentKit (the framework) at the
// bottom, the bundled apps and ShortcutKit on it, TerminalUI beside them, the editor on top.
// Targets that a later layer fills in still build on their own.
import PackageDescription

/// Swift 6 language mode and strict concurrency for every target of ours, unless it says otherwise.
let strict: [SwiftSetting] = [.swiftLanguageMode(.v6)]

let package = Package(
    name: "shortcuts",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "IntentKit", targets: ["IntentKit"]),
        .executable(name: "shortcuts", targets: ["shortcuts"]),
    ],
    targets: [
        // The framework: Apple's App Intents, re-created. Foundation only.
        .target(name: "IntentKit", swiftSettings: strict),

        // Tests of IntentKit in Swift 6 mode.
        .testTarget(
            name: "IntentKitTests",
            dependencies: ["IntentKit", "SeedFixtures"],
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

        .executableTarget(name: "shortcuts", dependencies: ["IntentKit"], swiftSettings: strict),
    ]
)
