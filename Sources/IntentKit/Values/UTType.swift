import Foundation

/// A file type by its Uniform Type Identifier (`public.plain-text`), as `IntentFile.type`
/// reports it. Apple's `UTType` lives in UniformTypeIdentifiers, which Linux does not have; this
/// is the part App Intents code uses: identifiers, filename extensions and common constants.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The identifier, such as `"public.png"`.
    public let identifier: String
    /// The usual filename extension, if IntentKit knows one.
    public var preferredFilenameExtension: String? { Self.known.first { $0.id == identifier }?.ext }

    /// The type with this identifier.
    public init?(_ identifier: String) {
        guard !identifier.isEmpty else { return nil }
        self.identifier = identifier
    }

    /// The type of files with this extension, if IntentKit knows it.
    public init?(filenameExtension: String) {
        guard let match = Self.known.first(where: { $0.ext == filenameExtension.lowercased() }) else { return nil }
        self.identifier = match.id
    }

    private init(known identifier: String) { self.identifier = identifier }

    public var description: String { identifier }

    /// Whether this type is `other` or a kind of it (by IntentKit's small table of parents).
    public func conforms(to other: UTType) -> Bool {
        if other == self || other == .item || (other == .data && self != .item) { return true }
        return Self.parents[identifier] == other.identifier
    }

    public static let item = UTType(known: "public.item")
    public static let data = UTType(known: "public.data")
    public static let text = UTType(known: "public.text")
    public static let plainText = UTType(known: "public.plain-text")
    public static let json = UTType(known: "public.json")
    public static let image = UTType(known: "public.image")
    public static let png = UTType(known: "public.png")
    public static let jpeg = UTType(known: "public.jpeg")
    public static let pdf = UTType(known: "com.adobe.pdf")
    public static let commaSeparatedText = UTType(known: "public.comma-separated-values-text")
    public static let html = UTType(known: "public.html")

    private static let known: [(id: String, ext: String)] = [
        ("public.plain-text", "txt"), ("public.json", "json"), ("public.png", "png"), ("public.jpeg", "jpg"),
        ("public.jpeg", "jpeg"), ("com.adobe.pdf", "pdf"), ("public.comma-separated-values-text", "csv"),
        ("public.html", "html"), ("net.daringfireball.markdown", "md"),
    ]

    private static let parents: [String: String] = [
        "public.plain-text": "public.text", "public.json": "public.text", "public.html": "public.text",
        "public.comma-separated-values-text": "public.text", "net.daringfireball.markdown": "public.text",
        "public.png": "public.image", "public.jpeg": "public.image",
    ]
}
