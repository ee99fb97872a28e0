import Foundation

/// An intent that draws a snippet (iOS 26's interactive snippets): another intent returns it as
/// `.result(snippetIntent: ShowBookCard(book: book))`, and the host shows what it draws. Its
/// buttons (``Button``) run intents; after each, the host runs the snippet intent again, with the
/// same parameter values, and shows the snippet refreshed.
public protocol SnippetIntent: AppIntent {}

extension SnippetIntent {
    /// Asks hosts to draw the snippet again. The host here refreshes a snippet after each of its
    /// buttons ran, so there is nothing more to ask.
    public static func reload() {}
}

/// A snippet intent that draws nothing: Apple's default for `snippetIntent:`.
public struct EmptySnippetIntent: SnippetIntent {
    public static let title: LocalizedStringResource = "Empty Snippet"
    public static let isDiscoverable = false

    public init() {}

    public func perform() async throws -> some IntentResult & ShowsSnippetView { .result(view: Snippet()) }
}

extension IntentResult {
    /// A result shown by a snippet intent, which draws it (and draws it again after its buttons).
    public static func result(dialog: IntentDialog? = nil, snippetIntent: some SnippetIntent) -> Self
    where Self == IntentResultContainer<Never> {
        var container = IntentResultContainer<Never>(value: nil, dialog: dialog, snippet: nil, opensIntent: nil)
        container.content.snippetIntent = snippetIntent
        return container
    }

    /// A result with an output value, shown by a snippet intent.
    public static func result<Value: Sendable>(
        value: Value, dialog: IntentDialog? = nil, snippetIntent: some SnippetIntent
    ) -> Self where Self == IntentResultContainer<Value> {
        var container = IntentResultContainer<Value>(value: value, dialog: dialog, snippet: nil, opensIntent: nil)
        container.content.snippetIntent = snippetIntent
        return container
    }
}
