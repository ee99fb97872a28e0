import Foundation

/// Why the Meditation app could not open its data.
public struct MeditationStoreError: Error, CustomStringConvertible {
    /// The file or folder concerned.
    public let path: String
    /// What went wrong, in words.
    public let reason: String

    /// A sentence naming the path and the reason.
    public var description: String { "Meditation could not open its database at \(path): \(reason)" }
}
