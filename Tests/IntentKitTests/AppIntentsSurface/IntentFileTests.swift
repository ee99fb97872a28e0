import Foundation
import Testing

@testable import IntentKit

private struct CountBytes: AppIntent {
    static let title: LocalizedStringResource = "Count Bytes"
    @Parameter(title: "File", supportedTypeIdentifiers: ["public.plain-text"]) var file: IntentFile
    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        .result(value: "\(file.filename): \(file.data.count) bytes, \(file.type?.identifier ?? "?")")
    }
}

private struct MakeReport: AppIntent {
    static let title: LocalizedStringResource = "Make Report"
    @Parameter var folder: URL
    @Parameter var inline: Bool
    func perform() async throws -> some IntentResult & ReturnsValue<IntentFile> {
        let data = Data("total: 3\n".utf8)
        if inline { return .result(value: IntentFile(data: data, filename: "report.txt")) }
        let url = folder.appendingPathComponent("report.txt")
        try data.write(to: url)
        return .result(value: IntentFile(fileURL: url))
    }
}

@Suite struct IntentFiles {
    @Test func bothInitializersDescribeTheFile() throws {
        let inline = IntentFile(data: Data("hi".utf8), filename: "note.txt")
        #expect(inline.data == Data("hi".utf8))
        #expect(inline.fileURL == nil)
        #expect(inline.type == .plainText)
        #expect(IntentValueText.title(of: inline) == "note.txt")
        let onDisk = IntentFile(fileURL: URL(fileURLWithPath: "/nonexistent/photo.png"))
        #expect(onDisk.filename == "photo.png")
        #expect(onDisk.type == .png)
        #expect(onDisk.type?.conforms(to: .image) == true)
        #expect(onDisk.data.isEmpty)
    }

    @Test func fileParametersTakePathsAndFileURLs() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("intentfile-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("a.txt")
        try Data("hello".utf8).write(to: path)

        let byURL = IntentInvocation(CountBytes.self)
        try byURL.setValue(path, for: "file")
        let outcome = try await byURL.perform(prompter: NonInteractivePrompter())
        #expect(outcome.value as? String == "a.txt: 5 bytes, public.plain-text")

        let byPath = IntentInvocation(CountBytes.self)
        try byPath.setValue(path.path, for: "file")
        #expect(
            try await byPath.perform(prompter: NonInteractivePrompter()).value as? String
                == "a.txt: 5 bytes, public.plain-text")
        #expect(byPath.parameter(named: "file")?.valueKind.isURL == true)
        #expect(throws: IntentRunError.self) {
            try IntentInvocation(CountBytes.self).setValue("relative.txt", for: "file")
        }
    }

    @Test func filesOnDiskLeaveTheIntentAsTheirURL() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("intentfile-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let onDisk = IntentInvocation(MakeReport.self)
        try onDisk.setValue(folder, for: "folder")
        try onDisk.setValue(false, for: "inline")
        let url = try #require(try await onDisk.perform(prompter: NonInteractivePrompter()).value as? URL)
        #expect(try String(contentsOf: url, encoding: .utf8) == "total: 3\n")

        let inline = IntentInvocation(MakeReport.self)
        try inline.setValue(folder, for: "folder")
        try inline.setValue(true, for: "inline")
        let file = try #require(try await inline.perform(prompter: NonInteractivePrompter()).value as? IntentFile)
        #expect(file.filename == "report.txt")
    }
}

extension IntentValueKind {
    fileprivate var isURL: Bool { if case .url = self { true } else { false } }
}
