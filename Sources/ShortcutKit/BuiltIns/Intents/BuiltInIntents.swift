import Foundation
import IntentKit

// The built-in actions that are plain intents, written with IntentKit like any app's: one
// mechanism for the catalog, the editor and the runner. Control flow, variables and list
// actions need the runner's state and are actions of their own (see Action.Kind).

/// The built-in intents. The namespace keeps their identifiers short (`Shortcuts.Text`).
enum BuiltIn {
    /// Outputs the text typed into it, with variables filled in.
    struct Text: AppIntent {
        static let title: LocalizedStringResource = "Text"
        static let sideEffects: SideEffects = []
        static let description: IntentDescription? = IntentDescription(
            "Passes the text to the next action.", categoryName: "Text", searchKeywords: ["string", "words"])
        @Parameter(title: "Text") var text: String
        static var parameterSummary: some ParameterSummary { Summary("\(\.$text)") }
        func perform() async throws -> some IntentResult & ReturnsValue<String> { .result(value: text) }
    }

    /// Outputs a number.
    struct Number: AppIntent {
        static let title: LocalizedStringResource = "Number"
        static let sideEffects: SideEffects = []
        static let description: IntentDescription? = IntentDescription(
            "Passes a number to the next action.", categoryName: "Numbers", searchKeywords: ["value", "digit"])
        @Parameter(title: "Number", controlStyle: .field) var number: Double
        static var parameterSummary: some ParameterSummary { Summary("\(\.$number)") }
        func perform() async throws -> some IntentResult & ReturnsValue<Double> { .result(value: number) }
    }

    /// Outputs a date.
    struct Date: AppIntent {
        static let title: LocalizedStringResource = "Date"
        static let sideEffects: SideEffects = []
        static let description: IntentDescription? = IntentDescription(
            "Passes a date to the next action.", categoryName: "Dates", searchKeywords: ["time", "day"])
        @Parameter(title: "Date") var date: Foundation.Date
        static var parameterSummary: some ParameterSummary { Summary("\(\.$date)") }
        func perform() async throws -> some IntentResult & ReturnsValue<Foundation.Date> { .result(value: date) }
    }

    /// Outputs a URL.
    struct URL: AppIntent {
        static let title: LocalizedStringResource = "URL"
        static let sideEffects: SideEffects = []
        static let description: IntentDescription? = IntentDescription(
            "Passes a URL to the next action.", categoryName: "Web", searchKeywords: ["link", "address"])
        @Parameter(title: "URL") var url: Foundation.URL
        static var parameterSummary: some ParameterSummary { Summary("\(\.$url)") }
        func perform() async throws -> some IntentResult & ReturnsValue<Foundation.URL> { .result(value: url) }
    }

    /// Shows its text to the person running the shortcut.
    struct ShowResult: AppIntent {
        static let title: LocalizedStringResource = "Show Result"
        static let sideEffects: SideEffects = []
        static let description: IntentDescription? = IntentDescription(
            "Shows the text, for example the output of an earlier action.", categoryName: "Scripting",
            searchKeywords: ["display", "print", "output"])
        // Takes the previous action's output, as Apple's Show Result does: the editor wires a
        // new one to the action above it, and an empty one shows the previous output when run.
        @Parameter(title: "Text", inputConnectionBehavior: .connectToPreviousIntentResult) var text: String
        static var parameterSummary: some ParameterSummary { Summary("Show \(\.$text)") }
        func perform() async throws -> some IntentResult & ProvidesDialog {
            .result(dialog: IntentDialog(.verbatim(text)))
        }
    }

    /// Joins a list of texts with a separator.
    struct CombineText: AppIntent {
        static let title: LocalizedStringResource = "Combine Text"
        static let sideEffects: SideEffects = []
        static let description: IntentDescription? = IntentDescription(
            "Joins the items of a list into one text.", categoryName: "Text", searchKeywords: ["join", "concatenate"])
        @Parameter(title: "Text", inputConnectionBehavior: .connectToPreviousIntentResult) var items: [String]
        @Parameter(title: "Separator", default: " ") var separator: String
        static var parameterSummary: some ParameterSummary { Summary("Combine \(\.$items) with \(\.$separator)") }
        func perform() async throws -> some IntentResult & ReturnsValue<String> {
            .result(value: items.joined(separator: separator.replacingOccurrences(of: "\\n", with: "\n")))
        }
    }

    /// How Split Text cuts its text.
    enum TextSeparator: String, AppEnum {
        case newLines, spaces, everyCharacter, custom
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Separator"
        static let caseDisplayRepresentations: [TextSeparator: DisplayRepresentation] = [
            .newLines: "New Lines", .spaces: "Spaces", .everyCharacter: "Every Character", .custom: "Custom",
        ]
    }

    /// Splits text into a list.
    struct SplitText: AppIntent {
        static let title: LocalizedStringResource = "Split Text"
        static let sideEffects: SideEffects = []
        static let description: IntentDescription? = IntentDescription(
            "Splits text into a list of pieces.", categoryName: "Text", searchKeywords: ["lines", "words", "separate"])
        @Parameter(title: "Text", inputConnectionBehavior: .connectToPreviousIntentResult) var text: String
        @Parameter(title: "Separator", default: .newLines) var separator: TextSeparator
        @Parameter(title: "Custom Separator") var custom: String?

        static var parameterSummary: some ParameterSummary {
            When(\.$separator, .equalTo, TextSeparator.custom) {
                Summary("Split \(\.$text) by \(\.$custom)")
            } otherwise: {
                Summary("Split \(\.$text) by \(\.$separator)")
            }
        }

        func perform() async throws -> some IntentResult & ReturnsValue<[String]> {
            let pieces: [String] =
                switch separator {
                case .newLines: text.split(whereSeparator: \.isNewline).map(String.init)
                case .spaces: text.split(whereSeparator: \.isWhitespace).map(String.init)
                case .everyCharacter: text.map(String.init)
                case .custom:
                    if let custom, !custom.isEmpty { text.components(separatedBy: custom) } else { [text] }
                }
            return .result(value: pieces)
        }
    }
}

/// The built-in app: the actions every shortcut can use.
package enum BuiltInActions {
    /// The app's name, the prefix of built-in intent identifiers (`Shortcuts.Text`).
    package static let appName = "Shortcuts"

    static let app = IntentApp(
        name: appName, displayName: "Shortcuts", systemImageName: "square.stack.3d.up",
        intents: [
            BuiltIn.Text.self, BuiltIn.Number.self, BuiltIn.Date.self, BuiltIn.URL.self, BuiltIn.ShowResult.self,
            BuiltIn.CombineText.self, BuiltIn.SplitText.self,
        ],
        enums: [BuiltIn.TextSeparator.self])
}
