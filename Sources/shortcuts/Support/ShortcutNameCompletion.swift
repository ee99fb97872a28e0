import ArgumentParser
import Foundation
import ShortcutKit

/// Completes a shortcut's name from the library for `run`, `view`, `validate` and `trust`, as the
/// shell asks while a person types: the names that begin with what was typed (any case), read
/// from the library's index, so no shortcut file is parsed and no app is started. A path is
/// completed as a file once it looks like one (`./`, `/`, `~`).
enum ShortcutNameCompletion {
    static let kind = CompletionKind.custom { _, _, prefix in names(matching: prefix) }

    static func names(matching prefix: String) -> [String] {
        guard !(prefix.hasPrefix("/") || prefix.hasPrefix(".") || prefix.hasPrefix("~")) else { return [] }
        let library = Library(folder: ShortcutsHome.resolve().shortcuts)
        let lowered = prefix.lowercased()
        let names = library.summaries().map(\.name).filter { $0.lowercased().hasPrefix(lowered) }.sorted()
        return CompletionShell.requesting == .bash ? names.map(bashWord) : names
    }

    /// A name as bash's completion script takes it: its `compgen -W` removes one level of
    /// backslashes, and the word put on the command line must keep one before each space or
    /// other character the shell would split or expand at ("Word\ Tools").
    static func bashWord(_ name: String) -> String {
        var out = ""
        for character in name {
            if " \t'\"\\()&;|<>$`!*?[]{}#~".contains(character) { out += "\\\\" }
            out.append(character)
        }
        return out
    }
}
