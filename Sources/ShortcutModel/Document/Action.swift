import Foundation
import IntentKit

/// One step of a shortcut. Control flow nests: an If holds its branches, a Repeat its body.
package struct Action: Sendable, Equatable, Identifiable {
    /// Names this action's output for later actions' variables.
    package var id: UUID
    package var kind: Kind
    /// What happens when it fails; `nil`: the run stops (docs/format.md, `onError`).
    package var onError: ErrorHandling?

    package init(id: UUID = UUID(), _ kind: Kind, onError: ErrorHandling? = nil) {
        self.id = id
        self.kind = kind
        self.onError = onError
    }

    package enum Kind: Sendable, Equatable {
        /// An app's intent or a built-in intent, with parameter values by name.
        case intent(identifier: String, parameters: [String: Value])
        /// Finds entities of a type through its query, or filters a list of them.
        case find(FindAction)
        /// A built-in action its descriptor describes wholly: how it reads, is checked and runs
        /// (see ``BuiltInRegistry``). Adding one takes a descriptor and no new case here.
        /// Every built-in action is stored so (variables, Get Item from List, Ask
        /// for Input, Comment …); `Action.Kind.setVariable(name:value:)` and the like make them.
        case builtIn(BuiltInCall)
    }
}

/// The kinds of answer Ask for Input takes (its `type` member).
package enum InputType: String, Sendable, Equatable, CaseIterable {
    case text, number, date, url

    /// The value type of the answer.
    package var valueType: ValueType {
        switch self {
        case .text: .string
        case .number: .double
        case .date: .date
        case .url: .url
        }
    }
}

/// Which item Get Item from List takes, for ``Action/Kind/getItem(list:item:)``. Indices are
/// 1-based, as in Shortcuts.
package enum ItemSpecifier: Sendable, Equatable {
    case first, last, random
    case index(Value)
    case range(from: Value, to: Value)
}

/// One choice of a Choose from Menu.
package struct MenuItem: Sendable, Equatable {
    package var title: String
    package var body: [Action]

    package init(title: String, body: [Action]) {
        self.title = title
        self.body = body
    }
}

/// A Find action: which entities, from where, matching what, in what order, how many.
package struct FindAction: Sendable, Equatable {
    /// The entity type identifier (`Books.BookEntity`).
    package var entity: TypeIdentifier
    /// A list to filter instead of asking the app ("Find Books in ⟦variable⟧").
    package var source: Value?
    /// Whether all (`.and`) or any (`.or`) of the conditions must hold.
    package var matchAll: Bool
    package var conditions: [FindCondition]
    package var sort: [FindSort]
    package var limit: Value?

    package init(
        entity: TypeIdentifier, source: Value? = nil, matchAll: Bool = true, conditions: [FindCondition] = [],
        sort: [FindSort] = [], limit: Value? = nil
    ) {
        self.entity = entity
        self.source = source
        self.matchAll = matchAll
        self.conditions = conditions
        self.sort = sort
        self.limit = limit
    }

    /// One filter row.
    package struct FindCondition: Sendable, Equatable {
        package var property: String
        /// Decoded when the file is read: a comparator the format does not know is a load error
        /// naming the row, never a surprise during a run.
        package var comparator: FindComparator
        /// The value compared with; for "is in the last", the count of units.
        package var value: Value
        package var value2: Value?

        package init(property: String, comparator: FindComparator, value: Value, value2: Value? = nil) {
            self.property = property
            self.comparator = comparator
            self.value = value
            self.value2 = value2
        }

        /// A row with one of the comparisons an app's query declares.
        package init(property: String, comparator: ComparatorKind, value: Value, value2: Value? = nil) {
            self.init(property: property, comparator: .query(comparator), value: value, value2: value2)
        }
    }

    /// One sort key.
    package struct FindSort: Sendable, Equatable {
        package var property: String
        package var ascending: Bool

        package init(property: String, ascending: Bool = true) {
            self.property = property
            self.ascending = ascending
        }
    }
}

extension Action {
    /// What the file names the action by: an intent's identifier (`Books.OpenBook`), `find`, or
    /// a built-in action's name (`setVariable`).
    package var identifier: String {
        switch kind {
        case .intent(let identifier, _): identifier
        case .find: "find"
        case .builtIn(let call): call.id.rawValue
        }
    }
}
