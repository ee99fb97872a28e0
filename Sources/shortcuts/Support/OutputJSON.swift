import Foundation
import IntentKit
import JSONCore
import ShortcutKit

/// Values as JSON for `--output-type json` and `--json` listings: the JSON view of a value
/// (``JSONView``): entities as objects with their type, id, title and properties, lists as
/// arrays, dictionaries as objects, dates in ISO 8601.
enum OutputJSON {
    static func encode(_ value: (any Sendable)?) -> String {
        JSONView.text(of: value)
    }
}
