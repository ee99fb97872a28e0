import Foundation

/// The Python the tests run checkers with (`jsonschema`, the MCP SDK): the one
/// `SHORTCUTS_MCP_PYTHON` names, else the virtual environment `.ci/run` makes in the repository
/// (`.build/mcp-venv`), else `python3` from `PATH`.
package enum TestPython {
    /// The absolute path of the Python to use, `nil` when there is none at all.
    package static var path: String? {
        let candidates: [String?] = [
            ProcessInfo.processInfo.environment["SHORTCUTS_MCP_PYTHON"],
            TestRepository.path(".build/mcp-venv/bin/python").path,
        ]
        for case let path? in candidates where FileManager.default.isExecutableFile(atPath: path) { return path }
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let path = "\(folder)/python3"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }
}
