import Foundation
import IntentKit
import ShortcutKit

/// What is known just before one action of a shortcut runs: the outputs of the actions that
/// have finished, the named variables set so far, and the loops around it, with their types.
///
/// The validator's rules, read forwards to one position: an action's output exists once the
/// action and everything inside it has run, so a block's output is not available inside the
/// block, and a later action's never. The variable picker lists what this holds; the cards use
/// it to know what an If compares.
struct TypeScope: Sendable {
    /// An action whose output can be read here.
    struct Output: Sendable {
        var path: ActionPath
        var action: Action
        /// `nil` when the type is known only when the shortcut runs.
        var type: ValueType?
    }

    /// A loop around the position, innermost last.
    enum Loop: Sendable {
        case counted
        /// A Repeat with Each, with its items' type when known.
        case each(ValueType?)
    }

    let catalog: Catalog
    let document: ShortcutDocument
    private(set) var outputs: [Output] = []
    private var outputIndex: [UUID: Int] = [:]
    /// Named variables in the order first set, with their latest type.
    private(set) var namedOrder: [String] = []
    private(set) var named: [String: ValueType?] = [:]
    private(set) var loops: [Loop] = []

    /// The scope just before the action at `path` runs (its own values are read in it).
    init(before path: ActionPath, in document: ShortcutDocument, catalog: Catalog) {
        self.catalog = catalog
        self.document = document
        _ = walk(document.actions, .topLevel, until: path)
        // A block records its output after its contents; list them in reading order.
        outputs.sort { $0.path < $1.path }
        outputIndex = Dictionary(outputs.enumerated().map { ($1.action.id, $0) }, uniquingKeysWith: { _, last in last })
    }

    /// Visits the actions of a list that run before `target`; `true` once the target is reached.
    private mutating func walk(_ list: [Action], _ location: ListLocation, until target: ActionPath) -> Bool {
        for (index, action) in list.enumerated() {
            let path = location.path(at: index)
            if path == target { return true }
            if target.isWithin(path) {
                // An enclosing block: its loop is around the target. Its other branches (an If's
                // `then` seen from its `else`, a menu's other items) never run with the target,
                // so their outputs are not offered; the variables they name are, as the
                // validator counts them set.
                enterLoop(action)
                let targetBody = target.steps[path.steps.count].body
                for (body, actions) in action.bodies.enumerated() {
                    if body == targetBody { return walk(actions, .body(body, of: path), until: target) }
                    for (index, nested) in actions.enumerated() {
                        visitWhole(nested, path.child(body: body, index: index), offeringOutput: false)
                    }
                }
                return true
            }
            visitWhole(action, path)
        }
        return false
    }

    private mutating func visitWhole(_ action: Action, _ path: ActionPath, offeringOutput: Bool = true) {
        let depth = loops.count
        enterLoop(action)
        for (body, actions) in action.bodies.enumerated() {
            for (index, nested) in actions.enumerated() {
                visitWhole(nested, path.child(body: body, index: index), offeringOutput: offeringOutput)
            }
        }
        loops.removeLast(loops.count - depth)
        switch action.kind {
        case let .setVariable(name, value):
            setNamed(name, type(of: value))
        case let .addToVariable(name, value):
            setNamed(name, .array(type(of: value)?.elementType ?? .string))
        default:
            break
        }
        let output = outputType(of: action)
        if output.exists, offeringOutput {
            outputIndex[action.id] = outputs.count
            outputs.append(Output(path: path, action: action, type: output.type))
        }
    }

    private mutating func enterLoop(_ action: Action) {
        switch action.kind {
        case .repeatCount: loops.append(.counted)
        case .repeatEach(let items, _): loops.append(.each(type(of: items)?.elementType))
        default: break
        }
    }

    private mutating func setNamed(_ name: String, _ type: ValueType?) {
        if named[name] == nil { namedOrder.append(name) }
        named[name] = .some(type)
    }

    /// Whether an action has an output (Set Variable, Comment and intents that return nothing
    /// have none), and its type when known before the shortcut runs.
    func outputType(of action: Action) -> (exists: Bool, type: ValueType?) {
        guard Self.hasOutput(action, catalog: catalog) else { return (false, nil) }
        switch action.kind {
        case .intent(let identifier, _):
            return (true, catalog.intent(identifier)?.metadata.output)
        case .getVariable(let name):
            return (true, named[name] ?? nil)
        case .conditional, .menu, .repeatCount, .repeatEach:
            // The output of whichever branch ran, or of each pass: known only when it runs.
            return (true, nil)
        default:
            return (true, catalog.outputType(of: action) { type(of: $0) })
        }
    }

    // MARK: Types of values

    /// The type of a value read here, or `nil` when it is known only when the shortcut runs.
    func type(of value: Value, expected: ValueType? = nil) -> ValueType? {
        switch value {
        case .text: return .string
        case .number(let n): return n == n.rounded() && abs(n) < 9e15 ? .integer : .double
        case .boolean: return .boolean
        case .date: return .date
        case .url: return .url
        case .enumCase:
            if case .enumeration(let id)? = expected?.elementType { return .enumeration(id) }
            return .string
        case .entity(let type, _): return .entity(type)
        case .list(let items):
            return .array(items.lazy.compactMap { self.type(of: $0, expected: expected?.elementType) }.first ?? expected?.elementType ?? .string)
        case .variable(let ref): return type(of: ref)
        case .ask: return expected
        }
    }

    /// The type of a variable read here, following its path.
    func type(of ref: VariableReference) -> ValueType? {
        var current: ValueType?
        switch ref.source {
        case .action(let id): current = outputIndex[id].flatMap { outputs[$0].type }
        case .shortcutInput: current = document.input.flatMap { ValueType(text: $0.type) }
        case .currentDate: current = .date
        case .repeatItem:
            guard case .each(let element)? = loops.last else { return nil }
            current = element
        case .repeatIndex: current = .integer
        case .named(let name): current = named[name] ?? nil
        }
        for step in ref.path {
            guard let base = current else { return nil }
            current = Self.type(of: step, in: base, catalog: catalog)
        }
        return current
    }

    /// The type a step into a value of type `base` gives: an element for First and Last, a
    /// number for Count, a property's type for a property (a list of them for a list of entities).
    static func type(of step: VariableReference.Step, in base: ValueType, catalog: Catalog) -> ValueType? {
        switch step {
        case .first, .last: return base.elementType
        case .count: return .integer
        case .property(let name):
            guard case .entity(let id) = base.elementType,
                  let property = catalog.entity(id)?.metadata.properties.first(where: { $0.name == name }) else { return nil }
            if case .array = base { return .array(property.type) }
            return property.type
        }
    }
}

extension TypeScope {
    /// Whether an action has an output at all, whatever its type.
    static func hasOutput(_ action: Action, catalog: Catalog) -> Bool {
        switch action.kind {
        case .intent(let identifier, _): catalog.intent(identifier)?.metadata.output != nil
        case .find: true
        default: action.kind.descriptor?.hasOutput ?? false
        }
    }
}
