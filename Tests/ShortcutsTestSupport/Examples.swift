import BlockingTestSupport
import Foundation
import ShortcutKit

/// The repository's folder of example shortcuts.
package let examplesFolder = TestRepository.examples

/// How many example shortcuts the repository has (``TestRepository/exampleCount``).
package let exampleCount = TestRepository.exampleCount

/// An example shortcut, read from its file.
package func example(_ name: String) throws -> ShortcutDocument {
    try DocumentDecoder.decode(contentsOf: examplesFolder.appendingPathComponent(name))
}

/// Every example of the repository, read.
package func allExamples() throws -> [ShortcutDocument] {
    try FileManager.default.contentsOfDirectory(atPath: examplesFolder.path).filter { $0.hasSuffix(".json") }.map {
        try example($0)
    }
}

/// The id the examples give their actions: `00000000-0000-4000-8000-000000000401` is `exampleID(0x401)`.
package func exampleID(_ number: Int) -> UUID {
    UUID(uuidString: String(format: "00000000-0000-4000-8000-%012X", number))!
}

/// The dialogs a run showed, in order.
package func dialogs(_ events: [RunEvent]) -> [String] {
    events.compactMap { if case .dialog(_, let dialog) = $0 { dialog.full.localizedString } else { nil } }
}
