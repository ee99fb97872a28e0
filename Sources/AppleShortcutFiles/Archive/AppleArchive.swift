/// The entries of an Apple Archive (`AA01`): each a header of typed fields, then the blobs its
/// fields declare. Only what a shortcut needs is kept: each entry's type, path and data.
package struct AppleArchive: Sendable {
    /// One entry: a directory, a file, a link.
    package struct Entry: Sendable {
        /// The entry's type (`F` a file, `D` a directory), as Apple's `TYP` field has it.
        package var type: Character
        package var path: String
        /// A file's contents.
        package var data: [UInt8]
    }

    package var entries: [Entry]

    package init(_ bytes: [UInt8]) throws(AppleArchiveError) {
        let reader = ByteReader(bytes: bytes)
        var entries: [Entry] = []
        var at = 0
        while at < bytes.count {
            guard
                reader.slice(at, 4).map(Array.init) == Array("AA01".utf8)
                    || reader.slice(at, 4).map(Array.init) == Array("YAA1".utf8),
                let headerSize = reader.u16(at + 4), headerSize >= 6, reader.fits(at, headerSize)
            else { throw .malformed("the payload's entry at byte \(at) is not an Apple Archive header") }
            var field = at + 6
            let end = at + headerSize
            var type: Character = "?"
            var path = ""
            var blobs: [(key: String, size: Int)] = []
            while field < end {
                guard let keyBytes = reader.slice(field, 4), field + 4 <= end else {
                    throw .malformed("the archive header at byte \(at) is cut short")
                }
                let key = String(decoding: keyBytes.prefix(3), as: UTF8.self)
                let subtype = Character(Unicode.Scalar(keyBytes.last!))
                field += 4
                let size: Int
                switch subtype {
                case "*": size = 0
                case "1", "2", "4", "8": size = Int(String(subtype))!
                case "P":
                    guard let length = reader.u16(field) else {
                        throw .malformed("a path field at byte \(field) is cut short")
                    }
                    if key == "PAT", let text = reader.slice(field + 2, length) {
                        path = String(decoding: text, as: UTF8.self)
                    }
                    size = 2 + length
                case "T": size = 12
                case "S": size = 8
                case "F": size = 4
                case "G": size = 20
                case "H": size = 32
                case "I": size = 48
                case "J": size = 64
                case "A", "B", "C":
                    let width = subtype == "A" ? 2 : subtype == "B" ? 4 : 8
                    guard
                        let blob = width == 8
                            ? reader.u64(field).map(Int.init(clamping:))
                            : width == 4 ? reader.u32(field) : reader.u16(field)
                    else { throw .malformed("a blob field at byte \(field) is cut short") }
                    blobs.append((key, blob))
                    size = width
                default:
                    throw .malformed("the archive header at byte \(at) has a field of unknown kind '\(key)\(subtype)'")
                }
                guard size <= end - field else { throw .malformed("the archive header at byte \(at) is cut short") }
                if key == "TYP", size == 1 { type = Character(Unicode.Scalar(bytes[field])) }
                field += size
            }
            at = end
            var data: [UInt8] = []
            for blob in blobs {
                guard let content = reader.slice(at, blob.size) else {
                    throw .malformed("the archive's \(blob.key) data at byte \(at) is cut short")
                }
                if blob.key == "DAT" { data = Array(content) }
                at += blob.size
            }
            entries.append(Entry(type: type, path: path, data: data))
        }
        self.entries = entries
    }
}
