import AppProtocolClient
import Foundation
import IntentKit
import ShortcutModel

/// The apps the manifests declare, as backends of the catalog: the one loader the command
/// line, the editor and `shortcuts mcp` use.
package enum ExternalApps {
    /// What loading found: the apps to add, and why others were left out (each naming the app).
    package struct Loaded: Sendable {
        package var backends: [ExternalAppBackend]
        package var warnings: [String]
    }

    /// Loads the installed manifests' apps. Metadata comes from each app's cache (so start-up
    /// starts no program); an app without one is started once to ask for it, and the answer is
    /// cached. An app is left out, with a warning, when its manifest has a problem, it cannot
    /// be started, its metadata breaks the registration rules (``MetadataCheck``), or its name
    /// or an identifier is another app's (`existing`: the bundled apps, the Scripts app; or an
    /// app loaded before it).
    ///
    /// - Parameter only: The names of the apps wanted (a shortcut's apps); `nil` for all.
    package static func load(
        manifests folder: AppManifestFolder, cache: URL, alongside existing: [any AppBackend],
        only: Set<String>? = nil, limits: ExternalAppLimits = ExternalAppLimits(), interactive: Bool = true
    ) async -> Loaded {
        let (manifests, fileProblems) = folder.load()
        var warnings = fileProblems.map { "\(folder.url.path)/\($0)" }
        let wanted = manifests.filter { only?.contains($0.name) ?? true }
        guard !wanted.isEmpty else { return Loaded(backends: [], warnings: only == nil ? warnings : []) }
        // Each app's metadata (cached, or from its handshake), in parallel for apps that start.
        let found = await withTaskGroup(of: (Int, Result<ExternalAppBackend, LoadFailure>).self) { group in
            for (index, manifest) in wanted.enumerated() {
                group.addTask {
                    (
                        index,
                        await backend(
                            for: manifest, file: folder.file(for: manifest.name), cache: cache, limits: limits,
                            interactive: interactive)
                    )
                }
            }
            var out: [(Int, Result<ExternalAppBackend, LoadFailure>)] = []
            for await result in group { out.append(result) }
            return out.sorted { $0.0 < $1.0 }.map(\.1)
        }
        var names = Set(existing.map { $0.metadata.name.lowercased() })
        var identifiers = existing.reduce(into: Set<String>()) {
            $0.formUnion(MetadataCheck.identifiers(of: $1.metadata))
        }
        var backends: [ExternalAppBackend] = []
        for result in found {
            let backend: ExternalAppBackend
            switch result {
            case .success(let loaded): backend = loaded
            case .failure(let failure):
                warnings.append(failure.message)
                continue
            }
            let name = backend.connection.name
            guard !names.contains(name.lowercased()) else {
                warnings.append("The app '\(name)' is left out: another app already has the name '\(name)'")
                continue
            }
            let problems = MetadataCheck.problems(of: backend.metadata, expectedName: name, others: identifiers)
            guard problems.isEmpty else {
                warnings.append(
                    "The app '\(name)' is left out: its metadata has problems:\n"
                        + problems.map { "  \($0)" }.joined(separator: "\n"))
                continue
            }
            names.insert(name.lowercased())
            identifiers.formUnion(MetadataCheck.identifiers(of: backend.metadata))
            backends.append(backend)
        }
        return Loaded(backends: backends, warnings: warnings)
    }

    /// The connection a manifest declares (nothing is started).
    package static func connection(
        for manifest: AppManifest, limits: ExternalAppLimits = ExternalAppLimits(), interactive: Bool = true
    ) -> ExternalAppConnection {
        ExternalAppConnection(
            name: manifest.name,
            command: ExternalAppCommand(
                executable: manifest.executablePath() ?? manifest.command, arguments: manifest.arguments,
                workingDirectory: manifest.workingDirectory, environment: manifest.environment),
            limits: limits, interactive: interactive)
    }

    /// Starts the app a manifest declares, and returns the metadata its handshake sends (the
    /// app is stopped again). Errors name the app.
    package static func handshake(of manifest: AppManifest) async throws -> AppMetadata {
        let connection = connection(for: manifest)
        let metadata = try await connection.metadata()
        await connection.stop()
        return metadata
    }

    struct LoadFailure: Error {
        var message: String
    }

    private static func backend(
        for manifest: AppManifest, file: URL, cache folder: URL, limits: ExternalAppLimits, interactive: Bool
    ) async -> Result<ExternalAppBackend, LoadFailure> {
        if let problem = manifest.problems.first {
            return .failure(LoadFailure(message: "The app '\(manifest.name)' is left out: \(file.path): \(problem)"))
        }
        let connection = connection(for: manifest, limits: limits, interactive: interactive)
        let cache = manifest.metadataCache(in: folder)
        if let cached = cache?.load(manifest.name) {
            return .success(ExternalAppBackend(metadata: cached, connection: connection))
        }
        let failures = HandshakeFailures(folder: folder)
        if let cache, let message = failures.recalled(manifest.name, key: cache.key) {
            return .failure(
                LoadFailure(
                    message:
                        "\(message); it is left out (remembered: it is tried again once its program or manifest changes, within \(Int(HandshakeFailures.remembered / 60)) minutes, or now with 'shortcuts apps check')"
                ))
        }
        do {
            let metadata = try await connection.metadata()
            cache?.store(metadata)
            failures.forget(manifest.name)
            return .success(ExternalAppBackend(metadata: metadata, connection: connection))
        } catch {
            // The connection's message names the app already.
            if let cache { failures.remember(manifest.name, key: cache.key, message: error.description) }
            return .failure(LoadFailure(message: "\(error.description); it is left out"))
        }
    }
}
