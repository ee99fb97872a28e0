import Foundation
import Testing

@testable import AppleShortcutFiles

/// A shortcut file as Apple's app shares it (a signed AEA1 archive around an Apple Archive
/// around the workflow's binary plist), or as a plain plist, opened; damaged and hostile ones
/// refused saying what is wrong.
@Suite struct AppleShortcutFileTests {
    static func workflowPlist(padding: Int = 0) throws -> [UInt8] {
        let workflow: [String: Any] = [
            "WFWorkflowActions": [
                [
                    "WFWorkflowActionIdentifier": "is.workflow.actions.gettext",
                    "WFWorkflowActionParameters": ["WFTextActionText": String(repeating: "note ", count: padding)],
                ]
            ],
            "WFWorkflowClientVersion": "2607.0.2",
        ]
        return [UInt8](try PropertyListSerialization.data(fromPropertyList: workflow, format: .binary, options: 0))
    }

    static func signed(
        padding: Int = 0, segmentSize: Int = 1 << 20, perCluster: Int = 256, profile: Int = 0
    ) throws -> [UInt8]? {
        let payload = HandMadeArchive.appleArchive(files: [("Shortcut.wflow", try workflowPlist(padding: padding))])
        var failed = false
        let file = try HandMadeArchive.signed(
            payload: payload, segmentSize: segmentSize, perCluster: perCluster, profile: profile,
            authData: HandMadeArchive.iCloudAuth
        ) { segments in
            guard let compressed = try IndependentEncoder.compress(segments) else {
                failed = true
                return segments
            }
            return compressed
        }
        return failed ? nil : file
    }

    @Test func aSignedShortcutOpens() throws {
        guard let file = try Self.signed() else { return }
        let opened = try AppleShortcutFile(Data(file))
        #expect(opened.signer == .iCloud)
        #expect(opened.workflow["WFWorkflowClientVersion"] == .string("2607.0.2"))
        #expect(opened.workflow["WFWorkflowActions"]?.array?.count == 1)
    }

    /// Several segments over several clusters, some of them stored as they are.
    @Test func segmentsAndClustersJoinUp() throws {
        guard let file = try Self.signed(padding: 3_000, segmentSize: 4_096, perCluster: 2) else { return }
        let opened = try AppleShortcutFile(Data(file))
        let text = opened.workflow["WFWorkflowActions"]?.array?.first?["WFWorkflowActionParameters"]?[
            "WFTextActionText"]
        #expect(text?.string?.count == 15_000)
    }

    @Test func damageIsNoticed() throws {
        guard var file = try Self.signed(padding: 200) else { return }
        // A byte inside the compressed segment: it decodes differently (or not at all), so its
        // checksum or its decoding fails.
        let segment = 12 + HandMadeArchive.iCloudAuth.count + 128 + 96 + 48 + 32 + 256 * 40 + 32 + 256 * 32
        file[segment + 20] ^= 0x5A
        #expect(throws: AppleShortcutFile.ReadError.self) { try AppleShortcutFile(Data(file)) }
        guard let whole = try Self.signed(padding: 200) else { return }
        for length in [4, 12, 100, whole.count / 2, whole.count - 1] {
            #expect(throws: AppleShortcutFile.ReadError.self) { try AppleShortcutFile(Data(whole.prefix(length))) }
        }
        // A checksum changed in the header: the segment is refused by name.
        var checksum = whole
        let header = 12 + HandMadeArchive.iCloudAuth.count + 128 + 96 + 48 + 32
        checksum[header + 8] ^= 1
        #expect(throws: AppleShortcutFile.ReadError.archive(.checksumMismatch(segment: 0))) {
            try AppleShortcutFile(Data(checksum))
        }
    }

    @Test func anEncryptedArchiveIsRefusedSayingSo() throws {
        guard let file = try Self.signed(profile: 2) else { return }
        do {
            _ = try AppleShortcutFile(Data(file))
            Issue.record("an encrypted archive was opened")
        } catch {
            #expect("\(error)".contains("profile 2"), "\(error)")
        }
    }

    @Test func plainPlistsOpenAndOthersAreRefused() throws {
        let binary = try Self.workflowPlist()
        #expect(try AppleShortcutFile(Data(binary)).signer == nil)
        let xml = try PropertyListSerialization.data(
            fromPropertyList: try PropertyListSerialization.propertyList(from: Data(binary), format: nil), format: .xml,
            options: 0)
        #expect(try AppleShortcutFile(xml).workflow["WFWorkflowActions"] != nil)
        let notAShortcut = try PropertyListSerialization.data(fromPropertyList: ["a": 1], format: .binary, options: 0)
        #expect(
            throws: AppleShortcutFile.ReadError.notAShortcut(
                "the property list has no WFWorkflowActions: it is not a shortcut")
        ) {
            try AppleShortcutFile(notAShortcut)
        }
        #expect(throws: AppleShortcutFile.ReadError.self) { try AppleShortcutFile(Data("{\"format\": 1}".utf8)) }
    }

    @Test func anArchiveWithoutAWorkflowIsRefused() throws {
        let archive = HandMadeArchive.appleArchive(files: [("Other.txt", Array("hi".utf8))] + [("More.txt", [1])])
        let parsed = try AppleArchive(archive)
        #expect(parsed.entries.map(\.path) == ["", "Other.txt", "More.txt"])
        #expect(parsed.entries.map(\.type) == ["D", "F", "F"])
        #expect(throws: AppleArchiveError.self) { try AppleArchive(Array(archive.dropLast())) }
        var unknownField = archive
        // TYP1 becomes TYP?, a field of no known size.
        unknownField[9] = UInt8(ascii: "?")
        #expect(throws: AppleArchiveError.self) { try AppleArchive(unknownField) }
    }
}
