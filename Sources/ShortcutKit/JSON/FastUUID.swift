import Foundation

extension UUID {
    /// Parses `XXXXXXXX-XXXX-XXXX-XXXX-XXXXXXXXXXXX` (either case) without going through
    /// Foundation's general parser: a shortcut file has one UUID per action and per variable,
    /// and reading large files spends its time here otherwise. It reads the string's UTF-8 in
    /// place into the 16 bytes, with no array in between.
    init?(fastString text: String) {
        var text = text
        var uuid: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        let parsed = text.withUTF8 { utf8 -> Bool in
            guard utf8.count == 36 else { return false }
            return withUnsafeMutableBytes(of: &uuid) { out -> Bool in
                var offset = 0
                for index in 0..<16 {
                    // Dashes after the 4th, 6th, 8th and 10th byte.
                    if index == 4 || index == 6 || index == 8 || index == 10 {
                        guard utf8[offset] == UInt8(ascii: "-") else { return false }
                        offset += 1
                    }
                    guard let high = Self.nibble(utf8[offset]), let low = Self.nibble(utf8[offset + 1]) else {
                        return false
                    }
                    out[index] = high << 4 | low
                    offset += 2
                }
                return true
            }
        }
        guard parsed else { return nil }
        self.init(uuid: uuid)
    }

    private static func nibble(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte &- UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte &- UInt8(ascii: "a") &+ 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte &- UInt8(ascii: "A") &+ 10
        default: nil
        }
    }
}
