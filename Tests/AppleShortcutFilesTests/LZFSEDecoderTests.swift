import Foundation
import Testing

@testable import AppleShortcutFiles

/// Our LZFSE decoder against the reference encoder: every kind of block it writes (stored, LZVN,
/// version 2 over one block or many) decodes to the input, and corrupt data, truncated or with
/// bytes changed, is refused or decodes to something within the size asked for, never a crash
/// or a read out of bounds.
@Suite struct LZFSEDecoderTests {
    static let inputs: [[UInt8]] = [
        [], Array("abc".utf8), Array("hello world ".utf8) + Array("hello world ".utf8),
        Array(String(repeating: "hello world ", count: 10).utf8),
        [UInt8](repeating: UInt8(ascii: "a"), count: 4095), [UInt8](repeating: UInt8(ascii: "a"), count: 4096),
        sampleText(3_000), sampleText(70_000, seed: 2), sampleText(600_000, seed: 3),
        (0..<5_000).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) },
    ]

    @Test func everyBlockTheReferenceEncoderWritesDecodes() throws {
        guard let compressed = try IndependentEncoder.compress(Self.inputs) else { return }
        var magics: Set<String> = []
        for (input, data) in zip(Self.inputs, compressed) {
            magics.insert(String(decoding: data.prefix(4), as: UTF8.self))
            let decoded = try LZFSEDecoder.decode(data, maximumSize: input.count)
            #expect(decoded == input, "\(input.count) bytes")
        }
        // The inputs reach each kind of block the reference writes.
        #expect(magics.isSuperset(of: ["bvx-", "bvxn", "bvx2"]), "\(magics)")
        let large = try #require(compressed.last(where: { $0.count > 100_000 }))
        #expect(large.count < 600_000)
    }

    @Test func dataThatDecodesLargerThanExpectedIsRefused() throws {
        guard let compressed = try IndependentEncoder.compress([sampleText(10_000)]) else { return }
        #expect(throws: CompressionError.self) { try LZFSEDecoder.decode(compressed[0], maximumSize: 9_999) }
    }

    @Test func truncatedDataIsRefusedAtEveryLength() throws {
        guard let compressed = try IndependentEncoder.compress([sampleText(2_000), sampleText(20_000, seed: 5)])
        else { return }
        for data in compressed {
            for length in 0..<data.count {
                #expect(throws: CompressionError.self) {
                    try LZFSEDecoder.decode(Array(data.prefix(length)), maximumSize: 1 << 20)
                }
            }
        }
    }

    /// Bytes changed at random (a bounded count in CI; `LZFSE_FUZZ=N` runs more): each decode
    /// either throws or gives at most the size asked for.
    @Test func changedBytesNeverCrashTheDecoder() throws {
        let inputs = [sampleText(1_500), sampleText(40_000, seed: 9)]
        guard let compressed = try IndependentEncoder.compress(inputs) else { return }
        let rounds = Int(ProcessInfo.processInfo.environment["LZFSE_FUZZ"] ?? "") ?? 1_500
        var generator = SeededGenerator(state: 42)
        var refused = 0
        for round in 0..<rounds {
            let (input, original) = (inputs[round % 2], compressed[round % 2])
            var data = original
            for _ in 0..<(1 + Int(generator.next() % 4)) {
                let at = Int(generator.next() % UInt64(data.count))
                data[at] = UInt8(truncatingIfNeeded: generator.next())
            }
            do {
                let decoded = try LZFSEDecoder.decode(data, maximumSize: input.count)
                #expect(decoded.count <= input.count)
            } catch {
                refused += 1
            }
        }
        #expect(refused > rounds / 4, "most damage is noticed: \(refused) of \(rounds)")
    }

    /// An LZVN block written by hand: literals, a match whose distance is shorter than its
    /// length (the pattern repeats), a match reusing the previous distance, and the end.
    @Test func anLZVNBlockWrittenByHand() throws {
        var block: [UInt8] = Array("bvxn".utf8)
        let payload: [UInt8] =
            [0xE3] + Array("abc".utf8) // three literals
            + [0x00 | (3 << 3) | 0, 0x03] // sml_d: no literals, match 6, distance 3
            + [0xF4] // sml_m: match 4 at the same distance
            + [0x06, 0, 0, 0, 0, 0, 0, 0]
        block += le32(13) + le32(payload.count) + payload + Array("bvx$".utf8)
        #expect(try LZFSEDecoder.decode(block, maximumSize: 13) == Array("abcabcabcabca".utf8))
        // A match before any distance is set, and an undefined instruction, are refused.
        var noDistance = Array("bvxn".utf8) + le32(4) + le32(9) + [0xF4, 0x06, 0, 0, 0, 0, 0, 0, 0]
        noDistance += Array("bvx$".utf8)
        #expect(throws: CompressionError.self) { try LZFSEDecoder.decode(noDistance, maximumSize: 4) }
        let undefined = Array("bvxn".utf8) + le32(1) + le32(9) + [0x70, 0x06, 0, 0, 0, 0, 0, 0, 0] + Array("bvx$".utf8)
        #expect(throws: CompressionError.self) { try LZFSEDecoder.decode(undefined, maximumSize: 1) }
    }

    func le32(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
}
