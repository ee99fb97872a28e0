/// One action an app offers: shortcuts run it, Siri-like phrases start it.
///
/// An intent is a struct with a title, `@Parameter` properties and a `perform()` method:
///
/// ```swift
/// struct OpenShelf: AppIntent {
///     static let title: LocalizedStringResource = "Open Shelf"
///     static let openAppWhenRun = true
///
///     @Parameter(title: "Shelf") var shelf: Shelf
///
///     static var parameterSummary: some ParameterSummary { Summary("Open \(\.$shelf)") }
///
///     func perform() async throws -> some IntentResult {
///         Navigator.shared.openShelf(shelf)
///         return .result()
///     }
/// }
/// ```
///
/// IntentKit makes a fresh value with `init()` for every run, fills in the parameters, asks the
/// person for required ones that are still empty, then calls `perform()`.
public protocol AppIntent: _NonOptionalIntentDescription, _ResourceIntentDescription, PersistentlyIdentifiable,
    Sendable
{
    /// The action's name, shown in the action library and on its card.
    static var title: LocalizedStringResource { get }
    /// Help text and grouping for the action library.
    static var description: IntentDescription? { get }
    /// Whether running the action brings the app to the foreground ("Open When Run").
    static var openAppWhenRun: Bool { get }
    /// Who may run the action.
    static var authenticationPolicy: IntentAuthenticationPolicy { get }
    /// Whether the action is listed in the action library; `false` hides helper intents.
    static var isDiscoverable: Bool { get }
    /// Where the action may run: in the background, the foreground, or both (``IntentModes``).
    static var supportedModes: IntentModes { get }
    /// What running the action may touch (see ``SideEffects``): the host's safety policy reads it.
    ///
    /// The default for an intent that says nothing is ``SideEffects/appData``: it changes its own
    /// app's data and nothing else. That is what an app's intent does unless it says otherwise,
    /// and it is "conservative" in that an intent is never assumed to touch nothing. An intent
    /// that reads or writes files, reaches the network, starts programs or deletes declares so;
    /// IntentKit cannot learn it by itself (a destructive `requestConfirmation` is a call made
    /// while the intent runs, not a declaration), so a deleting intent adds ``SideEffects/deletes``.
    static var sideEffects: SideEffects { get }
    /// Apple's Shortcuts actions this intent does too (``AppleShortcutsAction``); none by default.
    static var appleShortcutsActions: [AppleShortcutsAction] { get }

    /// The type of ``parameterSummary``.
    associatedtype SummaryContent: ParameterSummary
    /// The sentence a shortcut's card shows, with the parameters in it.
    @ParameterSummaryBuilder<Self>
    static var parameterSummary: SummaryContent { get }

    /// What `perform()` returns: `some IntentResult`, maybe `& ReturnsValue<T> & ProvidesDialog`.
    associatedtype PerformOutput: IntentResult
    /// An intent with every parameter at its default.
    init()
    /// Does the work. Throw to fail; throw a parameter's `needsValueError` to ask and run again.
    func perform() async throws -> PerformOutput
}

/// Lets an intent declare `static var description = IntentDescription("…")` without the
/// optional type Apple's protocol names: such a declaration satisfies this requirement instead
/// of being silently ignored, and IntentKit reads both.
public protocol _NonOptionalIntentDescription {
    /// The intent's description, declared without `?`.
    static var description: IntentDescription { get }
}

extension _NonOptionalIntentDescription {
    public static var description: IntentDescription { IntentDescription.none }
}

/// Lets an intent declare its description as plain text,
/// `static let description: LocalizedStringResource = "…"`, as real App Intents code does
/// (the field apps' Bulwark and Porchlight intents): Apple's build step reads such a
/// declaration by name; without this requirement IntentKit would silently ignore it.
public protocol _ResourceIntentDescription {
    /// The intent's description as text alone.
    static var description: LocalizedStringResource { get }
}

extension _ResourceIntentDescription {
    public static var description: LocalizedStringResource { IntentDescription.none.descriptionText }
}

extension AppIntent {
    public static var description: IntentDescription? { nil }
    public static var openAppWhenRun: Bool { false }
    public static var authenticationPolicy: IntentAuthenticationPolicy { .alwaysAllowed }
    public static var isDiscoverable: Bool { true }
    public static var sideEffects: SideEffects { .appData }
    public static var appleShortcutsActions: [AppleShortcutsAction] { [] }

    /// `@Parameter` inside an intent declares an ``IntentParameter``.
    public typealias Parameter<Value: _IntentValue> = IntentParameter<Value>

    /// The description however the intent declared it: optional or not, or as text alone.
    static var resolvedDescription: IntentDescription? {
        let optional: IntentDescription? = Self.description
        if let optional { return optional }
        let plain: IntentDescription = Self.description
        if plain != .none { return plain }
        let text: LocalizedStringResource = Self.description
        return text == IntentDescription.none.descriptionText ? nil : IntentDescription(text)
    }
}

/// Who may run an intent.
public enum IntentAuthenticationPolicy: String, Sendable, Codable, CaseIterable {
    /// Anyone, any time.
    case alwaysAllowed
    /// The person must be authenticated.
    case requiresAuthentication
    /// The person must be authenticated on this device.
    case requiresLocalDeviceAuthentication
}

/// An intent's help text, category and search keywords.
public struct IntentDescription: Sendable, Hashable, Codable {
    /// What the action does.
    public var descriptionText: LocalizedStringResource
    /// The action library's group for the action ("Reading", "Files").
    public var categoryName: LocalizedStringResource?
    /// More words the action library's search matches.
    public var searchKeywords: [LocalizedStringResource]
    /// A name for the action's output ("Book").
    public var resultValueName: LocalizedStringResource?

    public init(
        _ descriptionText: LocalizedStringResource,
        categoryName: LocalizedStringResource? = nil,
        searchKeywords: [LocalizedStringResource] = [],
        resultValueName: LocalizedStringResource? = nil
    ) {
        self.descriptionText = descriptionText
        self.categoryName = categoryName
        self.searchKeywords = searchKeywords
        self.resultValueName = resultValueName
    }

    /// The empty description, meaning "none declared".
    static let none = IntentDescription("")
}

extension IntentDescription: ExpressibleByStringInterpolation {
    public init(stringLiteral value: String) {
        self.init(LocalizedStringResource(stringLiteral: value))
    }

    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
        self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}

/// An intent that replaces a SiriKit custom intent; shortcuts saved with the old intent's class
/// name keep working.
public protocol CustomIntentMigratedAppIntent: AppIntent {
    /// The class name of the custom intent this one replaces, such as `"OrderSoupIntent"`.
    static var intentClassName: String { get }
}

/// An intent that was renamed or moved; shortcuts saved under its old identifiers still load.
///
/// Identifiers are `<App>.<TypeName>` as IntentKit assigns them:
/// `static let previousIdentifiers = ["Books.AddBookIntent"]`.
public protocol RenamedAppIntent: AppIntent {
    /// The identifiers this intent had before.
    static var previousIdentifiers: [String] { get }
}
