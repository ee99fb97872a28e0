import BlockingTestSupport
import Foundation
import ShortcutsTestSupport
import Testing

/// `public` is for the product modules only: what an app author imports (IntentKit and
/// IntentKitServer, with the one app protocol type IntentKitServer's API names) and the terminal
/// toolkit (TerminalUI). Everything our own modules share with each other is `package`, so no
/// declaration becomes API by accident.
@Suite struct AccessLevelTests {
    static let sources = TestRepository.root.appendingPathComponent("Sources")

    /// The modules that may declare `public` API.
    static let productModules: Set<String> = ["IntentKit", "IntentKitServer", "TerminalUI"]

    /// Declarations of other modules that a product module's API names, so they are `public`
    /// too: IntentKitServer's `HostConnection.log(_:level:)` takes the app protocol's log level.
    static let namedByProducts: [String: [String]] = [
        "AppProtocol": ["public struct LogParams", "public enum Level"]
    ]

    /// Every `public` declaration (not in a comment or a string) in the files under `folder`, as
    /// `path:line`.
    static func publicDeclarations(under folder: URL, except allowed: [String] = []) throws -> [String] {
        let pattern = try Regex(#"(?:^|[\s@(])public(?:\(set\))?\s"#)
        let stringLiteral = try Regex(#""[^"]*""#)
        var found: [String] = []
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                // The code of the line: before a comment, outside string literals.
                var code = line.trimmingCharacters(in: .whitespaces)
                if code.hasPrefix("//") || code.hasPrefix("\"") || code.hasPrefix("*") { continue }
                if let comment = code.range(of: "//") { code = String(code[..<comment.lowerBound]) }
                code = code.replacing(stringLiteral, with: "")
                if code.contains(pattern), !allowed.contains(where: { code.hasPrefix($0) }) {
                    found.append("\(file.path.replacingOccurrences(of: sources.path + "/", with: "")):\(number + 1)")
                }
            }
        }
        return found.sorted()
    }

    @Test func onlyProductModulesDeclarePublicAPI() throws {
        let modules = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path).sorted()
        #expect(
            ["ShortcutModel", "ShortcutEngine", "ShortcutKit", "IntentKit"].allSatisfy(modules.contains), "\(modules)")
        var checked = 0
        for module in modules where !Self.productModules.contains(module) {
            let found = try Self.publicDeclarations(
                under: Self.sources.appendingPathComponent(module), except: Self.namedByProducts[module] ?? [])
            #expect(
                found.isEmpty, "\(module) declares public API; our modules share with `package`: \(found.prefix(10))")
            checked += 1
        }
        #expect(checked >= 10)
    }

    /// What each layer of the engine imports, besides Foundation and the standard library's
    /// modules: the model reads documents and types them and sees no runner, process, network or
    /// app protocol; the standard actions see the engine through its API, not its plumbing.
    static let layerImports: [String: Set<String>] = [
        "ShortcutModel": ["IntentKit", "JSONCore"],
        "ShortcutKit": ["IntentKit", "JSONCore", "ShortcutEngine", "ShortcutModel"],
    ]

    @Test func theModelAndTheActionsImportOnlyTheLayersBelowThem() throws {
        let standard: Set<String> = ["Foundation", "Synchronization", "Glibc"]
        let importLine = try Regex(#"^\s*(?:@_exported\s+)?import\s+(\w+)"#)
        for (module, allowed) in Self.layerImports {
            var imported: Set<String> = []
            let files = FileManager.default.enumerator(
                at: Self.sources.appendingPathComponent(module), includingPropertiesForKeys: nil)
            while let file = files?.nextObject() as? URL {
                guard file.pathExtension == "swift" else { continue }
                for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                    if let match = line.firstMatch(of: importLine), let name = match.output[1].substring {
                        imported.insert(String(name))
                    }
                }
            }
            #expect(imported.contains("IntentKit"), "\(module): no imports read")
            let extra = imported.subtracting(allowed).subtracting(standard)
            #expect(extra.isEmpty, "\(module) imports \(extra.sorted()), beyond the layers below it")
        }
    }

    @Test func theCheckFindsAPublicDeclaration() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("access-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        /// A public holiday, in a comment.
        let note = "public text"
        public struct Leak {
            public private(set) var a = 1
        }
        """.write(to: folder.appendingPathComponent("Leak.swift"), atomically: true, encoding: .utf8)
        let found = try Self.publicDeclarations(under: folder).map { $0.split(separator: ":").last.map(String.init) }
        #expect(found == ["3", "4"])
    }
}
