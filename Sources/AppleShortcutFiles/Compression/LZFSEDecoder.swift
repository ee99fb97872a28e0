/// Decodes LZFSE, Apple's compression (and the LZVN and stored blocks an LZFSE stream may hold),
/// written from the format's public description. Every length and state in the input is
/// checked, so corrupt or hostile data is refused with a ``CompressionError`` rather than read
/// out of bounds.
package enum LZFSEDecoder {
    private static let endOfStream: UInt32 = 0x2478_7662 // "bvx$"
    private static let stored: UInt32 = 0x2D78_7662 // "bvx-"
    private static let version1: UInt32 = 0x3178_7662 // "bvx1"
    private static let version2: UInt32 = 0x3278_7662 // "bvx2"
    private static let lzvn: UInt32 = 0x6E78_7662 // "bvxn"

    /// The decoded bytes of the whole stream, which must end with its end-of-stream block and
    /// decode to at most `maximumSize` bytes.
    package static func decode(_ input: [UInt8], maximumSize: Int) throws(CompressionError) -> [UInt8] {
        var output: [UInt8] = []
        try input.withUnsafeBufferPointer { (bytes) throws(CompressionError) in
            var at = 0
            while true {
                let magic = try u32(bytes, at)
                if magic == endOfStream { return }
                let rawSize = Int(try u32(bytes, at + 4))
                guard rawSize <= maximumSize - output.count else {
                    throw CompressionError("the data decodes to more than the \(maximumSize) bytes expected", at: at)
                }
                output.reserveCapacity(output.count + rawSize)
                switch magic {
                case stored:
                    let end = at + 8 + rawSize
                    guard end <= bytes.count else { throw CompressionError("a stored block is cut short", at: at) }
                    output.append(contentsOf: bytes[(at + 8)..<end])
                    at = end
                case lzvn:
                    let payload = Int(try u32(bytes, at + 8))
                    let start = at + 12
                    guard payload <= bytes.count - start else {
                        throw CompressionError("an LZVN block is cut short", at: at)
                    }
                    try LZVNDecoder.decode(bytes, from: start, to: start + payload, rawSize: rawSize, into: &output)
                    at = start + payload
                case version1, version2:
                    let header =
                        try magic == version2 ? BlockHeader.version2(bytes, at) : BlockHeader.version1(bytes, at)
                    let before = output.count
                    at = try decodeBlock(header, bytes, into: &output)
                    guard output.count - before == rawSize else {
                        throw CompressionError("a block decodes to a size other than it declares", at: header.start)
                    }
                default:
                    throw CompressionError("not an LZFSE block (magic 0x\(String(magic, radix: 16)))", at: at)
                }
            }
        }
        return output
    }

    static func u32(_ bytes: UnsafeBufferPointer<UInt8>, _ at: Int) throws(CompressionError) -> UInt32 {
        guard at >= 0, at + 4 <= bytes.count else {
            throw CompressionError("the data ends inside a block header", at: at)
        }
        return UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16 | UInt32(bytes[at + 3])
            << 24
    }

    static func u64(_ bytes: UnsafeBufferPointer<UInt8>, _ at: Int) throws(CompressionError) -> UInt64 {
        UInt64(try u32(bytes, at)) | UInt64(try u32(bytes, at + 4)) << 32
    }

    /// Decodes one LZFSE block's literals and then its (L, M, D) triples; returns where the
    /// next block starts.
    private static func decodeBlock(
        _ header: BlockHeader, _ bytes: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]
    ) throws(CompressionError) -> Int {
        let literalStart = header.payloadStart
        let lmdStart = literalStart + header.literalPayloadBytes
        let lmdEnd = lmdStart + header.lmdPayloadBytes
        guard lmdEnd <= bytes.count else { throw CompressionError("a block is cut short", at: header.start) }
        let literalTable = try FSETables.literals(header.literalFrequencies)
        let lTable = FSETables.values(
            header.lFrequencies, states: 64, extraBits: FSETables.lExtraBits, base: FSETables.lBase)
        let mTable = FSETables.values(
            header.mFrequencies, states: 64, extraBits: FSETables.mExtraBits, base: FSETables.mBase)
        let dTable = FSETables.values(
            header.dFrequencies, states: 256, extraBits: FSETables.dExtraBits, base: FSETables.dBase)

        // Literals: four states take turns over one stream and one table.
        let literalCount = (header.literalCount + 3) / 4 * 4
        var literals = [UInt8](repeating: 0, count: literalCount)
        var literalBits = try BackwardBitReader(
            bytes, start: literalStart, end: lmdStart, finalBits: header.literalFinalBits)
        var states = header.literalStates
        var index = 0
        while index < literalCount {
            for lane in 0..<4 {
                let entry = literalTable[states[lane]]
                literals[index + lane] = entry.symbol
                states[lane] = Int(entry.delta) + (try literalBits.read(Int(entry.bits)))
            }
            index += 4
        }

        var lmdBits = try BackwardBitReader(bytes, start: lmdStart, end: lmdEnd, finalBits: header.lmdFinalBits)
        var (lState, mState, dState) = (header.lState, header.mState, header.dState)
        var literalAt = 0
        var previousDistance = -1
        for _ in 0..<header.matchCount {
            let l = try value(lTable, &lState, &lmdBits)
            let m = try value(mTable, &mState, &lmdBits)
            let d = try value(dTable, &dState, &lmdBits)
            let distance = d != 0 ? d : previousDistance
            previousDistance = distance
            guard l <= header.literalCount - literalAt else {
                throw CompressionError("a block uses more literals than it has", at: header.start)
            }
            output.append(contentsOf: literals[literalAt..<(literalAt + l)])
            literalAt += l
            try copyMatch(distance: distance, length: m, into: &output, block: header.start)
        }
        return lmdEnd
    }

    @inline(__always)
    private static func value(
        _ table: [FSETables.ValueEntry], _ state: inout Int, _ bits: inout BackwardBitReader
    ) throws(CompressionError) -> Int {
        let entry = table[state]
        let read = try bits.read(Int(entry.totalBits))
        state = Int(entry.delta) + (read >> Int(entry.valueBits))
        return Int(entry.base) + (read & ((1 << Int(entry.valueBits)) - 1))
    }

    /// Copies `length` bytes from `distance` back, a byte at a time, so a distance shorter than
    /// the length repeats the pattern.
    @inline(__always)
    static func copyMatch(distance: Int, length: Int, into output: inout [UInt8], block: Int) throws(CompressionError) {
        guard distance >= 1, distance <= output.count else {
            throw CompressionError("a match refers to \(distance) bytes back, before the data began", at: block)
        }
        if length == 0 { return }
        var from = output.count - distance
        for _ in 0..<length {
            output.append(output[from])
            from += 1
        }
    }
}
