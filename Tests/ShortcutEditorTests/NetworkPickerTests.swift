import Foundation
import IntentKit
import ShortcutEditor
import ShortcutKit
import ShortcutsTestSupport
import Testing

/// The variable picker opens Get Contents of URL's output to its Status Code and Headers.
@Suite struct NetworkPickerTests {
    @Test func theOutputOpensToItsStatusCodeAndHeaders() async throws {
        let home = try await TestHome()
        let first = "00000000-0000-4000-8000-00000000e101"
        let document = try DocumentDecoder.decode(
            """
            {"format": 1, "id": "00000000-0000-4000-8000-00000000e100", "name": "Web", "actions": [
             {"id": "\(first)", "action": "getContentsOfURL", "url": {"text": "https://example.org"}},
             {"id": "00000000-0000-4000-8000-00000000e102", "action": "Shortcuts.ShowResult",
              "parameters": {"text": {"text": ""}}}]}
            """)
        let picker = VariablePicker(catalog: home.catalog, document: document, reader: ActionPath(1), target: nil)
        let output = try #require(picker.candidates.first { $0.title == "Contents of URL" })
        #expect(output.hasChildren)
        let children = picker.children(of: output)
        #expect(children.map(\.title) == ["Contents of URL › Status Code", "Contents of URL › Headers"])
        #expect(children.map(\.type) == [.integer, .dictionary])
        let id = try #require(UUID(uuidString: first))
        #expect(children[0].value == .variable(VariableReference(.action(id), path: [.property("statusCode")])))
    }
}
