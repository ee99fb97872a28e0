import Foundation
import IntentKit

/// Why a path was refused: it does not name a place inside the Files root.
///
/// Each message quotes the path as it was given, so a person can see which one to fix.
struct SandboxError: Error, Sendable, Equatable, CustomLocalizedStringResourceConvertible, CustomStringConvertible {
    /// What is wrong with the path.
    enum Reason: Sendable, Equatable {
        /// The path is empty or only spaces.
        case empty
        /// The path starts at `/`.
        case absolute
        /// The path has a `..` component.
        case parentComponent
        /// With its symbolic links followed, the path leads out of the root.
        case leavesRoot
        /// The path's symbolic links lead in a loop, or through more links than the system follows.
        case linkLoop
        /// The path contains a NUL character, which no file name can.
        case nulCharacter
    }

    /// The path as it was given.
    let path: String
    /// What is wrong with it.
    let reason: Reason

    var localizedStringResource: LocalizedStringResource {
        switch reason {
        case .empty:
            "The path is empty: give a path inside the Files root, such as 'notes/todo.txt'"
        case .absolute:
            "'\(path)' is outside the Files root: give a path relative to the root, such as 'notes/todo.txt'"
        case .parentComponent:
            "'\(path)' is outside the Files root: a path may not contain '..'"
        case .leavesRoot:
            "'\(path)' is outside the Files root: a symbolic link on the way leads out of it"
        case .linkLoop:
            "'\(path)' cannot be opened: its symbolic links lead in a loop"
        case .nulCharacter:
            "'\(path.replacingOccurrences(of: "\0", with: "\\0"))' is not a valid path: it contains a NUL character"
        }
    }

    var description: String { localizedStringResource.localizedString }
}
