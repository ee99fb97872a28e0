/// Two versions of lines as a unified diff: each line kept (`  `), taken out (`- `) or put in
/// (`+ `), from the standard library's difference of the two. A plan shows a shortcut's change
/// this way, its sentences whole and its file's text in hunks.
package enum LineDiff {
    /// Every line of both, marked.
    package static func lines(from old: [String], to new: [String]) -> [String] {
        let difference = new.difference(from: old)
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var out: [String] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, removed.contains(i) {
                out.append("- " + old[i])
                i += 1
            } else if j < new.count, inserted.contains(j) {
                out.append("+ " + new[j])
                j += 1
            } else {
                if i < old.count { out.append("  " + old[i]) }
                i += 1
                j += 1
            }
        }
        return out
    }

    /// Only the changed lines with `context` lines around them, hunks apart by `@@ line N`
    /// (the line in the new version where the hunk starts); empty when nothing changed.
    package static func hunks(from old: [String], to new: [String], context: Int = 2) -> [String] {
        let all = lines(from: old, to: new)
        let changed = all.indices.filter { !all[$0].hasPrefix("  ") }
        guard !changed.isEmpty else { return [] }
        var shown = Set<Int>()
        for index in changed {
            for near in max(0, index - context)...min(all.count - 1, index + context) { shown.insert(near) }
        }
        var out: [String] = []
        var newLine = 0
        var previous = -2
        for (index, line) in all.enumerated() {
            if shown.contains(index) {
                if index != previous + 1 { out.append("@@ line \(newLine + 1)") }
                out.append(line)
                previous = index
            }
            if !line.hasPrefix("- ") { newLine += 1 }
        }
        return out
    }
}
