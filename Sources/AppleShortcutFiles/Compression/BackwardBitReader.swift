/// Reads an FSE bit stream from its end toward its start, as LZFSE writes it: the last byte's
/// top `-finalBits` bits are padding (zero), and each read takes the next bits downward, the
/// first of them the most significant.
struct BackwardBitReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let start: Int
    private var next: Int
    private var accumulator: UInt64 = 0
    private var count = 0

    /// The stream `bytes[start..<end]` whose last byte holds `8 + finalBits` bits
    /// (`finalBits` in -7...0).
    init(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int, finalBits: Int) throws(CompressionError) {
        guard (-7...0).contains(finalBits), (end - start) * 8 + finalBits >= 0 else {
            throw CompressionError("a bit stream's final bit count \(finalBits) is impossible", at: start)
        }
        self.bytes = bytes
        self.start = start
        self.next = end
        refill()
        if finalBits < 0 {
            guard accumulator >> UInt64(count + finalBits) == 0 else {
                throw CompressionError("a bit stream's padding bits are not zero", at: end - 1)
            }
            count += finalBits
            accumulator &= Self.mask(count)
        }
    }

    private mutating func refill() {
        while count <= 56 && next > start {
            next -= 1
            accumulator = accumulator << 8 | UInt64(bytes[next])
            count += 8
        }
    }

    /// The next `bits` bits (0 to 32).
    mutating func read(_ bits: Int) throws(CompressionError) -> Int {
        if bits == 0 { return 0 }
        if bits > count { refill() }
        guard bits <= count else { throw CompressionError("a bit stream ends too soon", at: start) }
        count -= bits
        let value = accumulator >> UInt64(count)
        accumulator &= Self.mask(count)
        return Int(value)
    }

    /// Whether every bit but `bits` has been read.
    func hasLeft(_ bits: Int) -> Bool { count + (next - start) * 8 == bits }

    private static func mask(_ bits: Int) -> UInt64 { bits >= 64 ? .max : (1 << UInt64(bits)) - 1 }
}
