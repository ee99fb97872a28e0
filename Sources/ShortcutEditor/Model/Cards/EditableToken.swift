import Foundation
import IntentKit
import ShortcutKit

/// One editable part of a card's sentence, in the order Tab visits them: a parameter or
/// operand (placeholder when empty, its value when set, a pill for a variable), or a setting
/// such as an If's condition or a variable's name.
package struct EditableToken: Sendable, Equatable, Identifiable {
    /// How the token is shown now.
    package enum State: Sendable, Equatable {
        /// Empty: the view draws the title as a placeholder.
        case empty
        /// A constant value or setting, shown as `display`.
        case constant
        /// A variable, shown as a pill; `broken` when its source is deleted, later or enclosing.
        case variable(broken: Bool)
        /// Asked each time the shortcut runs.
        case ask
    }

    /// The slot's name, which the edit functions take: an intent's parameter name, or `input`,
    /// `condition`, `value`, `name`, … for built-in actions (the names SentenceBuilder gives).
    package var slot: SlotID
    /// The placeholder and field label: "Book", "Count".
    package var title: String
    /// What editing the token means.
    package var kind: TokenKind
    /// For value slots, the type the value is read as (`nil`: any type); the variable picker
    /// filters by it.
    package var valueType: ValueType?
    /// The value in the slot, for value slots.
    package var value: Value?
    /// The chosen option's id, for choice tokens.
    package var choice: String?
    /// The text as typed, for plain-text tokens (a variable's name, a comment, an item's title).
    package var text: String?
    /// The text drawn for the token: the value, the variable's name ("Found Books › Author"),
    /// the question, or the title when empty.
    package var display: String
    package var state: State
    /// Whether the action needs a value here (no default, not optional).
    package var isRequired: Bool
    /// `false` for tokens under the card's "Show More" fold.
    package var isInSentence: Bool
    /// The numbers a number token accepts, when its parameter declares a range.
    package var range: ParameterRange? = nil

    package var id: String { slot.rawValue }

    /// Whether the slot shows its placeholder.
    package var isEmpty: Bool { state == .empty }

    /// Whether a variable can be put here (value slots), rather than only a fixed setting.
    package var acceptsVariables: Bool {
        switch kind {
        case .choice, .plainText, .suggested: false
        default: true
        }
    }
}

/// What kind of editor a token opens, from the slot's value type.
package indirect enum TokenKind: Sendable, Equatable {
    case text
    case number
    case boolean
    case date
    case url
    /// An amount with its unit (`5 km`), typed in a field; the unit menu picks among the
    /// dimension's units.
    case measurement(IntentMeasurementDimension)
    /// An amount of money (`12.50 EUR`), typed in a field.
    case currency
    /// A person (`Ada Lovelace <ada@example.com>`), typed in a field.
    case person
    /// A case of an enum, by the enum's identifier.
    case enumeration(TypeIdentifier)
    /// An entity, by the entity type's identifier: a picker backed by the entity's query.
    case entity(TypeIdentifier)
    /// A list of values of one kind.
    case list(TokenKind)
    /// A dictionary: keys and values, built in the key/value overlay.
    case dictionary
    /// A value of any type: usually a variable (an If's input, Count's input).
    case any
    /// One of fixed options (an If's condition, Get Item's item, Ask for Input's type).
    case choice([TokenChoice])
    /// Text that is not a value (a variable's name, a comment, a menu item's title), with names
    /// to suggest.
    case plainText(suggestions: [String])
    /// Text picked from a menu or typed (Use Model's model: the providers' models, or another
    /// name); empty leaves the member out.
    case suggested([TokenChoice])

    /// The kind for values of a type; `nil` means any type.
    package init(_ type: ValueType?) {
        switch type {
        case nil: self = .any
        case .string?, .match?: self = .text
        case .integer?, .double?, .decimal?: self = .number
        case .boolean?: self = .boolean
        case .date?: self = .date
        case .url?: self = .url
        case .enumeration(let id)?: self = .enumeration(id)
        case .entity(let id)?: self = .entity(id)
        case .array(let element)?: self = .list(TokenKind(element))
        case .dictionary?: self = .dictionary
        case .measurement(let dimension)?: self = .measurement(dimension)
        case .currency?: self = .currency
        case .person?: self = .person
        }
    }
}

/// One option of a choice token.
package struct TokenChoice: Sendable, Equatable, Identifiable {
    /// What the edit function takes: a condition's raw value (`greaterThan`), `first`, `text`.
    package var id: String
    /// What the menu shows: "is greater than", "First Item", "Text".
    package var title: String

    package init(id: String, title: String) {
        self.id = id
        self.title = title
    }
}
