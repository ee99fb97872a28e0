import Foundation
import TerminalUI
import TerminalUITestSupport
import Testing

/// The `.clipboard(osc52:)` effect: written through the backend when it is one OSC 52 write,
/// dropped when it is anything else.
@MainActor @Suite struct ClipboardEffectTests {
    struct CopyApp: App {
        enum Message: Sendable { case copy(String) }
        var keymap: Keymap<Message> {
            Keymap(
                "Copy",
                [
                    Binding(["a"], .copy("\u{1B}]52;c;aGVsbG8=\u{07}"), help: "Copy hello"),
                    Binding(["b"], .copy("\u{1B}]52;c;aGk=\u{1B}\\"), help: "Copy hi, ended by ST"),
                    Binding(["c"], .copy("\u{1B}]0;title\u{07}"), help: "Not OSC 52"),
                    Binding(["d"], .copy("\u{1B}]52;c;aGk=\u{07}\u{1B}[2J"), help: "OSC 52 and more"),
                    Binding(["e"], .copy("\u{1B}]52;c;a\u{1B}[2J\u{07}"), help: "A sequence inside"),
                ])
        }
        func message(for event: InputEvent) -> Message? { event.key.flatMap { keymap.message(for: $0) } }
        mutating func update(_ message: Message, at now: ContinuousClock.Instant) -> [Effect<Message>] {
            switch message {
            case .copy(let sequence): [.clipboard(osc52: sequence)]
            }
        }
        func view(into buffer: inout ScreenBuffer, at now: ContinuousClock.Instant) {}
    }

    @Test func onlyOneOSC52WriteReachesTheTerminal() {
        let driver = AppDriver(CopyApp(), size: Size(width: 40, height: 10))
        for key in ["a", "b", "c", "d", "e"] { driver.press(key) }
        #expect(driver.backend.operatingSystemCommands == ["\u{1B}]52;c;aGVsbG8=\u{07}", "\u{1B}]52;c;aGk=\u{1B}\\"])
    }
}
