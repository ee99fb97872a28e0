/// Decodes an LZVN block: a stream of instructions, each some literal bytes then a match (a
/// copy from earlier output), ending with the end-of-stream instruction.
enum LZVNDecoder {
    /// Decodes `bytes[from..<to]`, appending exactly `rawSize` bytes to `output`.
    static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>, from: Int, to end: Int, rawSize: Int, into output: inout [UInt8]
    ) throws(CompressionError) {
        let target = output.count + rawSize
        var at = from
        var previousDistance = 0
        func need(_ count: Int) throws(CompressionError) {
            guard count <= end - at else { throw CompressionError("an LZVN instruction is cut short", at: at) }
        }
        while true {
            try need(1)
            let op = Int(bytes[at])
            var literals = 0
            var match = 0
            var distance = previousDistance
            var size = 1
            switch op {
            case 0xF0:
                try need(2)
                match = Int(bytes[at + 1]) + 16
                size = 2
            case 0xF1...0xFF:
                match = op & 0xF
            case 0xE0:
                try need(2)
                literals = Int(bytes[at + 1]) + 16
                size = 2
            case 0xE1...0xEF:
                literals = op & 0xF
            case 0x70...0x7F, 0xD0...0xDF:
                throw CompressionError("an LZVN instruction is undefined (0x\(String(op, radix: 16)))", at: at)
            case 0xA0...0xBF:
                try need(3)
                let word = Int(bytes[at + 1]) | Int(bytes[at + 2]) << 8
                literals = op >> 3 & 3
                match = ((op & 7) << 2 | word & 3) + 3
                distance = word >> 2
                size = 3
            default:
                switch op & 7 {
                case 7:
                    try need(3)
                    literals = op >> 6
                    match = (op >> 3 & 7) + 3
                    distance = Int(bytes[at + 1]) | Int(bytes[at + 2]) << 8
                    size = 3
                case 6:
                    if op == 0x06 {
                        try need(8)
                        guard at + 8 == end, output.count == target else {
                            throw CompressionError("an LZVN block ends before or after its declared size", at: at)
                        }
                        return
                    }
                    if op == 0x0E || op == 0x16 {
                        at += 1
                        continue
                    }
                    guard op >= 0x40 else {
                        throw CompressionError("an LZVN instruction is undefined (0x\(String(op, radix: 16)))", at: at)
                    }
                    literals = op >> 6
                    match = (op >> 3 & 7) + 3
                default:
                    try need(2)
                    literals = op >> 6
                    match = (op >> 3 & 7) + 3
                    distance = (op & 7) << 8 | Int(bytes[at + 1])
                    size = 2
                }
            }
            try need(size + literals)
            guard literals + match <= target - output.count else {
                throw CompressionError("an LZVN block decodes to more than its declared size", at: at)
            }
            output.append(contentsOf: bytes[(at + size)..<(at + size + literals)])
            at += size + literals
            if match > 0 {
                try LZFSEDecoder.copyMatch(distance: distance, length: match, into: &output, block: at)
                previousDistance = distance
            }
        }
    }
}
