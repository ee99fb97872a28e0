import Foundation
import IntentKit

/// Why a Files action could not do what was asked. Each message names the path concerned.
///
/// Paths outside the root are refused earlier, with a ``SandboxError``.
enum FilesError: Error, Sendable, CustomLocalizedStringResourceConvertible, CustomStringConvertible {
    /// The folder given as the root does not exist.
    case rootMissing(path: String)
    /// The path given as the root is not a folder.
    case rootNotFolder(path: String)
    /// Nothing exists at the path (any more).
    case notFound(path: String)
    /// A move was asked of the root folder itself.
    case cannotMoveRoot
    /// A delete was asked of the root folder itself.
    case cannotDeleteRoot
    /// Text was to be read from, or written to, a folder.
    case isFolder(path: String)
    /// The path leads to a device, socket or pipe, whose contents are not a file's.
    case notRegularFile(path: String)
    /// The file contains NUL bytes, so it is not text.
    case binary(path: String)
    /// The file's bytes are not UTF-8.
    case notUTF8(path: String)
    /// The file is bigger than Read Text File reads.
    case tooLarge(path: String, size: Int, limit: Int)
    /// A write in Create New mode found something at the path.
    case writeWouldReplace(path: String)
    /// A move found something at its destination.
    case moveWouldReplace(path: String)
    /// A folder was to be moved into itself or one of its own folders.
    case moveIntoItself(path: String, destination: String)
    /// A folder with contents was to be deleted without Recursive.
    case folderNotEmpty(path: String)
    /// The file has other hard links: changing or deleting it here would change a file that is
    /// also elsewhere, possibly outside the root.
    case hardLinked(path: String, links: Int)
    /// The item changed into something else (a symbolic link, most likely) while the action ran.
    case changedMeanwhile(path: String)
    /// Only part of an append could be written (a full disk); what could be was undone.
    case partialAppend(path: String, written: Int, total: Int)
    /// The file system refused an operation.
    case operationFailed(FileOperation, path: String, reason: String)

    /// An operation named in ``operationFailed(_:path:reason:)``.
    enum FileOperation: Sendable {
        case read, write, createFolder, move, delete, list

        var verb: LocalizedStringResource {
            switch self {
            case .read: "read"
            case .write: "write"
            case .createFolder: "create the folder"
            case .move: "move"
            case .delete: "delete"
            case .list: "list"
            }
        }
    }

    /// The error for a failed operation, with the system's reason.
    static func failed(_ operation: FileOperation, path: String, error: any Error) -> FilesError {
        .operationFailed(operation, path: path, reason: error.localizedDescription)
    }

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case .rootMissing(let path):
            "The Files root '\(path)' does not exist"
        case .rootNotFolder(let path):
            "The Files root '\(path)' is not a folder"
        case .notFound(let path):
            "'\(path)' does not exist in the Files root"
        case .cannotMoveRoot:
            "The Files root itself cannot be moved"
        case .cannotDeleteRoot:
            "The Files root itself cannot be deleted"
        case .isFolder(let path):
            "'\(path)' is a folder, not a text file"
        case .notRegularFile(let path):
            "'\(path)' is not a regular file: it is a device, socket or pipe"
        case .binary(let path):
            "'\(path)' is not a text file: it contains binary data"
        case .notUTF8(let path):
            "'\(path)' is not a text file: it is not valid UTF-8"
        case .tooLarge(let path, let size, let limit):
            "'\(path)' is \(Self.size(size, beside: limit)); Read Text File reads files up to \(ByteCount.format(limit))"
        case .writeWouldReplace(let path):
            "'\(path)' already exists: choose the mode Overwrite or Append to change it"
        case .moveWouldReplace(let path):
            "'\(path)' already exists: Move File never replaces a file"
        case .moveIntoItself(let path, let destination):
            "'\(path)' cannot be moved to '\(destination)', inside itself"
        case .folderNotEmpty(let path):
            "'\(path)' is a folder that is not empty: turn on Recursive to delete it with everything in it"
        case .hardLinked(let path, let links):
            "'\(path)' has \(links) hard links: Files does not change or delete a file that is also elsewhere; copy it first"
        case .changedMeanwhile(let path):
            "'\(path)' changed while it was being used (it was replaced by a link or another kind of item); try again"
        case .partialAppend(let path, let written, let total):
            "Could not append to '\(path)': only \(written) of \(total) bytes could be written (is the disk full?)"
        case .operationFailed(let operation, let path, let reason):
            "Could not \(operation.verb) '\(path)': \(reason)"
        }
    }

    var description: String { localizedStringResource.localizedString }

    /// A size next to a limit. Just over the limit rounds to the limit itself ("10 MB … up to
    /// 10 MB"), so then the exact bytes show why.
    private static func size(_ size: Int, beside limit: Int) -> String {
        ByteCount.format(size) == ByteCount.format(limit) ? "\(size) bytes" : ByteCount.format(size)
    }
}
