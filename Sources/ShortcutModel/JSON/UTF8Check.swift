import Foundation

/// Finds where bytes stop being UTF-8, for a message that points at the bad byte.
enum UTF8Check {
    /// The offset of the first byte that is not part of a well-formed UTF-8 sequence (RFC 3629:
    /// no overlong forms, no surrogates, nothing above U+10FFFF), with its 1-based line and
    /// column (columns count characters, as the JSON parser's do). For valid bytes, the offset
    /// is the count.
    static func firstInvalidByte(in data: Data) -> (offset: Int, line: Int, column: Int) {
        let bytes = [UInt8](data)
        var index = 0
        var line = 1
        var column = 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                if byte == 0x0A {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
                index += 1
                continue
            }
            guard let length = sequenceLength(bytes, at: index) else { return (index, line, column) }
            index += length
            column += 1
        }
        return (index, line, column)
    }

    /// The length of the well-formed multi-byte sequence starting at `index`, or `nil`.
    private static func sequenceLength(_ bytes: [UInt8], at index: Int) -> Int? {
        let lead = bytes[index]
        let continuation: Int
        // The second byte's range is narrower for some leads: that is what rules out overlong
        // forms (E0, F0), surrogates (ED) and code points past U+10FFFF (F4).
        var second: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: continuation = 1
        case 0xE0:
            continuation = 2
            second = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: continuation = 2
        case 0xED:
            continuation = 2
            second = 0x80...0x9F
        case 0xF0:
            continuation = 3
            second = 0x90...0xBF
        case 0xF1...0xF3: continuation = 3
        case 0xF4:
            continuation = 3
            second = 0x80...0x8F
        default: return nil
        }
        guard index + continuation < bytes.count, second.contains(bytes[index + 1]) else { return nil }
        for offset in stride(from: 2, through: continuation, by: 1) where bytes[index + offset] & 0xC0 != 0x80 {
            return nil
        }
        return continuation + 1
    }
}
