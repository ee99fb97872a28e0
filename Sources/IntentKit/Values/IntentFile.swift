import Foundation

/// A file as a parameter, property or result value: its contents, its name and where it is.
///
/// ```swift
/// @Parameter(title: "Photo", supportedTypeIdentifiers: ["public.image"]) var photo: IntentFile
/// …
/// return .result(value: IntentFile(data: report, filename: "report.txt", type: .plainText))
/// ```
///
/// A shortcut passes a file as its path: a parameter accepts a file URL or an absolute path,
/// and a result that has a `fileURL` leaves the intent as that URL, which the Files actions and
/// every other URL parameter take. A file made from data alone stays an `IntentFile` value.
public struct IntentFile: Sendable {
    private let storedData: Data?
    /// The file's name, with its extension.
    public let filename: String
    /// Where the file is, if it is on disk.
    public let fileURL: URL?
    /// Its type, from the initializer or the filename's extension.
    public let type: UTType?
    /// Whether the host may delete the file when the run ends (recorded; IntentKit deletes nothing).
    public var removedOnCompletion = false

    /// A file made of `data`.
    public init(data: Data, filename: String, type: UTType? = nil) {
        self.storedData = data
        self.filename = filename
        self.fileURL = nil
        self.type = type ?? UTType(filenameExtension: (filename as NSString).pathExtension)
    }

    /// The file at `fileURL`; its contents are read when ``data`` is first asked for.
    public init(fileURL: URL, filename: String? = nil, type: UTType? = nil) {
        self.storedData = nil
        self.fileURL = fileURL
        self.filename = filename ?? fileURL.lastPathComponent
        self.type = type ?? UTType(filenameExtension: fileURL.pathExtension)
    }

    /// The contents: the data it was made with, or the file read from disk (empty if it cannot
    /// be read).
    public var data: Data {
        if let storedData { return storedData }
        guard let fileURL else { return Data() }
        return (try? Data(contentsOf: fileURL)) ?? Data()
    }
}

extension IntentFile: _IntentValue {
    /// Files travel through the host as URLs (paths); see ``IntentFile``.
    public static var intentValueKind: IntentValueKind { .url }
}

extension IntentFile: CustomLocalizedStringResourceConvertible {
    public var localizedStringResource: LocalizedStringResource { .verbatim(filename) }
}

extension IntentFile: DisplayRepresentable {
    public static var typeDisplayRepresentation: TypeDisplayRepresentation { "File" }
    public var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: .verbatim(filename)) }
}

extension IntentFile: Hashable {
    /// Two files are the same when they have the same name, place and contents.
    public static func == (lhs: IntentFile, rhs: IntentFile) -> Bool {
        lhs.filename == rhs.filename && lhs.fileURL == rhs.fileURL && lhs.type == rhs.type
            && lhs.storedData == rhs.storedData
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(filename)
        hasher.combine(fileURL)
    }
}

extension IntentFile: BridgedIntentValue {
    static func bridged(from value: Any) -> IntentFile? {
        switch value {
        case let url as URL where url.isFileURL: IntentFile(fileURL: url)
        case let path as String where path.hasPrefix("/"): IntentFile(fileURL: URL(fileURLWithPath: path))
        default: nil
        }
    }

    var bridgedValue: any Sendable { fileURL ?? self }
}

/// A value that crosses the host as another kind: given to a parameter from that kind, and
/// handed back as it when an intent returns it.
protocol BridgedIntentValue {
    static func bridged(from value: Any) -> Self?
    var bridgedValue: any Sendable { get }
}

extension IntentParameter where Value == IntentFile {
    /// A required file parameter; `supportedTypeIdentifiers` is recorded for hosts.
    public convenience init(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: IntentFile? = nil,
        supportedTypeIdentifiers: [String] = ["public.item"],
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title, description: description, isOptional: false, default: defaultValue,
            requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior)
    }
}

extension IntentParameter where Value == IntentFile? {
    /// An optional file parameter; `supportedTypeIdentifiers` is recorded for hosts.
    public convenience init(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: IntentFile? = nil,
        supportedTypeIdentifiers: [String] = ["public.item"],
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title, description: description, isOptional: true, default: .some(defaultValue),
            requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior)
    }
}
