// Intents for iOS system surfaces that a terminal does not have: widgets, Live Activities, Focus
// filters, relevance for the Smart Stack, app extensions. They compile so that an app's code
// ports; an intent declaring one runs as an ordinary intent, and the system-only parts do nothing
// (documented in docs/intentkit.md, "Coverage of Apple's interface").

import Foundation

/// An intent that configures a widget. There are no widgets here; it runs as an ordinary intent.
public protocol WidgetConfigurationIntent: AppIntent {}

extension WidgetConfigurationIntent {
    /// A widget's configuration does nothing when run: Apple's default `perform()`.
    public typealias NeverResult = IntentResultContainer<Never>

    public func perform() async throws -> IntentResultContainer<Never> { .result() }
}

/// A widget size, for parameters that vary by widget.
public enum IntentWidgetFamily: Sendable, Hashable {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge
    case accessoryCorner, accessoryCircular, accessoryRectangular, accessoryInline
}

/// An intent a Live Activity's button runs. There are no Live Activities here; it runs as an
/// ordinary intent.
public protocol LiveActivityIntent: SystemIntent {}

/// An intent that starts a Live Activity (an ordinary intent here).
public protocol LiveActivityStartingIntent: SystemIntent {}

/// An intent that sets a Focus filter. There is no Focus here: it runs as an ordinary intent,
/// `current` fails, and no filters are suggested.
public protocol SetFocusFilterIntent: AppIntent, InstanceDisplayRepresentable {
    /// What the app filters while the Focus is on.
    var appContext: FocusFilterAppContext { get }
    /// Filters to suggest.
    static func suggestedFocusFilters(for context: FocusFilterSuggestionContext) async -> [Self]
}

extension SetFocusFilterIntent {
    public var appContext: FocusFilterAppContext { FocusFilterAppContext() }
    public static func suggestedFocusFilters(for context: FocusFilterSuggestionContext) async -> [Self] { [] }
    /// Asks the system to read `appContext` again (inert).
    public static func invalidateFocusFilterAppContext() {}
    /// The filter in effect: there is none, so this throws ``SetFocusFilterIntentError/notFound``.
    public static var current: Self {
        get async throws { throw SetFocusFilterIntentError.notFound }
    }
}

/// What an app filters while a Focus is on. `NSPredicate` cannot be evaluated on Linux, so the
/// filter is kept as the identifier prefix alone.
public struct FocusFilterAppContext: Sendable {
    /// Content whose identifier starts with this is shown.
    public let targetContentIdentifierPrefix: String?

    public init(targetContentIdentifierPrefix: String? = nil) {
        self.targetContentIdentifierPrefix = targetContentIdentifierPrefix
    }
}

/// Where filters are suggested (empty, as in Apple's framework).
public struct FocusFilterSuggestionContext: Sendable {}

/// Why a Focus filter could not be read.
public enum SetFocusFilterIntentError: LocalizedError, Equatable, Sendable {
    case notFound
    case missingParameterValue

    public var errorDescription: String? {
        switch self {
        case .notFound: "There is no Focus filter on this system."
        case .missingParameterValue: "The Focus filter is missing a value."
        }
    }
}

/// When an intent is relevant, for the Smart Stack (inert here).
public struct RelevantContext: Sendable {
    let description: String

    public static func date(_ exact: Date) -> RelevantContext { RelevantContext(description: "date") }
    public static func date(from: Date, to: Date) -> RelevantContext { RelevantContext(description: "date range") }
    public static func location(inferred: InferredLocation) -> RelevantContext {
        RelevantContext(description: "location")
    }

    /// A place the system infers.
    public struct InferredLocation: Sendable {
        let name: String
        public static var home: InferredLocation { InferredLocation(name: "home") }
        public static var work: InferredLocation { InferredLocation(name: "work") }
        public static var school: InferredLocation { InferredLocation(name: "school") }
        public static var commute: InferredLocation { InferredLocation(name: "commute") }
    }
}

/// A widget intent with the context in which it is relevant (inert here).
public struct RelevantIntent: Sendable {
    public init<IntentType: WidgetConfigurationIntent>(
        _ intent: IntentType, widgetKind: String, relevance: RelevantContext
    ) {}
}

/// Receives relevant intents (inert here: they are accepted and forgotten).
public final class RelevantIntentManager: Sendable {
    public static let shared = RelevantIntentManager()
    public func updateRelevantIntents(_ relevantIntents: [RelevantIntent]) async throws {}
}

/// An app extension that carries intents. There are no app extensions here: an IntentKit app is
/// a value (``IntentApp``) that lists its intents.
public protocol AppIntentsExtension {}

/// A package of intents that other targets include. IntentKit reads an app's intents from its
/// ``IntentApp``, so the declaration is kept for the code that names it.
public protocol AppIntentsPackage {
    /// Other packages this one includes.
    static var includedPackages: [any AppIntentsPackage.Type] { get }
}

extension AppIntentsPackage {
    public static var includedPackages: [any AppIntentsPackage.Type] { [] }
}
