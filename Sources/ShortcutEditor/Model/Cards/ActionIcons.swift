import ShortcutKit

/// The glyphs cards and the action library show, as SF Symbols names (the view maps names to
/// terminal glyphs): an app's action shows its app's icon, a built-in action its own.
enum ActionIcons {
    static let ifIcon = "arrow.triangle.branch"
    static let repeatIcon = "repeat"
    static let repeatEachIcon = "repeat.circle"
    static let menuIcon = "list.bullet"
    static let variableIcon = "x.squareroot"
    static let getItemIcon = "list.number"
    static let countIcon = "number"
    static let askIcon = "questionmark.bubble"
    static let commentIcon = "text.alignleft"
    static let stopIcon = "stop.circle"
    static let findIcon = "magnifyingglass"
    static let unknownIcon = "app.dashed"

    static func icon(for action: Action, catalog: Catalog) -> String {
        switch action.kind {
        case .intent(let identifier, _): catalog.intent(identifier).map { $0.app.systemImageName ?? unknownIcon } ?? unknownIcon
        case .find(let find): catalog.entity(find.entity)?.app.systemImageName ?? findIcon
        default: builtInIcon(for: action.kind)
        }
    }

    /// The icon of a built-in action, which needs no catalog.
    static func builtInIcon(for kind: Action.Kind) -> String {
        switch kind {
        case .intent: unknownIcon
        case .find: findIcon
        case .conditional: ifIcon
        case .repeatCount: repeatIcon
        case .repeatEach: repeatEachIcon
        case .menu: menuIcon
        case .setVariable, .addToVariable, .getVariable: variableIcon
        case .getItem: getItemIcon
        case .count: countIcon
        case .askForInput: askIcon
        case .comment: commentIcon
        case .stop: stopIcon
        }
    }

    /// The app an action belongs to, as shown on its card; `nil` for the built-in control flow
    /// and variable actions.
    static func appName(for action: Action, catalog: Catalog) -> String? {
        switch action.kind {
        case .intent(let identifier, _): catalog.intent(identifier)?.app.displayName
        case .find(let find): catalog.entity(find.entity)?.app.displayName
        default: nil
        }
    }
}
