/// A binary property list written object by object, so a test can make what no well-behaved
/// writer would: shared references that expand without end, nesting ten thousand deep, counts
/// that claim more than the file holds, an object that contains itself.
struct HandWrittenPlist {
    enum Object {
        case string(String)
        case integer(UInt8)
        /// An array of references to other objects by index.
        case array([Int])
        /// A dictionary: references to the keys, then to the values.
        case dictionary(keys: [Int], values: [Int])
        /// Bytes as they are, for a broken object.
        case raw([UInt8])
    }

    var objects: [Object] = []
    var top = 0

    mutating func add(_ object: Object) -> Int {
        objects.append(object)
        return objects.count - 1
    }

    /// The file: header, objects, offset table (4-byte offsets) and trailer (4-byte references).
    func bytes() -> [UInt8] {
        var out = Array("bplist00".utf8)
        var offsets: [Int] = []
        func count(_ marker: UInt8, _ n: Int) -> [UInt8] {
            n < 15 ? [marker | UInt8(n)] : [marker | 0xF, 0x12] + be(n, 4)
        }
        for object in objects {
            offsets.append(out.count)
            switch object {
            case .string(let text): out += count(0x50, text.utf8.count) + Array(text.utf8)
            case .integer(let n): out += [0x10, n]
            case .array(let refs): out += count(0xA0, refs.count) + refs.flatMap { be($0, 4) }
            case .dictionary(let keys, let values):
                out += count(0xD0, keys.count) + keys.flatMap { be($0, 4) } + values.flatMap { be($0, 4) }
            case .raw(let bytes): out += bytes
            }
        }
        let table = out.count
        out += offsets.flatMap { be($0, 4) }
        out += [0, 0, 0, 0, 0, 0, 4, 4] + be(objects.count, 8) + be(top, 8) + be(table, 8)
        return out
    }

    private func be(_ value: Int, _ size: Int) -> [UInt8] {
        (0..<size).map { UInt8(truncatingIfNeeded: value >> (8 * (size - 1 - $0))) }
    }
}
