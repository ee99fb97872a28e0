import ShortcutKit

/// The glyphs cards and the action library show, as SF Symbols names (the view maps names to
/// terminal glyphs): an app's action shows its app's icon, a built-in action its descriptor's.
enum ActionIcons {
    static let findIcon = "magnifyingglass"
    static let unknownIcon = "app.dashed"

    static func icon(for action: Action, catalog: Catalog) -> String {
        switch action.kind {
        case .intent(let identifier, _):
            catalog.intent(identifier).map { $0.app.systemImageName ?? unknownIcon } ?? unknownIcon
        case .find(let find): catalog.entity(find.entity)?.app.systemImageName ?? findIcon
        default: action.kind.descriptor?.icon ?? unknownIcon
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
