import BundledApps
import Foundation
import IntentKit
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// Every bundled app (and the built-in actions) registered from the cache has the metadata a
/// full registration computes: the cache file written with `JSONEncoder` reads back by hand
/// without losing anything.
@Suite struct RegistrationCacheHitTests {
    @Test func aCatalogFromTheCacheEqualsAFullRegistration() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cache-hit-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = root.appendingPathComponent("files")
        try FileManager.default.createDirectory(at: files, withIntermediateDirectories: true)
        let home = ShortcutsHome(root: root)
        let cache = RegistrationCache(folder: root.appendingPathComponent("cache"), key: "test-program|en")
        let manager = AppDependencyManager()
        func catalog(_ cache: RegistrationCache?) async throws -> Catalog {
            try await AppDependencyManager.withScope(manager) {
                try await BundledApps.catalog(home: home, filesRoot: files, dependencies: manager, cache: cache)
            }
        }
        let full = try await catalog(nil)
        _ = try await catalog(cache) // writes the files
        let written = try FileManager.default.contentsOfDirectory(atPath: cache.folder.path).filter {
            $0.hasSuffix(".json")
        }
        // Apps whose metadata depends on their data (phrases expanded from entities, no entity to
        // learn properties from) are never cached; these two are.
        #expect(Set(written).isSuperset(of: ["Shortcuts.json", "Books.json"]))
        let hit = try await catalog(cache)
        #expect(hit.apps.map(\.metadata.name) == full.apps.map(\.metadata.name))
        for (cached, computed) in zip(hit.apps, full.apps) {
            #expect(cached.metadata == computed.metadata, "\(computed.metadata.name)")
        }
    }
}
