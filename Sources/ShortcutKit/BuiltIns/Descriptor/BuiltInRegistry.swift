/// The table of built-in actions: one descriptor per action, each declared in its own file in
/// `BuiltIns/Actions/`. Adding an action is adding its file and its line here.
package enum BuiltInRegistry {
    /// Every built-in action, in the order the action library and `shortcuts actions` list them.
    package static let all: [BuiltInDescriptor] = [
        .if, .repeat, .repeatEach, .menu,
        .setVariable, .addToVariable, .getVariable,
        .getItem, .count,
        .replaceText, .matchText, .getMatchGroup, .changeCase, .trimWhitespace, .getText,
        .dictionary, .getDictionaryValue, .setDictionaryValue, .getDictionaryFromInput, .makeJSON,
        .calculate, .calculateExpression, .roundNumber, .randomNumber, .formatNumber, .calculateStatistics,
        .adjustDate, .formatDate, .getTimeBetweenDates, .getDatesFromInput,
        .list, .filterList, .sortList,
        .getContentsOfURL, .openURL, .copyToClipboard, .getClipboard, .showNotification,
        .askForInput, .chooseFromList, .showAlert, .runShortcut, .runShellScript, .comment, .wait, .stop,
    ]

    private static let byID: [BuiltInID: BuiltInDescriptor] = Dictionary(
        all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

    /// The descriptor of the action a file names `id`.
    package static func descriptor(_ id: BuiltInID) -> BuiltInDescriptor? { byID[id] }
}
