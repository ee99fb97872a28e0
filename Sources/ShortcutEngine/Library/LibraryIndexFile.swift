import Foundation
import ShortcutModel

#if canImport(Glibc)
    import Glibc
#endif

/// The library index's file format: tab-separated lines, parsed by hand.
///
/// Foundation's `JSONDecoder` cost most of a lookup in a library of thousands of shortcuts, so the
/// index is a plain text file instead (see docs/architecture/library-index.md):
///
///     shortcuts-library-index 3 <TAB> count <TAB> folder inode <TAB> folder mtime ns <TAB> folder ctime ns <TAB> listed at ns
///     file name <TAB> inode <TAB> size <TAB> mtime ns <TAB> id <TAB> name <TAB> icon <TAB> actions <TAB> description <TAB> error file <TAB> error line <TAB> error column <TAB> error message
///
/// In text fields a backslash, tab, line feed and carriage return are written `\\`, `\t`, `\n`,
/// `\r`; an absent value is `\N`. Records are in the library's order (sorted by name). Anything that does not parse exactly (another version, a count
/// that does not match, a short line) makes the whole file unreadable, and the index is rebuilt.
extension LibraryIndex {
    static let magic = "shortcuts-library-index 3"
    private static let fieldsPerRecord = 13

    /// The index as the file's text.
    func encoded() -> String {
        var out = ""
        out.reserveCapacity(64 + records.count * 160)
        out +=
            "\(Self.magic)\t\(records.count)\t\(Int64(bitPattern: folder.inode))\t\(folder.modified)\t\(folder.changed)\t\(listedAt)\n"
        for record in records {
            let fields: [String] = [
                Self.escape(record.fileName), String(Int64(bitPattern: record.stamp.inode)), String(record.stamp.size),
                String(record.stamp.modified),
                Self.escape(record.id), Self.escape(record.name), Self.escape(record.icon),
                Self.escape(record.actions.map(String.init)),
                Self.escape(record.description), Self.escape(record.error?.file),
                Self.escape(record.error.map { String($0.line) }),
                Self.escape(record.error.map { String($0.column) }), Self.escape(record.error?.message),
            ]
            out += fields.joined(separator: "\t")
            out += "\n"
        }
        return out
    }

