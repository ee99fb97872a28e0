import Synchronization

/// An intent offered ready to run, with the phrases that start it.
///
/// ```swift
/// struct MeditationShortcuts: AppShortcutsProvider {
///     static var appShortcuts: [AppShortcut] {
///         AppShortcut(intent: StartMeditationIntent(), phrases: [
///             "Start a \(.applicationName)",
///             "Start a \(\.$session) session with \(.applicationName)",
///         ], shortTitle: "Meditate", systemImageName: "leaf")
///     }
/// }
/// ```
/// Every phrase names the app (`\(.applicationName)`); a phrase may name one entity or enum
/// parameter, which IntentKit expands into one phrase per suggested value.
public struct AppShortcut: Sendable {
    /// The intent, with any parameters the shortcut presets.
    public let intent: any AppIntent
    /// The phrases, in order; the first is the primary phrase.
    package let phrases: [AppShortcutPhraseTemplate]
    /// A short label for tiles and lists.
    public let shortTitle: LocalizedStringResource?
    /// An SF Symbols name.
    public let systemImageName: String?

    public init<Intent: AppIntent>(
        intent: Intent,
        phrases: [AppShortcutPhrase<Intent>],
        shortTitle: LocalizedStringResource? = nil,
        systemImageName: String? = nil
    ) {
        self.intent = intent
        self.phrases = phrases.map(\.template)
        self.shortTitle = shortTitle
        self.systemImageName = systemImageName
    }
}

/// A placeholder inside a phrase.
public enum AppShortcutPhraseToken: Sendable {
    /// The app's name.
    case applicationName
}

/// A phrase of an ``AppShortcut``, with the app's name and at most one parameter in it.
public struct AppShortcutPhrase<Intent: AppIntent>: Sendable, ExpressibleByStringInterpolation {
    let template: AppShortcutPhraseTemplate

    public init(stringLiteral value: String) {
        template = AppShortcutPhraseTemplate(segments: [.text(value)])
    }

    public init(stringInterpolation: StringInterpolation) {
        template = AppShortcutPhraseTemplate(segments: stringInterpolation.segments)
    }

    /// Collects a phrase's pieces.
    public struct StringInterpolation: StringInterpolationProtocol {
        var segments: [AppShortcutPhraseTemplate.Segment] = []
        public init(literalCapacity: Int, interpolationCount: Int) {}

        public mutating func appendLiteral(_ literal: String) {
            if !literal.isEmpty { segments.append(.text(literal)) }
        }

        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) {
            segments.append(.applicationName)
        }

        public mutating func appendInterpolation<Value: _IntentValue>(
            _ parameter: KeyPath<Intent, IntentParameter<Value>> & Sendable
        ) {
            segments.append(.parameter(parameter))
        }
    }
}

/// A phrase with its intent type erased.
package struct AppShortcutPhraseTemplate: Sendable {
    package enum Segment: Sendable {
        case text(String)
        case applicationName
        case parameter(AnyKeyPath & Sendable)
    }

    package let segments: [Segment]

    /// The phrase in the `.strings` key form Apple uses: `Start a ${session} session with ${applicationName}`.
    func key(parameterName: (AnyKeyPath & Sendable) -> String) -> String {
        segments.map { segment in
            switch segment {
            case .text(let text): text
            case .applicationName: "${applicationName}"
            case .parameter(let keyPath): "${\(parameterName(keyPath))}"
            }
        }.joined()
    }
}

/// Collects the shortcuts of an ``AppShortcutsProvider``.
@resultBuilder
public enum AppShortcutsBuilder {
    public static func buildExpression(_ shortcut: AppShortcut) -> [AppShortcut] { [shortcut] }
    public static func buildExpression(_ shortcuts: [AppShortcut]) -> [AppShortcut] { shortcuts }
    public static func buildBlock(_ parts: [AppShortcut]...) -> [AppShortcut] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [AppShortcut]?) -> [AppShortcut] { part ?? [] }
    public static func buildEither(first: [AppShortcut]) -> [AppShortcut] { first }
    public static func buildEither(second: [AppShortcut]) -> [AppShortcut] { second }
    public static func buildArray(_ parts: [[AppShortcut]]) -> [AppShortcut] { parts.flatMap { $0 } }
}

/// Declares an app's App Shortcuts: at most ten, each with phrases that name the app.
public protocol AppShortcutsProvider {
    /// The shortcuts, most important first.
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
    /// The colour of the app's tiles (recorded only: a terminal draws with its theme).
    static var shortcutTileColor: ShortcutTileColor { get }
    /// Tells IntentKit that the values behind parameterized phrases changed (new sessions,
    /// renamed playlists); their phrases are expanded again on the next read.
    static func updateAppShortcutParameters()
}

extension AppShortcutsProvider {
    public static var shortcutTileColor: ShortcutTileColor { .navy }

    /// Phrases that should not start the app's shortcuts (recorded only: there is no speech).
    public static var negativePhrases: NegativeAppShortcutPhrases { NegativeAppShortcutPhrases(phrases: []) }

    /// `Title(specific:generic:)` in an App Shortcut's parameter presentation.
    public typealias Title = AppShortcutParameterPresentationTitle
    /// `ParameterPresentation(for:summary:optionsCollections:)` in an App Shortcut.
    public typealias ParameterPresentation = AppShortcutParameterPresentation

    public static func updateAppShortcutParameters() {
        AppShortcutParameterUpdates.markStale(Self.self)
    }
}

/// Which providers have asked for their parameterized phrases to be expanded again.
enum AppShortcutParameterUpdates {
    private static let generations = Mutex<[ObjectIdentifier: Int]>([:])

    static func markStale(_ provider: Any.Type) {
        generations.withLock { $0[ObjectIdentifier(provider), default: 0] += 1 }
    }

    static func generation(of provider: Any.Type) -> Int {
        generations.withLock { $0[ObjectIdentifier(provider)] ?? 0 }
    }
}
