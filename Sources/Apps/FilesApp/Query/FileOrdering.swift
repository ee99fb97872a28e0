import Foundation
import IntentKit

/// The order a Find's sort keys put items in.
///
/// Ties, and a Find without sort keys, fall back to the relative path (the root first), so the
/// same Find over the same files always returns the same items, even with a limit.
struct FileOrdering {
    private typealias Comparison = (FileInfo, FileInfo) -> ComparisonResult
    private let keys: [(compare: Comparison, ascending: Bool)]

    /// The order of `sorts`, first key first. Keys the Files app does not sort by are ignored;
    /// IntentKit passes only those ``FileQuery/sortingOptions`` declares.
    init(_ sorts: [EntityQuerySort<FileEntity>]) {
        keys = sorts.compactMap { sort in
            Self.comparison(for: sort.by).map { ($0, sort.order == .ascending) }
        }
    }

    /// Whether `lhs` comes before `rhs`.
    func areInIncreasingOrder(_ lhs: FileInfo, _ rhs: FileInfo) -> Bool {
        for key in keys {
            switch key.compare(lhs, rhs) {
            case .orderedAscending: return key.ascending
            case .orderedDescending: return !key.ascending
            case .orderedSame: continue
            }
        }
        return Self.byPath(lhs, rhs) == .orderedAscending
    }

    private static func comparison(for keyPath: PartialKeyPath<FileEntity>) -> Comparison? {
        switch keyPath {
        case \FileEntity.$name: byName
        case \FileEntity.$fileExtension: { compare($0.fileExtension.lowercased(), $1.fileExtension.lowercased()) }
        case \FileEntity.$kind: { compare($0.kind.sortIndex, $1.kind.sortIndex) }
        case \FileEntity.$size: { compare($0.size, $1.size) }
        case \FileEntity.$created: { compare($0.created, $1.created) }
        case \FileEntity.$modified: { compare($0.modified, $1.modified) }
        default: nil
        }
    }

    /// Names as people expect them listed: case aside first, then exact spelling.
    private static func byName(_ lhs: FileInfo, _ rhs: FileInfo) -> ComparisonResult {
        let folded = lhs.name.caseInsensitiveCompare(rhs.name)
        return folded == .orderedSame ? compare(lhs.name, rhs.name) : folded
    }

    private static func byPath(_ lhs: FileInfo, _ rhs: FileInfo) -> ComparisonResult {
        if lhs.isRoot || rhs.isRoot { return compare(lhs.isRoot ? 0 : 1, rhs.isRoot ? 0 : 1) }
        return compare(lhs.relativePath, rhs.relativePath)
    }

    private static func compare<Value: Comparable>(_ lhs: Value, _ rhs: Value) -> ComparisonResult {
        lhs < rhs ? .orderedAscending : lhs > rhs ? .orderedDescending : .orderedSame
    }
}
