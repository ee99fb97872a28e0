import Foundation

/// A small text view an intent shows with its result, in place of a SwiftUI snippet.
///
/// Build one from primitives, the way a SwiftUI view is built:
///
/// ```swift
/// struct TrailInfoView: SnippetView {
///     let trail: TrailEntity
///     var body: some SnippetView {
///         Text(trail.name).bold()
///         Field("Region", trail.region)
///         Field("Distance", "\(trail.distance) km")
///         if includeConditions { Text(trail.currentConditions).muted() }
///     }
/// }
/// ```
/// The editor draws a snippet in a box; the command line prints it as plain text.
public protocol SnippetView: Sendable {
    /// The type of ``body``.
    associatedtype Body: SnippetView
    /// The view's content.
    @SnippetBuilder var body: Body { get }
}

extension SnippetView {
    /// The primitive snippet this view draws.
    public var snippet: Snippet {
        if let primitive = self as? Snippet { return primitive }
        return body.snippet
    }
}

/// The drawn form of a snippet view: a list of blocks, stored and compared as plain values.
public struct Snippet: SnippetView, Hashable, Codable {
    /// One block of a snippet.
    public enum Block: Sendable, Hashable, Codable {
        /// A line of text with a style.
        case text(String, style: TextStyle)
        /// A label and a value on one line, labels aligned.
        case field(label: String, value: String)
        /// Columns of text with a header row.
        case table(headers: [String], rows: [[String]])
        /// A horizontal rule.
        case divider
        /// A button that runs an intent (iOS 26's interactive snippets): the host runs `action`
        /// and then shows the snippet again, refreshed.
        case button(title: String, action: SnippetAction)
    }

    /// How a line of text is emphasised.
    public enum TextStyle: String, Sendable, Hashable, Codable {
        case plain, bold, muted, title
    }

    /// The blocks, top to bottom.
    public var blocks: [Block]
    /// The snippet intent that drew it, when one did: what the host runs again to refresh it
    /// after one of its buttons ran.
    public var source: SnippetAction?

    public init(blocks: [Block] = []) { self.blocks = blocks }

    /// Its buttons, in order.
    public var buttons: [(title: String, action: SnippetAction)] {
        blocks.compactMap { if case .button(let title, let action) = $0 { (title, action) } else { nil } }
    }

    public var body: Snippet { self }

