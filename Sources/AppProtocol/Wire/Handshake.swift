import IntentKit

/// Who is at the other end: a program's name and version, for logs and messages.
public struct PeerInfo: Sendable, Hashable, Codable {
    public var name: String
    public var version: String?

    public init(name: String, version: String? = nil) {
        self.name = name
        self.version = version
    }
}

/// `initialize` params: the versions the host speaks and what it can do.
public struct InitializeParams: Sendable, Hashable, Codable {
    /// The host's newest version.
    public var protocolVersion: Int
    /// Every version the host speaks.
    public var supportedVersions: [Int]
    public var host: PeerInfo
    /// Whether the host answers `interaction/prompt` (a non-interactive host still answers, with
    /// ``RPCErrorCode/promptUnavailable``).
    public var interactive: Bool

    public init(
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
public struct InitializeResult: Sendable, Hashable, Codable {
    public var protocolVersion: Int
    public var server: PeerInfo
    public var app: AppMetadata

    public init(protocolVersion: Int, server: PeerInfo, app: AppMetadata) {
        self.protocolVersion = protocolVersion
        self.server = server
        self.app = app
    }
}
