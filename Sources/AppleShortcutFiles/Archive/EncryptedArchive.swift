import Hashing

/// An Apple Encrypted Archive (`AEA1`) of profile 0, as Apple's Shortcuts app signs a shared
/// shortcut: signed, not encrypted. Reading it decodes each segment and checks it against the
/// SHA-256 checksum the signed headers carry, and keeps the auth data (who signed it). The
/// ECDSA signature itself is not verified: the checksums catch damage, and trusting Apple's
/// certificates is not this reader's to decide, so the signer is shown, not vouched for.
package struct EncryptedArchive: Sendable {
    /// The archive's payload (an Apple Archive).
    package var payload: [UInt8]
    /// The auth data: a binary property list with the signer's certificates.
    package var authData: [UInt8]

    package static let magic: [UInt8] = Array("AEA1".utf8)
    /// The largest payload read: far above any shortcut (the largest seen is under 2 MB).
    package static let maximumPayload = 64 << 20

    /// Reads `bytes`, the whole file.
    package init(_ bytes: [UInt8]) throws(AppleArchiveError) {
        let file = ByteReader(bytes: bytes)
        guard bytes.starts(with: Self.magic), let profileWord = file.u32(4), let authSize = file.u32(8) else {
            throw .malformed("not a signed shortcut (no AEA1 header)")
        }
        let profile = profileWord & 0xFF_FFFF
        guard profile == 0 else {
            throw .unsupported(
                "the archive uses AEA profile \(profile) (encrypted or unsigned); only signed, unencrypted shortcuts (profile 0) can be read"
            )
        }
        guard let auth = file.slice(12, authSize) else { throw .malformed("the archive's auth data is cut short") }
        // Signature (128), key (32), salt (32), root header MAC (32), root header (48), first
        // cluster's MAC (32).
        let rootHeader = 12 + authSize + 128 + 32 + 32 + 32
        let firstCluster = rootHeader + 48 + 32
        guard let originalSize = file.u64(rootHeader), let segmentSize = file.u32(rootHeader + 16),
            let perCluster = file.u32(rootHeader + 20), file.fits(rootHeader, 48)
        else { throw .malformed("the archive's root header is cut short") }
        let compression = bytes[rootHeader + 24]
        let checksum = bytes[rootHeader + 25]
        guard compression == UInt8(ascii: "e") || compression == UInt8(ascii: "-") else {
            throw .unsupported(
                "the archive's payload is compressed with '\(Character(Unicode.Scalar(compression)))'; only LZFSE is read"
            )
        }
        guard checksum == 2 else { throw .unsupported("the archive's checksums are not SHA-256 (kind \(checksum))") }
        guard originalSize <= UInt64(Self.maximumPayload) else {
            throw .malformed("the archive claims a payload of \(originalSize) bytes, more than a shortcut can be")
        }
        guard segmentSize >= 1, perCluster >= 1, perCluster <= 1 << 16 else {
            throw .malformed(
                "the archive's segment layout (\(segmentSize) bytes, \(perCluster) per cluster) is impossible")
        }
        var payload: [UInt8] = []
        payload.reserveCapacity(Int(originalSize))
        var cluster = firstCluster
        var segmentIndex = 0
        let headerSize = 8 + 32
        while payload.count < Int(originalSize) {
            let tableSize = perCluster * headerSize
            var data = cluster + tableSize + 32 + perCluster * 32
            guard file.fits(cluster, data - cluster) else {
                throw .malformed("cluster at byte \(cluster) is cut short")
            }
            var used = 0
            for slot in 0..<perCluster where payload.count < Int(originalSize) {
                let header = cluster + slot * headerSize
                guard let rawSize = file.u32(header), let storedSize = file.u32(header + 4), rawSize > 0 else {
                    throw .malformed("segment \(segmentIndex) is missing: the payload ends early")
                }
                guard rawSize <= segmentSize, rawSize <= Int(originalSize) - payload.count,
                    let stored = file.slice(data, storedSize)
                else { throw .malformed("segment \(segmentIndex) is cut short or larger than declared") }
                let raw: [UInt8]
                if storedSize == rawSize {
                    raw = Array(stored)
                } else {
                    do { raw = try LZFSEDecoder.decode(Array(stored), maximumSize: rawSize) } catch {
                        throw .compression(error)
                    }
                }
                guard raw.count == rawSize else {
                    throw .malformed(
                        "segment \(segmentIndex) decodes to \(raw.count) bytes, not the \(rawSize) declared")
                }
                guard SHA256.digest(raw) == Array(bytes[(header + 8)..<(header + 8 + 32)]) else {
                    throw .checksumMismatch(segment: segmentIndex)
                }
                payload.append(contentsOf: raw)
                data += storedSize
                segmentIndex += 1
                used += 1
            }
            guard used > 0 else { throw .malformed("a cluster holds no segments") }
            cluster = data
        }
        self.payload = payload
        self.authData = Array(auth)
    }
}
