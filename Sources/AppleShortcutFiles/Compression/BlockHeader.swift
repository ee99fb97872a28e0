/// An LZFSE block's header, version 1 (tables as they are) or 2 (packed, tables coded), read
/// into one form and checked: counts within the format's limits, states within their tables,
/// frequencies summing to the table's size.
struct BlockHeader {
    var start: Int
    var payloadStart: Int
    var literalCount: Int
    var matchCount: Int
    var literalPayloadBytes: Int
    var lmdPayloadBytes: Int
    var literalFinalBits: Int
    var lmdFinalBits: Int
    var literalStates: [Int]
    var lState: Int
    var mState: Int
    var dState: Int
    var lFrequencies: [Int]
    var mFrequencies: [Int]
    var dFrequencies: [Int]
    var literalFrequencies: [Int]

    static func version2(_ bytes: UnsafeBufferPointer<UInt8>, _ at: Int) throws(CompressionError) -> BlockHeader {
        let packed0 = try LZFSEDecoder.u64(bytes, at + 8)
        let packed1 = try LZFSEDecoder.u64(bytes, at + 16)
        let packed2 = try LZFSEDecoder.u64(bytes, at + 24)
        func field(_ word: UInt64, _ offset: UInt64, _ width: UInt64) -> Int {
            Int((word >> offset) & ((1 << width) - 1))
        }
        let headerSize = field(packed2, 0, 32)
        guard headerSize > 32, headerSize <= bytes.count - at else {
            throw CompressionError("a block's header size \(headerSize) is impossible", at: at)
        }
        let frequencies = try decodeFrequencies(bytes, from: at + 32, to: at + headerSize)
        let header = BlockHeader(
            start: at, payloadStart: at + headerSize,
            literalCount: field(packed0, 0, 20), matchCount: field(packed0, 40, 20),
            literalPayloadBytes: field(packed0, 20, 20), lmdPayloadBytes: field(packed1, 40, 20),
            literalFinalBits: field(packed0, 60, 3) - 7, lmdFinalBits: field(packed1, 60, 3) - 7,
            literalStates: [
                field(packed1, 0, 10), field(packed1, 10, 10), field(packed1, 20, 10), field(packed1, 30, 10),
            ],
            lState: field(packed2, 32, 10), mState: field(packed2, 42, 10), dState: field(packed2, 52, 10),
            lFrequencies: Array(frequencies[0..<20]), mFrequencies: Array(frequencies[20..<40]),
            dFrequencies: Array(frequencies[40..<104]), literalFrequencies: Array(frequencies[104..<360]))
        try header.check()
        return header
    }

    static func version1(_ bytes: UnsafeBufferPointer<UInt8>, _ at: Int) throws(CompressionError) -> BlockHeader {
        let size = 772
        guard size <= bytes.count - at else { throw CompressionError("a block header is cut short", at: at) }
        func u16(_ offset: Int) -> Int { Int(bytes[at + offset]) | Int(bytes[at + offset + 1]) << 8 }
        func u32(_ offset: Int) throws(CompressionError) -> Int { Int(try LZFSEDecoder.u32(bytes, at + offset)) }
        func i32(_ offset: Int) throws(CompressionError) -> Int {
            Int(Int32(bitPattern: try LZFSEDecoder.u32(bytes, at + offset)))
        }
        func table(_ offset: Int, _ count: Int) -> [Int] { (0..<count).map { u16(offset + 2 * $0) } }
        let header = BlockHeader(
            start: at, payloadStart: at + size,
            literalCount: try u32(12), matchCount: try u32(16),
            literalPayloadBytes: try u32(20), lmdPayloadBytes: try u32(24),
            literalFinalBits: try i32(28), lmdFinalBits: try i32(40),
            literalStates: (0..<4).map { u16(32 + 2 * $0) },
            lState: u16(44), mState: u16(46), dState: u16(48),
            lFrequencies: table(50, 20), mFrequencies: table(90, 20), dFrequencies: table(130, 64),
            literalFrequencies: table(258, 256))
        try header.check()
        return header
    }

    private func check() throws(CompressionError) {
        func fail(_ what: String) -> CompressionError { CompressionError("a block's \(what)", at: start) }
        guard literalCount <= 40_000, matchCount <= 10_000 else { throw fail("counts exceed the format's limits") }
        guard literalStates.allSatisfy({ $0 < 1024 }), lState < 64, mState < 64, dState < 256 else {
            throw fail("starting states lie outside their tables")
        }
        guard (-7...0).contains(literalFinalBits), (-7...0).contains(lmdFinalBits) else {
            throw fail("final bit counts are impossible")
        }
        for (frequencies, states) in [
            (lFrequencies, 64), (mFrequencies, 64), (dFrequencies, 256), (literalFrequencies, 1024),
        ] {
            guard frequencies.reduce(0, +) <= states else { throw fail("frequencies overfill their table") }
        }
    }

    /// The 360 frequencies of a version 2 header, in a prefix code read from the low bits.
    private static func decodeFrequencies(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
    ) throws(CompressionError) -> [Int] {
        var values: [Int] = []
        values.reserveCapacity(360)
        var accumulator: UInt32 = 0
        var count = 0
        var at = start
        for _ in 0..<360 {
            while at < end && count + 8 <= 32 {
                accumulator |= UInt32(bytes[at]) << UInt32(count)
                count += 8
                at += 1
            }
            let (bits, value) = code(accumulator)
            guard bits <= count else { throw CompressionError("a block's frequency table is cut short", at: at) }
            values.append(value)
            accumulator >>= UInt32(bits)
            count -= bits
        }
        guard count < 8, at == end else {
            throw CompressionError("a block's frequency table does not end where its header does", at: at)
        }
        return values
    }

    /// One code word at the low end of `bits`: its length and its value.
    private static func code(_ bits: UInt32) -> (Int, Int) {
        if bits & 1 == 0 { return (2, Int(bits >> 1 & 1)) }
        if bits & 0b11 == 0b01 { return (3, 2 + Int(bits >> 2 & 1)) }
        if bits & 0b111 == 0b011 { return (5, 4 + Int(bits >> 3 & 0b11)) }
        if bits & 0b1111 == 0b0111 { return (8, 8 + Int(bits >> 4 & 0xF)) }
        return (14, 24 + Int(bits >> 4 & 0x3FF))
    }
}
