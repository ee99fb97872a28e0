import AppleShortcutFiles

/// Apple's flat list of actions as a tree: a control-flow action's start, its middle markers
/// (Otherwise, each menu item) and its end, matched by their `GroupingIdentifier`, hold the
/// actions between them.
indirect enum WorkflowNode {
    case action(identifier: String, parameters: [String: PlistValue])
    /// A block: its start, then each section (a marker and the actions after it; the first
    /// section's marker is the start), and its end (`nil` when the file never closed it).
    case block(
        identifier: String, sections: [(marker: [String: PlistValue], body: [WorkflowNode])], end: [String: PlistValue]?
    )

    /// The tree of `actions`, and how many of them were out of place (a middle or an end with no
    /// start), which are left out.
    static func build(_ actions: [PlistValue]) -> (nodes: [WorkflowNode], strays: Int) {
        struct Open {
            var identifier: String
            var group: String
            var sections: [(marker: [String: PlistValue], body: [WorkflowNode])]
        }
        var root: [WorkflowNode] = []
        var stack: [Open] = []
        var strays = 0
        func append(_ node: WorkflowNode) {
            if stack.isEmpty {
                root.append(node)
            } else {
                stack[stack.count - 1].sections[stack[stack.count - 1].sections.count - 1].body.append(node)
            }
        }
        func close(_ end: [String: PlistValue]?) {
            let open = stack.removeLast()
            append(.block(identifier: open.identifier, sections: open.sections, end: end))
        }
        for action in actions {
            let identifier = action["WFWorkflowActionIdentifier"]?.string ?? ""
            let parameters = action["WFWorkflowActionParameters"]?.dictionary ?? [:]
            guard let mode = parameters["WFControlFlowMode"]?.integer,
                let group = parameters["GroupingIdentifier"]?.string
            else {
                append(.action(identifier: identifier, parameters: parameters))
                continue
            }
            switch mode {
            case 0: stack.append(Open(identifier: identifier, group: group, sections: [(parameters, [])]))
            case 1, 2:
                guard let index = stack.lastIndex(where: { $0.group == group }) else {
                    strays += 1
                    continue
                }
                // Blocks opened inside this one and never closed end here.
                while stack.count - 1 > index { close(nil) }
                if mode == 1 { stack[index].sections.append((parameters, [])) } else { close(parameters) }
            default: strays += 1
            }
        }
        while !stack.isEmpty { close(nil) }
        return (root, strays)
    }
}