    static func escape(_ text: String?) -> String {
        guard let text else { return "\\N" }
        guard text.utf8.contains(where: { $0 == 0x5C || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else { return text }
        var out = ""
        for character in text.unicodeScalars {
            switch character {
            case "\\": out += "\\\\"
            case "\t": out += "\\t"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }

    /// With `namesOnly`, each record's fields after the name (icon, count, description, error)
    /// are skipped, not parsed: a lookup needs only the name, id and file, and re-reads the file
    /// it picks. Such records are never written back.
    static func parse(_ bytes: [UInt8], namesOnly: Bool = false) -> LibraryIndex? {
        bytes.withUnsafeBufferPointer { buffer -> LibraryIndex? in
            var cursor = Cursor(bytes: buffer)
            guard let (count, folder, listedAt) = header(&cursor) else { return nil }
            var records: [Record] = []
            records.reserveCapacity(min(count, 100_000))
            while !cursor.atEnd {
                if namesOnly {
                    guard let fileName = cursor.text(), let fileName,
                        let fileInode = cursor.integer(), let size = cursor.integer(),
                        let fileModified = cursor.integer(),
                        let id = cursor.text(), let name = cursor.text(), let name, cursor.skipLine()
                    else { return nil }
                    records.append(
                        Record(
                            fileName: fileName,
                            stamp: DiskStamp(inode: UInt64(bitPattern: fileInode), size: size, modified: fileModified),
                            id: id, name: name, icon: nil, actions: nil, description: nil, error: nil))
                    continue
                }
                guard let fileName = cursor.text(), let fileName,
                    let fileInode = cursor.integer(), let size = cursor.integer(), let fileModified = cursor.integer(),
                    let id = cursor.text(), let name = cursor.text(), let name, let icon = cursor.text(),
                    let actions = cursor.optionalInteger(), let description = cursor.text(),
                    let errorFile = cursor.text(), let errorLine = cursor.optionalInteger(),
                    let errorColumn = cursor.optionalInteger(), let errorMessage = cursor.text(), cursor.endOfLine()
                else { return nil }
                let error = errorMessage.map {
                    DocumentError(file: errorFile, line: errorLine ?? 0, column: errorColumn ?? 0, message: $0)
                }
                records.append(
                    Record(
                        fileName: fileName,
                        stamp: DiskStamp(inode: UInt64(bitPattern: fileInode), size: size, modified: fileModified),
                        id: id, name: name, icon: icon, actions: actions, description: description, error: error))
            }
            guard records.count == count else { return nil }
            return LibraryIndex(folder: folder, listedAt: listedAt, records: records)
        }
    }

    /// The folder stamp recorded in the index file at `url`, reading its first line only.
    static func loadFolderStamp(from url: URL) -> FolderStamp? {
        let fd = open(url.path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: 256)
        let got = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
        guard got > 0 else { return nil }
        return bytes[..<got].withUnsafeBufferPointer { buffer in
            var cursor = Cursor(bytes: buffer)
            return header(&cursor)?.folder
        }
    }

    private static func header(_ cursor: inout Cursor) -> (count: Int, folder: FolderStamp, listedAt: Int64)? {
        guard let magic = cursor.field(), String(decoding: magic, as: UTF8.self) == Self.magic,
            let count = cursor.integer(), count >= 0, let count = Int(exactly: count),
            let inode = cursor.integer(), let modified = cursor.integer(), let changed = cursor.integer(),
            let listedAt = cursor.integer(), cursor.endOfLine()
        else { return nil }
        return (count, FolderStamp(inode: UInt64(bitPattern: inode), modified: modified, changed: changed), listedAt)
    }

    /// The records (names only, as with `namesOnly`) whose name is exactly `name`, found by
    /// comparing each line's name field with the name as the file writes it: no string is made
    /// of any other line, which is most of a lookup's cost in a large library. Nil when the file
    /// does not parse.
    static func records(named name: String, in bytes: [UInt8]) -> [Record]? {
        let needle = Array(escape(name).utf8)
        return bytes.withUnsafeBufferPointer { buffer -> [Record]? in
            var cursor = Cursor(bytes: buffer)
            guard let (count, _, _) = header(&cursor) else { return nil }
            var found: [Record] = []
            var lines = 0
            while !cursor.atEnd {
                let start = cursor.position
                for _ in 0..<5 { guard cursor.field() != nil else { return nil } } // file, inode, size, mtime, id
                guard let raw = cursor.field() else { return nil }
                if raw.elementsEqual(needle) {
                    cursor.position = start
                    guard let fileName = cursor.text(), let fileName,
                        let fileInode = cursor.integer(), let size = cursor.integer(),
                        let fileModified = cursor.integer(),
                        let id = cursor.text(), let parsed = cursor.text(), let parsed
                    else { return nil }
                    found.append(
                        Record(
                            fileName: fileName,
                            stamp: DiskStamp(inode: UInt64(bitPattern: fileInode), size: size, modified: fileModified),
                            id: id, name: parsed, icon: nil, actions: nil, description: nil, error: nil))
                }
                guard cursor.skipLine() else { return nil }
                lines += 1
            }
            return lines == count ? found : nil
        }
    }

    /// The header's folder stamp and listing time, from the file's bytes.
    static func parseHeader(_ bytes: [UInt8]) -> (folder: FolderStamp, listedAt: Int64)? {
        bytes.withUnsafeBufferPointer { buffer in
            var cursor = Cursor(bytes: buffer)
            return header(&cursor).map { ($0.folder, $0.listedAt) }
        }
    }

    /// The whole file, read with plain `read` calls (no Foundation `Data` on the way).
    static func readAll(_ url: URL) -> [UInt8]? {
        let fd = open(url.path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
        var filled = 0
        while true {
            if filled == bytes.count { bytes.append(contentsOf: [UInt8](repeating: 0, count: bytes.count)) }
            let got = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + filled, $0.count - filled) }
            if got < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if got == 0 { break }
            filled += got
        }
        bytes.removeSubrange(filled...)
        return bytes
    }

    /// Reads fields one after another; each read consumes the field and the tab after it.
    private struct Cursor {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

        var atEnd: Bool { position >= bytes.count }

        /// The raw bytes up to the next tab or line end (not consuming the line end).
        mutating func field() -> UnsafeBufferPointer<UInt8>? {
            guard position < bytes.count, bytes[position] != 0x0A else { return nil }
            let start = position
            while position < bytes.count, bytes[position] != 0x09, bytes[position] != 0x0A { position += 1 }
            let slice = UnsafeBufferPointer(rebasing: bytes[start..<position])
            if position < bytes.count, bytes[position] == 0x09 { position += 1 }
            return slice
        }

        /// Consumes the rest of the line, whatever it holds; false at the end of the file.
        mutating func skipLine() -> Bool {
            guard position < bytes.count else { return false }
            let base = UnsafeRawPointer(bytes.baseAddress!)
            guard let newline = memchr(base + position, 0x0A, bytes.count - position) else { return false }
            position = base.distance(to: UnsafeRawPointer(newline)) + 1
            return true
        }

        /// Consumes the end of the line; false if more fields follow.
        mutating func endOfLine() -> Bool {
            guard position < bytes.count, bytes[position] == 0x0A else { return false }
            position += 1
            return true
        }

        /// A decimal integer (nil if the field is not one).
        mutating func integer() -> Int64? {
            guard let raw = field(), !raw.isEmpty else { return nil }
            var value: Int64 = 0
            var negative = false
            for (offset, byte) in raw.enumerated() {
                if offset == 0, byte == 0x2D, raw.count > 1 {
                    negative = true
                    continue
                }
                guard byte >= 0x30, byte <= 0x39 else { return nil }
                let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
                let (sum, overflow2) = times.addingReportingOverflow(Int64(byte - 0x30))
                guard !overflow1, !overflow2 else { return nil }
                value = sum
            }
            return negative ? -value : value
        }

        /// An integer or `\N`: .some(nil) for absent, nil when malformed.
        mutating func optionalInteger() -> Int?? {
            let start = position
            if let raw = field(), raw.count == 2, raw[0] == 0x5C, raw[1] == 0x4E { return .some(nil) }
            position = start
            guard let value = integer(), let int = Int(exactly: value) else { return nil }
            return .some(int)
        }

        /// A text field unescaped, `.some(nil)` for `\N`; nil when malformed.
        mutating func text() -> String?? {
            guard position < bytes.count else { return nil }
            if bytes[position] == 0x09 {
                position += 1
                return .some("")
            }
            if bytes[position] == 0x0A {
                // An empty last field, after its tab; without the tab the field is missing.
                return position > 0 && bytes[position - 1] == 0x09 ? .some("") : nil
            }
            guard let raw = field() else { return nil }
            guard raw.contains(0x5C) else { return .some(String(decoding: raw, as: UTF8.self)) }
            if raw.count == 2, raw[1] == 0x4E { return .some(nil) }
            var out: [UInt8] = []
            out.reserveCapacity(raw.count)
            var escaped = false
            for byte in raw {
                if escaped {
                    switch byte {
                    case 0x5C: out.append(0x5C)
                    case 0x74: out.append(0x09)
                    case 0x6E: out.append(0x0A)
                    case 0x72: out.append(0x0D)
                    default: return nil
                    }
                    escaped = false
                } else if byte == 0x5C {
                    escaped = true
                } else {
                    out.append(byte)
                }
            }
            guard !escaped else { return nil }
            return .some(String(decoding: out, as: UTF8.self))
        }
    }
}
