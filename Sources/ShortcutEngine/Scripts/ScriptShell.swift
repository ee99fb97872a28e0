import Foundation
import ShortcutModel

/// A program Run Shell Script can run a script with, and how it takes the script and arguments.
///
/// The script is always one argument of its own (`sh -c SCRIPT sh ARG…`, `python3 -c SCRIPT
/// ARG…`) and values are further arguments or environment variables: nothing is ever put into the
/// script's text, so a value cannot be read as shell syntax.
package enum ScriptShell: String, Sendable, CaseIterable {
    case sh, bash, zsh, python3, perl, ruby, node

    /// The arguments that run `script` with `arguments` as its positional parameters (`$1`…,
    /// `sys.argv[1:]`, `@ARGV`, `ARGV`, `process.argv.slice(2)`... for node `process.argv[1…]`).
    func arguments(script: String, passing arguments: [String]) -> [String] {
        switch self {
        case .sh, .bash, .zsh: ["-c", script, rawValue] + arguments
        case .python3: ["-c", script] + arguments
        case .perl, .ruby, .node: ["-e", script, "--"] + arguments
        }
    }

    /// The program's path on `PATH` (from `environment`), `nil` when it is not installed.
    package func executable(in environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let path = environment["PATH"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/\(rawValue)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    /// The shells installed here, in the order the editor offers them.
    package static var installed: [ScriptShell] { allCases.filter { $0.executable() != nil } }
}
