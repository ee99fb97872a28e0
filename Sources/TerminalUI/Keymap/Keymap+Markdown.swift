extension Keymap {
    /// The keymap as a Markdown table for the docs: one `###` heading per group, keys in the
    /// notation `Key(parsing:)` reads (what a user writes in a config file).
    ///
    /// ```
    /// ### Library
    ///
    /// | Keys | Action |
    /// | --- | --- |
    /// | `up`, `k` | Move up |
    /// ```
    public func markdown(headingLevel: Int = 3) -> String {
        var output: [String] = []
        let heading = String(repeating: "#", count: max(1, headingLevel))
        var groups: [(title: String, bindings: [Binding<Message>])] = []
        for binding in bindings {
            let title = binding.group ?? self.title
            if let index = groups.firstIndex(where: { $0.title == title }) {
                groups[index].bindings.append(binding)
            } else {
                groups.append((title, [binding]))
            }
        }
        for group in groups {
            output.append("\(heading) \(group.title)")
            output.append("")
            output.append("| Keys | Action |")
            output.append("| --- | --- |")
            for binding in group.bindings {
                let keys = binding.keys.map { "`\(Self.escapeCell($0.description))`" }.joined(separator: ", ")
                output.append("| \(keys) | \(Self.escapeCell(binding.help)) |")
            }
            output.append("")
        }
        return output.joined(separator: "\n")
    }

    /// A table cell may not contain a bare pipe.
    static func escapeCell(_ text: String) -> String {
        text.replacingPipes()
    }
}

extension String {
    fileprivate func replacingPipes() -> String {
        var result = ""
        for character in self {
            if character == "|" { result += "\\|" } else { result.append(character) }
        }
        return result
    }
}
