import IntentKit

/// A value an action gives besides its output, reached from the output's variable as a property
/// step ("Contents of URL › Status Code"): the output stays what the next action reads (the
/// body of a response), and the rest of what the action learned is one step away in the
/// variable picker, as an entity's properties are.
package struct BuiltInOutputProperty: Sendable, Equatable {
    /// The step's name in a file (`{"var": "…", "path": ["statusCode"]}`).
    package let name: String
    /// What the picker and the pill call it ("Status Code").
    package let title: String
    package let type: ValueType

    package init(_ name: String, _ title: String, _ type: ValueType) {
        self.name = name
        self.title = title
        self.type = type
    }
}

/// What a run hook returns to give ``BuiltInOutputProperty`` values with its output: the runner
/// keeps `properties` beside the output, and later actions read them by name.
package struct BuiltInOutput: Sendable {
    package let value: (any Sendable)?
    package let properties: [String: any Sendable]

    package init(value: (any Sendable)?, properties: [String: any Sendable]) {
        self.value = value
        self.properties = properties
    }
}

extension BuiltInDescriptor {
    /// The property `name` of this action's output, when its behaviour declares one.
    package func outputProperty(_ name: String) -> BuiltInOutputProperty? {
        behaviour?.outputProperties.first { $0.name == name }
    }

    /// The properties of this action's output besides the output itself.
    package var outputProperties: [BuiltInOutputProperty] { behaviour?.outputProperties ?? [] }
}