    /// The snippet as plain lines, fields aligned and tables padded: how the CLI prints it.
    public var plainText: String {
        let labelWidth =
            blocks.compactMap { block -> Int? in
                if case .field(let label, _) = block { return label.count } else { return nil }
            }.max() ?? 0
        var lines: [String] = []
        for block in blocks {
            switch block {
            case .text(let text, let style):
                lines.append(style == .title ? text.uppercased() : text)
            case .field(let label, let value):
                lines.append(label.padding(toLength: labelWidth, withPad: " ", startingAt: 0) + "  " + value)
            case .table(let headers, let rows):
                let all = [headers] + rows
                let widths = (0..<(all.map(\.count).max() ?? 0)).map { column in
                    all.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
                }
                for (index, row) in all.enumerated() {
                    let cells = row.enumerated().map { column, cell in
                        cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
                    }
                    lines.append(cells.joined(separator: "  ").trimmingTrailingSpaces)
                    if index == 0, !headers.isEmpty {
                        lines.append(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "))
                    }
                }
            case .divider:
                lines.append(String(repeating: "-", count: 20))
            case .button(let title, _):
                lines.append("[ \(title) ]")
            }
        }
        return lines.joined(separator: "\n")
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}

/// A line of text in a snippet: `Text("Dune").bold()`.
public struct Text: SnippetView {
    var content: String
    var style: Snippet.TextStyle = .plain

    public init(_ content: String) { self.content = content }
    public init(_ resource: LocalizedStringResource) { self.content = resource.localizedString }

    /// The text in bold.
    public func bold() -> Text {
        var copy = self
        copy.style = .bold
        return copy
    }
    /// The text de-emphasised.
    public func muted() -> Text {
        var copy = self
        copy.style = .muted
        return copy
    }
    /// The text as a heading.
    public func title() -> Text {
        var copy = self
        copy.style = .title
        return copy
    }

    public var body: Snippet { Snippet(blocks: [.text(content, style: style)]) }
}

/// A labelled value in a snippet: `Field("Author", book.author)`.
public struct Field: SnippetView {
    var label: String
    var value: String

    public init(_ label: String, _ value: Any?) {
        self.label = label
        self.value = IntentValueText.title(of: value)
    }

    public var body: Snippet { Snippet(blocks: [.field(label: label, value: value)]) }
}

/// A table in a snippet: `Table(headers: ["Soup", "Qty"], rows: [["Tomato", "2"]])`.
public struct Table: SnippetView {
    var headers: [String]
    var rows: [[String]]

    public init(headers: [String], rows: [[String]]) {
        self.headers = headers
        self.rows = rows
    }

    public var body: Snippet { Snippet(blocks: [.table(headers: headers, rows: rows)]) }
}

/// A button in a snippet that runs an intent when pressed: `Button("Mark as Read", intent: MarkAsRead(book))`.
/// The host runs the intent, with the values its parameters have here, then shows the snippet
/// again from its snippet intent (``SnippetIntent``).
public struct Button: SnippetView {
    var title: String
    var action: SnippetAction
    /// Parameters whose values a host cannot be given (a file, a list with such items): the
    /// button is shown as one that cannot be pressed, rather than run with values left out.
    var uncarried: [String]

    public init(_ title: LocalizedStringResource, intent: some AppIntent) {
        self.title = title.localizedString
        (action, uncarried) = SnippetAction.carrying(intent)
    }

    public var body: Snippet {
        guard uncarried.isEmpty else {
            return Snippet(blocks: [
                .text(
                    "[ \(title) ] cannot be pressed here: \(uncarried.joined(separator: ", ")) cannot be passed on",
                    style: .muted)
            ])
        }
        return Snippet(blocks: [.button(title: title, action: action)])
    }
}

/// An intent to run, as a snippet carries it to the host: the intent's identifier and the
/// values of its parameters that have one.
public struct SnippetAction: Sendable, Hashable, Codable {
    /// The registered identifier (`Books.MarkAsRead`).
    public var intent: String
    public var parameters: [String: MetadataValue]

    /// The action of `intent` as it is now (values that cannot be passed on are left out: see
    /// ``carrying(_:)``).
    public init(_ intent: some AppIntent) {
        self = Self.carrying(intent).action
    }

    /// The action of `intent`, and the parameters whose values cannot be passed on: a value
    /// with no metadata form, or a list of which some items have none.
    static func carrying(_ intent: some AppIntent) -> (action: SnippetAction, uncarried: [String]) {
        var parameters: [String: MetadataValue] = [:]
        var uncarried: [String] = []
        for (name, parameter) in intentParameters(of: intent) {
            guard let value = parameter.anyValue else { continue }
            let carried = MetadataValue(value)
            let whole: Bool =
                switch (carried, value) {
                case (.list(let items)?, let list as [Any]): items.count == list.count
                case (nil, _): false
                default: true
                }
            if let carried, whole { parameters[name] = carried } else { uncarried.append(name) }
        }
        let identifier = TypeIdentifiers.identifier(for: type(of: intent)).rawValue
        return (SnippetAction(intent: identifier, parameters: parameters), uncarried.sorted())
    }

    init(intent: String, parameters: [String: MetadataValue]) {
        self.intent = intent
        self.parameters = parameters
    }
}

/// A horizontal rule in a snippet.
public struct Divider: SnippetView {
    public init() {}
    public var body: Snippet { Snippet(blocks: [.divider]) }
}

/// Combines snippet views written one after another, with `if`, `if … else` and `for`.
@resultBuilder
public enum SnippetBuilder {
    public static func buildExpression<V: SnippetView>(_ view: V) -> Snippet { view.snippet }
    public static func buildBlock(_ parts: Snippet...) -> Snippet { Snippet(blocks: parts.flatMap(\.blocks)) }
    public static func buildOptional(_ part: Snippet?) -> Snippet { part ?? Snippet() }
    public static func buildEither(first: Snippet) -> Snippet { first }
    public static func buildEither(second: Snippet) -> Snippet { second }
    public static func buildArray(_ parts: [Snippet]) -> Snippet { Snippet(blocks: parts.flatMap(\.blocks)) }
}
