import IntentKit

/// Who is at the other end: a program's name and version, for logs and messages.
package struct PeerInfo: Sendable, Hashable, Codable {
    package var name: String
    package var version: String?

    package init(name: String, version: String? = nil) {
        self.name = name
        self.version = version
    }
}

/// `initialize` params: the versions the host speaks and what it can do.
package struct InitializeParams: Sendable, Hashable, Codable {
    /// The host's newest version.
    package var protocolVersion: Int
    /// Every version the host speaks.
    package var supportedVersions: [Int]
    package var host: PeerInfo
    /// Whether the host answers `interaction/prompt` (a non-interactive host still answers, with
    /// ``RPCErrorCode/promptUnavailable``).
    package var interactive: Bool

    package init(
        protocolVersion: Int = AppProtocol.version, supportedVersions: [Int] = AppProtocol.supportedVersions,
        host: PeerInfo, interactive: Bool = true
    ) {
        self.protocolVersion = protocolVersion
        self.supportedVersions = supportedVersions
        self.host = host
        self.interactive = interactive
    }
}

/// `initialize` result: the version both speak, and the app's metadata as IntentKit extracts it.
package struct InitializeResult: Sendable, Hashable, Codable {
    package var protocolVersion: Int
    package var server: PeerInfo
    package var app: AppMetadata

    package init(protocolVersion: Int, server: PeerInfo, app: AppMetadata) {
        self.protocolVersion = protocolVersion
        self.server = server
        self.app = app
    }
}
