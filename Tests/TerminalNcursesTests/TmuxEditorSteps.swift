import Testing

/// Steps the editor's end-to-end tests share: the real `shortcuts` on a fresh home with its
/// library drawn, and a new, empty shortcut made from it.
extension TmuxSession {
    /// The real editor on `environment`, once its library of `shortcuts` is drawn (a fresh
    /// home's library is the examples).
    static func editor(
        _ environment: [String: String], shortcuts: Int = exampleCount,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> TmuxSession {
        let session = try await TmuxSession(width: 100, height: 30, program: "shortcuts", environment: environment)
        _ = try #require(
            await session.waitFor("\(shortcuts) shortcuts", timeout: .seconds(90)),
            "the library never drew: \(session.capture())", sourceLocation: sourceLocation)
        return session
    }

    /// From the library: the first shortcut whose name the filter `search` finds, opened.
    func open(_ search: String) throws {
        try send("/")
        try type(search)
        try send("Enter", "Enter")
    }

    /// From the library: `n`, the offered name kept, and the new shortcut's empty editor open.
    func newShortcut(sourceLocation: SourceLocation = #_sourceLocation) async throws {
        try send("n")
        _ = try #require(
            await waitFor("New Shortcut"), "the name was not asked: \(capture())", sourceLocation: sourceLocation)
        try send("Enter")
        _ = try #require(
            await waitFor("No actions yet"), "the new shortcut did not open: \(capture())",
            sourceLocation: sourceLocation)
    }
}
