import Foundation

/// A shortcut: a name, an icon, what input it takes, and its actions.
package struct ShortcutDocument: Sendable, Equatable {
    /// The version of the file format this library reads and writes.
    package static let currentFormat = 1

    package var id: UUID
    package var name: String
    /// An SF Symbols name the editor and library show as a glyph.
    package var icon: String?
    /// What the shortcut does, for its reader.
    package var description: String?
    /// The input the shortcut takes, if any.
    package var input: InputSpec?
    package var actions: [Action]
    /// The icon the shortcut had in Apple's Shortcuts, kept by an import for an export.
    package var appleIcon: AppleIcon?

    package init(
        id: UUID = UUID(), name: String, icon: String? = nil, description: String? = nil,
        input: InputSpec? = nil, actions: [Action] = [], appleIcon: AppleIcon? = nil
    ) {
        self.id = id
        self.name = name
        self.icon = icon
        self.description = description
        self.input = input
        self.actions = actions
        self.appleIcon = appleIcon
    }

    /// Every action, depth first, with its nesting depth.
    package var flattened: [(action: Action, depth: Int)] {
        var out: [(Action, Int)] = []
        func walk(_ actions: [Action], _ depth: Int) {
            for action in actions {
                out.append((action, depth))
                for body in action.bodies { walk(body, depth + 1) }
            }
        }
        walk(actions, 0)
        return out
    }
}

/// The input a shortcut takes, and what happens when it is run without one.
package struct InputSpec: Sendable, Equatable {
    /// What to do when no input is given.
    package enum WhenMissing: String, Sendable, Equatable, CaseIterable {
        /// Run with no input.
        case `continue`
        /// Ask the person for it.
        case ask
        /// Stop with an error saying the shortcut needs input.
        case stop
    }

    /// The type of input expected (text form of a value type: `string`, `[entity:Books.BookEntity]`).
    package var type: String
    package var prompt: String?
    package var whenMissing: WhenMissing

    package init(type: String = "string", prompt: String? = nil, whenMissing: WhenMissing = .ask) {
        self.type = type
        self.prompt = prompt
        self.whenMissing = whenMissing
    }
}

extension Action {
    /// Every value the action reads (parameters, operands, sources), in order.
    package var values: [Value] {
        switch kind {
        case .intent(_, let parameters): parameters.keys.sorted().compactMap { parameters[$0] }
        case .find(let find):
            [find.source].compactMap { $0 } + find.conditions.flatMap { [$0.value] + [$0.value2].compactMap { $0 } }
                + [find.limit].compactMap { $0 }
        case .builtIn(let call): call.values.map(\.value)
        }
    }
}

/// A shortcut's icon in Apple's Shortcuts: its colour (Apple's packed RGBA number) and glyph
/// (Apple's glyph number), as `WFWorkflowIcon` holds them.
package struct AppleIcon: Sendable, Equatable {
    package var color: Int
    package var glyph: Int

    package init(color: Int, glyph: Int) {
        self.color = color
        self.glyph = glyph
    }
}
