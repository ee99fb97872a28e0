import Foundation

/// The label of a confirmation's accept button (and, for a custom one, its decline button).
public struct ConfirmationActionName: Sendable, Hashable {
    /// The button's text.
    public var label: LocalizedStringResource
    /// The decline button's text, when the name gives one ("Keep" against "Delete").
    public var denyLabel: LocalizedStringResource?
    /// Other words a person may say or type to accept, or to decline.
    public var acceptAlternatives: [LocalizedStringResource] = []
    public var denyAlternatives: [LocalizedStringResource] = []
    /// Whether accepting destroys something: hosts draw the button as a warning.
    public var isDestructive = false

    public init(_ label: LocalizedStringResource) { self.label = label }

    public static let add = Self("Add"), book = Self("Book"), buy = Self("Buy"), call = Self("Call")
    public static let `continue` = Self("Continue"), `do` = Self("Do It"), go = Self("Go"), order = Self("Order")
    public static let pay = Self("Pay"), post = Self("Post"), request = Self("Request"), run = Self("Run")
    public static let search = Self("Search"), send = Self("Send"), set = Self("Set"), start = Self("Start")
    public static let toggle = Self("Toggle"), turnOn = Self("Turn On"), turnOff = Self("Turn Off"), view = Self("View")
    public static let open = Self("Open")
    public static let addData = Self("Add"), checkIn = Self("Check In"), create = Self("Create")
    public static let download = Self("Download"), filter = Self("Filter"), find = Self("Find"), get = Self("Get")
    public static let log = Self("Log"), play = Self("Play"), playSound = Self("Play Sound"), share = Self("Share")
    public static let startNavigation = Self("Start Navigation")

    /// A button with your own text.
    public static func custom(acceptLabel: LocalizedStringResource) -> Self { Self(acceptLabel) }

    /// Buttons with your own text both ways, and the words that answer each; `destructive`
    /// marks accepting as destroying something.
    public static func custom(
        acceptLabel: LocalizedStringResource, acceptAlternatives: [LocalizedStringResource],
        denyLabel: LocalizedStringResource, denyAlternatives: [LocalizedStringResource], destructive: Bool = false
    ) -> Self {
        var name = Self(acceptLabel)
        name.acceptAlternatives = acceptAlternatives
        name.denyLabel = denyLabel
        name.denyAlternatives = denyAlternatives
        name.isDestructive = destructive
        return name
    }

    /// Whether a typed answer accepts: yes, or the accept label or one of its alternatives.
    func accepts(_ text: String) -> Bool {
        let answer = text.trimmingCharacters(in: .whitespaces).lowercased()
        return ["y", "yes", "true", "ok"].contains(answer)
            || ([label] + acceptAlternatives).contains { $0.localizedString.lowercased() == answer }
    }
}

/// One option of ``AppIntent/requestChoice(between:dialog:)``.
public struct IntentChoiceOption: Sendable, Hashable {
    /// How the option is drawn.
    public enum Style: String, Sendable, Hashable {
        case `default`, destructive, cancel
    }

    public var title: LocalizedStringResource
    public var subtitle: LocalizedStringResource?
    public var style: Style

    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, style: Style = .default) {
        self.title = title
        self.subtitle = subtitle
        self.style = style
    }

    /// The standard Cancel option; choosing it cancels the run.
    public static let cancel = IntentChoiceOption(title: "Cancel", style: .cancel)
}

extension AppIntent {
    /// Asks the person to confirm before the intent acts, showing the result it will have.
    /// Declining cancels the run (`perform()` stops with ``IntentRunError/cancelled(intent:)``).
    ///
    /// ```swift
    /// try await requestConfirmation(result: .result(value: order, dialog: "Ready to order?"),
    ///                               confirmationActionName: .order)
    /// ```
    public func requestConfirmation<Value: Sendable>(
        result: IntentResultContainer<Value>,
        confirmationActionName: ConfirmationActionName = .continue,
        showPrompt: Bool = true
    ) async throws {
        let content = result.content
        try await confirmIntent(dialog: content.dialog, snippet: content.snippet, actionName: confirmationActionName)
    }

    /// The spelling before `result:`, kept so that code written against it compiles.
    @available(*, deprecated, renamed: "requestConfirmation(result:confirmationActionName:showPrompt:)")
    public func requestConfirmation<Value: Sendable>(
        output: IntentResultContainer<Value>,
        confirmationActionName: ConfirmationActionName = .continue,
        showPrompt: Bool = true
    ) async throws {
        try await requestConfirmation(
            result: output, confirmationActionName: confirmationActionName, showPrompt: showPrompt)
    }

    /// Asks the person to confirm before the intent acts. Declining cancels the run.
    public func requestConfirmation(
        actionName: ConfirmationActionName = .continue,
        dialog: IntentDialog? = nil,
        snippet: (any SnippetView)? = nil
    ) async throws {
        try await confirmIntent(dialog: dialog, snippet: snippet?.snippet, actionName: actionName)
    }

    /// Asks the person to pick one of several options and returns it. Picking a
    /// ``IntentChoiceOption/Style/cancel`` option cancels the run.
    public func requestChoice(between options: [IntentChoiceOption], dialog: IntentDialog) async throws
        -> IntentChoiceOption
    {
        let context = try IntentExecutionContext.require(dialog.full.localizedString)
        let promptOptions = options.map {
            PromptOption(title: $0.title.localizedString, subtitle: $0.subtitle?.localizedString, value: $0.title.key)
        }
        let request = context.request(.choice, dialog: dialog, options: promptOptions)
        let index: Int
        switch try await context.ask(request) {
        case .option(let i) where options.indices.contains(i): index = i
        case .text(let text):
            guard
                let i = options.firstIndex(where: {
                    $0.title.localizedString.caseInsensitiveCompare(text) == .orderedSame
                })
            else {
                throw IntentRunError.invalidAnswer(
                    intent: context.title, parameter: "choice", message: "'\(text)' is not one of the options")
            }
            index = i
        default:
            throw IntentRunError.invalidAnswer(
                intent: context.title, parameter: "choice", message: "is not one of the \(options.count) options")
        }
        if options[index].style == .cancel { throw IntentRunError.cancelled(intent: context.title) }
        return options[index]
    }

    private func confirmIntent(dialog: IntentDialog?, snippet: Snippet?, actionName: ConfirmationActionName)
        async throws
    {
        let context = try IntentExecutionContext.require(dialog?.full.localizedString ?? "to continue")
        try await context.confirm(dialog: dialog, snippet: snippet, actionName: actionName)
    }
}
