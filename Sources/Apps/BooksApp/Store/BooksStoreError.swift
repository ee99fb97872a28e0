import Foundation

/// Why the Books app could not use its data: the database file concerned and what is wrong with it
/// (busy, unreadable, read-only, full). Hosts show it as it is and may tell it apart from an
/// intent's own failure.
public struct BooksStoreError: Error, CustomStringConvertible {
    /// The database file.
    public let path: String
    /// What is wrong, as the end of a sentence: "is busy: …", "is unreadable: …".
    public let reason: String

    /// A sentence naming the file: "Books: database /…/books.sqlite is busy: …".
    public var description: String { "Books: database \(path) \(reason)" }
}

/// The name the shared database helper uses (SharedDatabase.swift is the same in every app).
typealias StoreError = BooksStoreError
