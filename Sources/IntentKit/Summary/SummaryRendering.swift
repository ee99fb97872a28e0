import Foundation

/// A parameter summary filled in with values, ready to draw: the sentence's pieces and the
/// parameters under "Show More".
package struct RenderedSummary: Sendable, Hashable {
    /// A piece of the sentence.
    package enum Piece: Sendable, Hashable {
        case text(String)
        /// A parameter: its name, its title (the placeholder), and its value's title if it has one.
        case parameter(name: String, title: String, value: String?)
    }

    package var pieces: [Piece]
    /// The parameters shown under "Show More".
    package var more: [Piece]

    /// The sentence as plain text: values where set, `[Title]` placeholders where empty.
    package var text: String {
        pieces.map { piece in
            switch piece {
            case .text(let text): text
            case .parameter(_, let title, let value): value ?? "[\(title)]"
            }
        }.joined()
    }
}

extension SummaryMetadata {
    /// The metadata form of an intent's summary, naming parameters by property name; key paths
    /// that do not reach an `@Parameter` of the intent are named "?" and listed in `unknown`.
    static func describe(_ intent: any AppIntent, unknown: inout Int) -> SummaryMetadata {
        let parameters = intentParameters(of: intent)
        var misses = 0
        func name(of keyPath: AnyKeyPath & Sendable) -> String {
            if let wrapper = (intent as Any)[keyPath: keyPath as AnyKeyPath] as? any AnyIntentParameter,
                let match = parameters.first(where: { $0.parameter === wrapper })
            {
                return match.name
            }
            misses += 1
            return "?"
        }
        let described = describe(type(of: intent).parameterSummary.summaryNode, name: name)
        unknown += misses
        return described
    }

    private static func describe(_ node: SummaryNode, name: (AnyKeyPath & Sendable) -> String) -> SummaryMetadata {
        switch node {
        case .summary(let segments, let additional, let table):
            let template: [SummarySegment] = segments.map { segment in
                switch segment {
                case .text(let text): .text(text)
                case .parameter(let keyPath): .parameter(name(keyPath))
                }
            }
            return .summary(template: localized(template, table: table), more: additional.map(name))
        case .when(let parameter, let condition, let then, let otherwise):
            return .when(
                parameter: name(parameter), condition: condition, then: describe(then, name: name),
                otherwise: otherwise.map { describe($0, name: name) })
        case .switchOn(let parameter, let cases, let defaultCase):
            return .switchOn(
                parameter: name(parameter),
                cases: cases.map { .init(value: $0.value, summary: describe($0.node, name: name)) },
                defaultCase: defaultCase.map { describe($0, name: name) })
        }
    }

    /// The sentence translated through its table: the key is the English sentence with
    /// `${name}` for each parameter, and the translation may move the placeholders.
    static func localized(_ template: [SummarySegment], table: String?) -> [SummarySegment] {
        let key = template.map { segment in
            switch segment {
            case .text(let text): text
            case .parameter(let name): "${\(name)}"
            }
        }.joined()
        let translated = LocalizationCatalog.shared.resolve(
            LocalizedStringResource(LocalizedStringResource.escapingPercents(key), table: table))
        guard translated != key else { return template }
        var segments: [SummarySegment] = []
        var rest = translated[...]
        while let open = rest.range(of: "${"), let close = rest[open.upperBound...].firstIndex(of: "}") {
            if open.lowerBound > rest.startIndex { segments.append(.text(String(rest[..<open.lowerBound]))) }
            segments.append(.parameter(String(rest[open.upperBound..<close])))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { segments.append(.text(String(rest))) }
        return segments
    }

    /// The summary filled in with values: `values` gives each parameter's current value (any
    /// intent value), `titles` each parameter's title for its placeholder.
    package func render(values: (String) -> Any?, titles: (String) -> String) -> RenderedSummary {
        let resolved = resolve { MetadataValue(values($0)) }
        func piece(_ name: String) -> RenderedSummary.Piece {
            let value = values(name)
            let shown = flattenOptional(any: value) == nil ? nil : IntentValueText.title(of: value)
            return .parameter(name: name, title: titles(name), value: shown?.isEmpty == true ? nil : shown)
        }
        return RenderedSummary(
            pieces: resolved.template.map { segment in
                switch segment {
                case .text(let text): .text(text)
                case .parameter(let name): piece(name)
                }
            },
            more: resolved.more.map(piece))
    }
}

/// The summary sentence of any intent value, with its current parameter values.
package enum IntentSummaryText {
    package static func render(_ intent: any AppIntent) -> RenderedSummary {
        var unknown = 0
        let summary = SummaryMetadata.describe(intent, unknown: &unknown)
        let parameters = intentParameters(of: intent)
        func parameter(_ name: String) -> (any AnyIntentParameter)? { parameters.first { $0.name == name }?.parameter }
        return summary.render(
            values: { parameter($0)?.anyValue }, titles: { parameter($0)?.title.localizedString ?? $0 })
    }
}

extension IntentInvocation {
    /// The intent's summary with its current parameter values.
    package var renderedSummary: RenderedSummary { IntentSummaryText.render(intent) }
}
