/// Checks a binary property list's structure before Foundation reads it: the trailer and offset
/// table lie inside the file, every reference names an object, nothing refers to itself, the
/// nesting is not too deep and the values, expanded, are not too many. Foundation's reader
/// recurses and expands shared references, so a file that fails here would cost it a stack
/// overflow or all the memory there is; one that passes is safe to give it.
package enum BinaryPlistGuard {
    package static let magic: [UInt8] = Array("bplist00".utf8)

    /// Checks `bytes`; throws ``PlistError`` naming what is wrong.
    package static func check(_ bytes: [UInt8], limits: PlistLimits = PlistLimits()) throws(PlistError) {
        guard bytes.count <= limits.maximumBytes else { throw .tooLarge(bytes.count, limit: limits.maximumBytes) }
        guard bytes.count >= magic.count + 32, Array(bytes.prefix(magic.count)) == magic else {
            throw .malformed("not a binary property list (no bplist00 header and trailer)")
        }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6])
        let referenceSize = Int(bytes[trailer + 7])
        let objectCount = readUInt(bytes, at: trailer + 8, size: 8)
        let top = readUInt(bytes, at: trailer + 16, size: 8)
        let tableOffset = readUInt(bytes, at: trailer + 24, size: 8)
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
            throw .malformed("the trailer's integer sizes (\(offsetSize), \(referenceSize)) are not 1 to 8 bytes")
        }
        // Each object takes at least one byte before the table, and the table fits before the trailer.
        guard objectCount >= 1, objectCount <= UInt64(trailer), top < objectCount,
            tableOffset >= UInt64(magic.count), tableOffset <= UInt64(trailer),
            objectCount.multipliedReportingOverflow(by: UInt64(offsetSize)).partialValue
                <= UInt64(trailer) - tableOffset
        else {
            throw .malformed("the trailer's object count, top object or offset table lies outside the file")
        }
        let count = Int(objectCount)
        var offsets = [Int](repeating: 0, count: count)
        for index in 0..<count {
            let offset = readUInt(bytes, at: Int(tableOffset) + index * offsetSize, size: offsetSize)
            guard offset >= UInt64(magic.count), offset < tableOffset else {
                throw .malformed("object \(index) starts outside the objects (at \(offset))")
            }
            offsets[index] = Int(offset)
        }
        let reader = Reader(bytes: bytes, offsets: offsets, referenceSize: referenceSize, end: Int(tableOffset))
        try walk(from: Int(top), reader: reader, limits: limits)
    }

    /// Depth-first over the references without recursion: each object's expanded size once its
    /// children's are known, a reference back to an object still open is a cycle.
    private static func walk(from top: Int, reader: Reader, limits: PlistLimits) throws(PlistError) {
        enum Mark: UInt8 { case unseen, open, done }
        var marks = [Mark](repeating: .unseen, count: reader.offsets.count)
        var expanded = [Int](repeating: 0, count: reader.offsets.count)
        // (object, its children, the next child to visit)
        var stack: [(object: Int, children: [Int], next: Int)] = []
        marks[top] = .open
        stack.append((top, try reader.children(of: top), 0))
        while let frame = stack.last {
            if frame.next < frame.children.count {
                stack[stack.count - 1].next += 1
                let child = frame.children[frame.next]
                switch marks[child] {
                case .open: throw .malformed("object \(child) contains itself")
                case .done: continue
                case .unseen:
                    guard stack.count < limits.maximumDepth else {
                        throw .tooDeep(limit: limits.maximumDepth)
                    }
                    marks[child] = .open
                    stack.append((child, try reader.children(of: child), 0))
                }
            } else {
                stack.removeLast()
                var total = 1
                for child in frame.children {
                    total += expanded[child]
                    guard total <= limits.maximumExpandedValues else {
                        throw .tooManyValues(limit: limits.maximumExpandedValues)
                    }
                }
                expanded[frame.object] = total
                marks[frame.object] = .done
            }
        }
    }

    private struct Reader {
        let bytes: [UInt8]
        let offsets: [Int]
        let referenceSize: Int
        let end: Int

        /// The objects an array, set or dictionary refers to (a dictionary's keys, then its
        /// values); none for a scalar, whose size is checked to lie inside the objects.
        func children(of object: Int) throws(PlistError) -> [Int] {
            var at = offsets[object]
            let marker = bytes[at]
            let kind = marker >> 4
            at += 1
            switch kind {
            case 0x0: return []
            case 0x1, 0x2: try within(at + (1 << Int(marker & 0xF)), object)
            case 0x3: try within(at + 8, object)
            case 0x8: try within(at + Int(marker & 0xF) + 1, object)
            case 0x4, 0x5, 0x6:
                let count = try self.count(marker, &at, object)
                let width = kind == 0x6 ? 2 : 1
                guard count <= (end - at) / width else { throw .malformed("object \(object) claims \(count) items") }
            case 0xA, 0xC, 0xD:
                let count = try self.count(marker, &at, object)
                let references = kind == 0xD ? 2 : 1
                guard count <= (end - at) / (referenceSize * references) else {
                    throw .malformed("object \(object) claims \(count) items, more than the file holds")
                }
                var children: [Int] = []
                children.reserveCapacity(count * references)
                for index in 0..<(count * references) {
                    let reference = readUInt(bytes, at: at + index * referenceSize, size: referenceSize)
                    guard reference < UInt64(offsets.count) else {
                        throw .malformed("object \(object) refers to object \(reference), which does not exist")
                    }
                    children.append(Int(reference))
                }
                return children
            default:
                throw .malformed("object \(object) has an unknown type (marker 0x\(String(marker, radix: 16)))")
            }
            return []
        }

        private func within(_ last: Int, _ object: Int) throws(PlistError) {
            guard last <= end else { throw .malformed("object \(object) runs past the objects") }
        }

        /// A count in the marker's low nibble, or (nibble 0xF) in the integer that follows.
        private func count(_ marker: UInt8, _ at: inout Int, _ object: Int) throws(PlistError) -> Int {
            let nibble = Int(marker & 0xF)
            guard nibble == 0xF else { return nibble }
            guard at < end, bytes[at] >> 4 == 0x1 else { throw .malformed("object \(object) has a malformed count") }
            let size = 1 << Int(bytes[at] & 0xF)
            guard size <= 8, at + 1 + size <= end else { throw .malformed("object \(object) has a malformed count") }
            let value = readUInt(bytes, at: at + 1, size: size)
            at += 1 + size
            guard value <= UInt64(end) else { throw .malformed("object \(object) claims \(value) items") }
            return Int(value)
        }
    }

    /// A big-endian unsigned integer of `size` bytes; the caller has checked the bounds.
    static func readUInt(_ bytes: [UInt8], at offset: Int, size: Int) -> UInt64 {
        var value: UInt64 = 0
        for index in 0..<size { value = value << 8 | UInt64(bytes[offset + index]) }
        return value
    }
}
