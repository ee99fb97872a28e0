import Foundation

extension UUID {
    /// Parses `XXXXXXXX-XXXX-XXXX-XXXX-XXXXXXXXXXXX` (either case) without going through
    /// Foundation's general parser (`sscanf` on Linux): a shortcut file has one UUID per action
    /// and per variable, an app's saved identifiers one per entity, and reading large files or
    /// many entities spends its time here otherwise. It reads the string's UTF-8 in
    /// place into the 16 bytes, with no array in between, and without a branch on each digit
    /// (whether a random hex digit is a letter cannot be predicted).
    package init?(fastString text: String) {
        var text = text
        var uuid: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        let parsed = text.withUTF8 { utf8 -> Bool in
            guard utf8.count == 36 else { return false }
            return withUnsafeMutableBytes(of: &uuid) { out -> Bool in
                var offset = 0
                var invalid: UInt8 = 0
                for index in 0..<16 {
                    // Dashes after the 4th, 6th, 8th and 10th byte.
                    if index == 4 || index == 6 || index == 8 || index == 10 {
                        guard utf8[offset] == UInt8(ascii: "-") else { return false }
                        offset += 1
                    }
                    out[index] = Self.nibble(utf8[offset], &invalid) << 4 | Self.nibble(utf8[offset + 1], &invalid)
                    offset += 2
                }
                return invalid == 0
            }
        }
        guard parsed else { return nil }
        self.init(uuid: uuid)
    }

    /// The value of a hex digit; sets `invalid` to 1 when `byte` is not one. (`| 0x20` lowers
    /// the case of A-F, and of no other byte turns a non-letter into a-f.)
    @inline(__always)
    private static func nibble(_ byte: UInt8, _ invalid: inout UInt8) -> UInt8 {
        let digit = byte &- UInt8(ascii: "0")
        let letter = (byte | 0x20) &- UInt8(ascii: "a")
        invalid |= (digit < 10 ? 0 : 1) & (letter < 6 ? 0 : 1)
        return digit < 10 ? digit : letter &+ 10
    }

    /// `uuidString` (upper case, with dashes) written digit by digit: Foundation's goes through
    /// `sprintf` on Linux, a tenth of resolving a hundred saved identifiers.
    package var fastString: String {
        withUnsafeBytes(of: uuid) { bytes in
            String(unsafeUninitializedCapacity: 36) { out in
                let digits: StaticString = "0123456789ABCDEF"
                var offset = 0
                for index in 0..<16 {
                    if index == 4 || index == 6 || index == 8 || index == 10 {
                        out[offset] = UInt8(ascii: "-")
                        offset += 1
                    }
                    out[offset] = digits.utf8Start[Int(bytes[index] >> 4)]
                    out[offset + 1] = digits.utf8Start[Int(bytes[index] & 0x0F)]
                    offset += 2
                }
                return offset
            }
        }
    }
}
