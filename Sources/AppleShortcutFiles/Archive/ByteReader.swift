/// Little-endian reads from a byte array, every one checked against its end.
struct ByteReader {
    let bytes: [UInt8]

    func u16(_ at: Int) -> Int? { fits(at, 2) ? Int(bytes[at]) | Int(bytes[at + 1]) << 8 : nil }
    func u32(_ at: Int) -> Int? { fits(at, 4) ? (0..<4).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) } : nil }
    func u64(_ at: Int) -> UInt64? {
        fits(at, 8) ? (0..<8).reduce(UInt64(0)) { $0 | UInt64(bytes[at + $1]) << UInt64(8 * $1) } : nil
    }
    func slice(_ at: Int, _ count: Int) -> ArraySlice<UInt8>? { fits(at, count) ? bytes[at..<(at + count)] : nil }

    func fits(_ at: Int, _ count: Int) -> Bool { at >= 0 && count >= 0 && count <= bytes.count - at }
}
