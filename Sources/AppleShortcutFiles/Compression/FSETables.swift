/// LZFSE's finite-state entropy tables, built from a block's symbol frequencies: each symbol
/// takes the next `frequency` states in order, and a state says how many bits to read for the
/// next state and what to add to them.
enum FSETables {
    /// One state of the literal table.
    struct LiteralEntry {
        var bits: UInt8 = 0
        var symbol: UInt8 = 0
        var delta: Int32 = 0
    }

    /// One state of an L, M or D table: the bits to read in one go (the next state's high, the
    /// value's extra low), and the value's base.
    struct ValueEntry {
        var totalBits: UInt8 = 0
        var valueBits: UInt8 = 0
        var delta: Int32 = 0
        var base: Int32 = 0
    }

    /// For the `j`th state of a symbol of frequency `f` among `states` (a power of two): how many
    /// bits the next state takes and the value they are added to.
    @inline(__always)
    static func transition(_ j: Int, frequency f: Int, states: Int) -> (bits: Int, delta: Int) {
        let n = states.trailingZeroBitCount
        let k = n - (Int.bitWidth - 1 - f.leadingZeroBitCount)
        let j0 = ((2 * states) >> k) - f
        return j < j0 ? (k, ((f + j) << k) - states) : (k - 1, (j - j0) << (k - 1))
    }

    static func literals(_ frequencies: [Int]) throws(CompressionError) -> [LiteralEntry] {
        var table = [LiteralEntry](repeating: LiteralEntry(), count: 1024)
        var state = 0
        for (symbol, f) in frequencies.enumerated() where f > 0 {
            for j in 0..<f {
                let (bits, delta) = transition(j, frequency: f, states: 1024)
                table[state] = LiteralEntry(bits: UInt8(bits), symbol: UInt8(symbol), delta: Int32(delta))
                state += 1
            }
        }
        return table
    }

    static func values(_ frequencies: [Int], states: Int, extraBits: [Int], base: [Int]) -> [ValueEntry] {
        var table = [ValueEntry](repeating: ValueEntry(), count: states)
        var state = 0
        for (symbol, f) in frequencies.enumerated() where f > 0 {
            for j in 0..<f {
                let (bits, delta) = transition(j, frequency: f, states: states)
                table[state] = ValueEntry(
                    totalBits: UInt8(bits + extraBits[symbol]), valueBits: UInt8(extraBits[symbol]),
                    delta: Int32(delta), base: Int32(base[symbol]))
                state += 1
            }
        }
        return table
    }

    static let lExtraBits = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 3, 5, 8]
    static let lBase = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 20, 28, 60]
    static let mExtraBits = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 5, 8, 11]
    static let mBase = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 24, 56, 312]
    /// D's extra bits: none for the first four symbols, then one more every four.
    static let dExtraBits = (0..<64).map { $0 < 4 ? 0 : ($0 - 4) / 4 + 1 }
    /// Each D symbol starts where the one before it ends.
    static let dBase: [Int] = {
        var base = [0]
        for symbol in 1..<64 { base.append(base[symbol - 1] + (1 << dExtraBits[symbol - 1])) }
        return base
    }()
}
