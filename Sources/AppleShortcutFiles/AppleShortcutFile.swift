import Foundation

/// A shortcut file from Apple's Shortcuts app, opened: a signed archive (`AEA1`, as the app
/// shares them), or a property list as it is (an unsigned export, an iCloud link's download, an
/// older file), binary or XML.
package struct AppleShortcutFile: Sendable {
    /// Who signed a shared shortcut, as far as the file says.
    package enum Signer: Sendable, Equatable, CustomStringConvertible {
        /// A person's Apple ID; the file names it only by Apple's opaque identifier.
        case appleID(String?)
        /// Apple's iCloud service, for a shortcut shared by link.
        case iCloud
        /// Signed, by certificates this reader does not recognise.
        case unknown

        package var description: String {
            switch self {
            case .appleID(let id?): "an Apple ID (\(id))"
            case .appleID(nil): "an Apple ID"
            case .iCloud: "iCloud"
            case .unknown: "an unrecognised signer"
            }
        }
    }

    /// Why a file was refused.
    package enum ReadError: Error, Equatable, Sendable, CustomStringConvertible {
        case archive(AppleArchiveError)
        case plist(PlistError)
        case notAShortcut(String)

        package var description: String {
            switch self {
            case .archive(let error): "\(error)"
            case .plist(let error): "\(error)"
            case .notAShortcut(let why): why
            }
        }
    }

    /// The workflow: `WFWorkflowActions`, `WFWorkflowIcon` and the rest.
    package var workflow: PlistValue
    /// Who signed it, for a signed file; `nil` for a plain property list.
    package var signer: Signer?

    /// The largest file read: a signed shortcut of two megabytes is already rare.
    package static let maximumFileSize = 64 << 20

    package init(_ data: Data) throws(ReadError) {
        guard data.count <= Self.maximumFileSize else {
            throw .notAShortcut("the file is \(data.count) bytes, more than a shortcut can be")
        }
        let bytes = [UInt8](data)
        let plist: Data
        if bytes.starts(with: EncryptedArchive.magic) {
            let archive: EncryptedArchive
            let entries: AppleArchive
            do {
                archive = try EncryptedArchive(bytes)
                entries = try AppleArchive(archive.payload)
            } catch {
                throw .archive(error)
            }
            let files = entries.entries.filter { $0.type == "F" }
            guard let file = files.first(where: { $0.path == "Shortcut.wflow" }) ?? (files.count == 1 ? files[0] : nil)
            else {
                throw .notAShortcut("the archive holds no Shortcut.wflow")
            }
            plist = Data(file.data)
            signer = Self.signer(of: archive.authData)
        } else {
            plist = data
            signer = nil
        }
        do { workflow = try PropertyListReader.read(plist) } catch { throw .plist(error) }
        guard workflow["WFWorkflowActions"]?.array != nil else {
            throw .notAShortcut("the property list has no WFWorkflowActions: it is not a shortcut")
        }
    }

    /// The signer named by the auth data's certificates: Apple's per-person certificate chain
    /// (its subject names the Apple ID by an opaque identifier), or iCloud's.
    static func signer(of authData: [UInt8]) -> Signer {
        guard let auth = try? PropertyListReader.read(Data(authData)) else { return .unknown }
        if auth["SigningCertificateChain"] != nil { return .iCloud }
        guard case .data(let leaf)? = auth["AppleIDCertificateChain"]?.array?.first else { return .unknown }
        let prefix = Array("com.apple.idms.appleid.prd.".utf8)
        let bytes = [UInt8](leaf)
        guard let start = bytes.indices.first(where: { bytes[$0...].starts(with: prefix) }) else {
            return .appleID(nil)
        }
        let id = bytes[(start + prefix.count)...].prefix { (0x21...0x7E).contains($0) }
        return .appleID(id.isEmpty ? nil : String(decoding: id.prefix(24), as: UTF8.self))
    }
}
