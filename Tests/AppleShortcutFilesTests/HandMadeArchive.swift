import Foundation
import Hashing

/// Apple's containers made by the tests: an Apple Archive of entries, and an AEA1 archive of
/// profile 0 around a payload, its segments compressed by the independent encoder.
enum HandMadeArchive {
    /// An Apple Archive: a root directory, then each file with its data.
    static func appleArchive(files: [(path: String, data: [UInt8])]) -> [UInt8] {
        var out = entry([field("TYP1", [UInt8(ascii: "D")]), path("")], blobs: [])
        for file in files {
            out += entry(
                [field("TYP1", [UInt8(ascii: "F")]), path(file.path), field("MOD2", [0xA4, 0x01])]
                    + [
                        field(
                            file.data.count > 0xFFFF ? "DATB" : "DATA",
                            le(file.data.count, file.data.count > 0xFFFF ? 4 : 2))
                    ],
                blobs: [file.data])
        }
        return out
    }

    private static func entry(_ fields: [[UInt8]], blobs: [[UInt8]]) -> [UInt8] {
        let body = fields.flatMap { $0 }
        return Array("AA01".utf8) + le(6 + body.count, 2) + body + blobs.flatMap { $0 }
    }

    private static func field(_ key: String, _ value: [UInt8]) -> [UInt8] { Array(key.utf8) + value }
    private static func path(_ text: String) -> [UInt8] { field("PATP", le(text.utf8.count, 2) + Array(text.utf8)) }

    /// An AEA1 file of profile 0: `segmentSize`-byte segments, `perCluster` to a cluster, each
    /// compressed by `compress` (which returns the stored bytes for each raw segment).
    static func signed(
        payload: [UInt8], segmentSize: Int = 1 << 20, perCluster: Int = 256, profile: Int = 0,
        authData: [UInt8], compress: ([[UInt8]]) throws -> [[UInt8]]
    ) throws -> [UInt8] {
        let segments = stride(from: 0, to: payload.count, by: segmentSize).map {
            Array(payload[$0..<min($0 + segmentSize, payload.count)])
        }
        let stored = try compress(segments)
        var out = Array("AEA1".utf8) + le(profile, 3) + [0] + le(authData.count, 4) + authData
        out += [UInt8](repeating: 0, count: 128 + 32 + 32 + 32)
        out += le(payload.count, 8) + le(0, 8) + le(segmentSize, 4) + le(perCluster, 4)
        out += [UInt8(ascii: "e"), 2] + [UInt8](repeating: 0, count: 22)
        out += [UInt8](repeating: 0, count: 32)
        for start in stride(from: 0, to: segments.count, by: perCluster) {
            let indices = start..<min(start + perCluster, segments.count)
            var table: [UInt8] = []
            for index in indices {
                table += le(segments[index].count, 4) + le(stored[index].count, 4) + SHA256.digest(segments[index])
            }
            table += [UInt8](repeating: 0, count: (perCluster - indices.count) * 40)
            out += table + [UInt8](repeating: 7, count: 32 + 32 * perCluster)
            for index in indices { out += stored[index] }
        }
        return out
    }

    /// Auth data as iCloud's signature has it: a certificate chain (its contents not read).
    static let iCloudAuth: [UInt8] = {
        let plist: [String: Any] = ["SigningCertificateChain": [Data([0x30, 0x00])]]
        return [UInt8](try! PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0))
    }()

    static func le(_ value: Int, _ size: Int) -> [UInt8] {
        (0..<size).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }
}
