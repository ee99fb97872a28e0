import Foundation

/// Reads a property list, binary or XML, into a ``PlistValue``: its structure checked first
/// (``BinaryPlistGuard``, or the XML's nesting counted), then read by Foundation.
package enum PropertyListReader {
    /// The value `data` holds; throws ``PlistError`` saying why it is refused.
    package static func read(_ data: Data, limits: PlistLimits = PlistLimits()) throws(PlistError) -> PlistValue {
        guard data.count <= limits.maximumBytes else { throw .tooLarge(data.count, limit: limits.maximumBytes) }
        let bytes = [UInt8](data)
        if bytes.starts(with: BinaryPlistGuard.magic) {
            try BinaryPlistGuard.check(bytes, limits: limits)
        } else if looksLikeXML(bytes) {
            try checkXMLNesting(bytes, limits: limits)
        } else {
            throw .malformed("not a property list (neither bplist00 nor XML)")
        }
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw .malformed("the property list cannot be read: \(error.localizedDescription)")
        }
        return try convert(object)
    }

    private static func looksLikeXML(_ bytes: [UInt8]) -> Bool {
        let start = bytes.drop { [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
        return start.first == UInt8(ascii: "<")
    }

    /// Counts how deep `<array>` and `<dict>` open, before Foundation's parser recurses into them.
    private static func checkXMLNesting(_ bytes: [UInt8], limits: PlistLimits) throws(PlistError) {
        let opens = [Array("<array>".utf8), Array("<dict>".utf8)]
        let closes = [Array("</array>".utf8), Array("</dict>".utf8)]
        var depth = 0
        var values = 0
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            if opens.contains(where: { bytes[index...].starts(with: $0) }) {
                depth += 1
                guard depth <= limits.maximumDepth else { throw .tooDeep(limit: limits.maximumDepth) }
            } else if closes.contains(where: { bytes[index...].starts(with: $0) }) {
                depth -= 1
            }
            values += 1
            guard values <= limits.maximumExpandedValues * 2 else {
                throw .tooManyValues(limit: limits.maximumExpandedValues)
            }
            index += 1
        }
    }

    /// Foundation's objects as typed values, without recursion.
    private static func convert(_ root: Any) throws(PlistError) -> PlistValue {
        if let scalar = scalar(root) { return scalar }
        // Containers are filled in after their children: a work list of (object, where it goes).
        final class Box {
            var value: PlistValue = .bool(false)
        }
        enum Work {
            case visit(Any, Box)
            case array([Box], Box)
            case dictionary([(String, Box)], Box)
        }
        let result = Box()
        var work: [Work] = [.visit(root, result)]
        while let item = work.popLast() {
            switch item {
            case .visit(let object, let box):
                if let scalar = scalar(object) {
                    box.value = scalar
                } else if let array = object as? [Any] {
                    let boxes = array.map { _ in Box() }
                    work.append(.array(boxes, box))
                    for (element, child) in zip(array, boxes) { work.append(.visit(element, child)) }
                } else if let dictionary = object as? [String: Any] {
                    let entries = dictionary.map { ($0.key, Box(), $0.value) }
                    work.append(.dictionary(entries.map { ($0.0, $0.1) }, box))
                    for (_, child, value) in entries { work.append(.visit(value, child)) }
                } else {
                    throw .malformed("the property list holds a value of an unknown kind (\(type(of: object)))")
                }
            case .array(let boxes, let box):
                box.value = .array(boxes.map(\.value))
            case .dictionary(let entries, let box):
                box.value = .dictionary(Dictionary(entries.map { ($0.0, $0.1.value) }, uniquingKeysWith: { a, _ in a }))
            }
        }
        return result.value
    }

    private static func scalar(_ object: Any) -> PlistValue? {
        // Foundation on Linux gives booleans as `Bool` and numbers as `NSNumber`; an `NSNumber`
        // would also cast to `Bool`, so the exact type decides.
        if type(of: object) == Bool.self, let bool = object as? Bool { return .bool(bool) }
        switch object {
        case let string as String: return .string(string)
        case let data as Data: return .data(data)
        case let date as Date: return .date(date)
        case let number as NSNumber:
            switch String(cString: number.objCType) {
            case "c", "B": return .bool(number.boolValue)
            case "f", "d": return .real(number.doubleValue)
            default: return .integer(number.intValue)
            }
        default: return nil
        }
    }
}
