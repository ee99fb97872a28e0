import Foundation
import Synchronization

/// Expands App Shortcut phrases, and keeps the expansion until the provider asks for a new one.
final class ShortcutExpansionState: Sendable {
    nonisolated(unsafe) private let provider: any AppShortcutsProvider.Type
    private let appName: String
    private let appDisplayName: String
    private let cache: Mutex<(generation: Int, shortcuts: [AppShortcutMetadata])>

    init(
        provider: any AppShortcutsProvider.Type, appName: String, appDisplayName: String, initial: [AppShortcutMetadata]
    ) {
        self.provider = provider
        self.appName = appName
        self.appDisplayName = appDisplayName
        self.cache = Mutex((AppShortcutParameterUpdates.generation(of: provider), initial))
    }

    func current() async throws -> [AppShortcutMetadata] {
        let generation = AppShortcutParameterUpdates.generation(of: provider)
        if let hit = cache.withLock({ $0.generation == generation ? $0.shortcuts : nil }) { return hit }
        var problems: [String] = []
        var readEntities = false
        let fresh = try await Self.describe(
            provider.appShortcuts, appName: appName, appDisplayName: appDisplayName,
            problems: &problems, readEntities: &readEntities)
        cache.withLock { $0 = (generation, fresh) }
        return fresh
    }

    /// The metadata of each shortcut; problems found are appended to `problems`. `readEntities`
    /// is set when a phrase was expanded with entities read from the app's data (the result then
    /// depends on the data, not only on the code).
    static func describe(
        _ shortcuts: [AppShortcut], appName: String, appDisplayName: String,
        problems: inout [String], readEntities: inout Bool
    ) async throws -> [AppShortcutMetadata] {
        var out: [AppShortcutMetadata] = []
        for shortcut in shortcuts {
            let intentType = type(of: shortcut.intent)
            let intentName = "\(appName).\(typeName(intentType))"
            let parameters = intentParameters(of: shortcut.intent)
            func name(of keyPath: AnyKeyPath & Sendable) -> String? {
                guard let wrapper = (shortcut.intent as Any)[keyPath: keyPath as AnyKeyPath] as? any AnyIntentParameter
                else { return nil }
                return parameters.first { $0.parameter === wrapper }?.name
            }
            var phrases: [String] = []
            var expanded: [AppShortcutMetadata.ExpandedPhrase] = []
            for (index, phrase) in shortcut.phrases.enumerated() {
                let label = "App Shortcut for \(intentName), phrase \(index + 1)"
                var key = phrase.key { name(of: $0) ?? "?" }
                let named = phrase.segments.compactMap { segment -> (AnyKeyPath & Sendable)? in
                    if case .parameter(let keyPath) = segment { keyPath } else { nil }
                }
                let hasAppName = phrase.segments.contains { if case .applicationName = $0 { true } else { false } }
                if !hasAppName {
                    // A phrase written as a key of AppShortcuts.strings names the app there.
                    let localized = LocalizationCatalog.shared.resolve(
                        LocalizedStringResource(key, table: "AppShortcuts"))
                    if localized.contains("${applicationName}") {
                        key = localized
                    } else {
                        problems.append(
                            "\(label) (\"\(key)\") does not contain the app's name: add \\(.applicationName)")
                    }
                }
                if named.count > 1 {
                    problems.append("\(label) names \(named.count) parameters; a phrase may name at most one")
                }
                phrases.append(key)
                let withApp = key.replacingOccurrences(of: "${applicationName}", with: appDisplayName)
                guard let keyPath = named.first else {
                    expanded.append(.init(text: withApp, parameter: nil, value: nil))
                    continue
                }
                guard let parameterName = name(of: keyPath),
                    let parameter = parameters.first(where: { $0.name == parameterName })?.parameter
                else {
                    problems.append("\(label) names a key path that is not an @Parameter of \(intentName)")
                    continue
                }
                let values: [Any]
                switch parameter.valueKind {
                case .entity(let entityType):
                    readEntities = true
                    values = try await entityType.suggestedAnyEntities()
                case .enumeration(let enumType): values = enumType.anyCases
                default:
                    problems.append(
                        "\(label) names parameter '\(parameterName)', which is not an entity or enum; only those can be in phrases"
                    )
                    continue
                }
                for value in values {
                    expanded.append(
                        .init(
                            text: withApp.replacingOccurrences(
                                of: "${\(parameterName)}", with: IntentValueText.title(of: value)),
                            parameter: parameterName, value: MetadataValue(value)))
                }
            }
            var presets: [String: MetadataValue] = [:]
            for (name, parameter) in parameters {
                if let value = MetadataValue(parameter.anyValue), MetadataValue(parameter.defaultValue) != value {
                    presets[name] = value
                }
            }
            out.append(
                AppShortcutMetadata(
                    intent: intentName, phrases: phrases, expandedPhrases: expanded,
                    shortTitle: shortcut.shortTitle?.localizedString, systemImageName: shortcut.systemImageName,
                    presetValues: presets))
        }
        return out
    }
}
