import IntentKit

extension BuiltInDescriptor {
    /// Copy to Clipboard: puts the input's text on the clipboard, through wl-copy, xclip or xsel,
    /// else through the terminal (OSC 52). Without either it fails, saying what to install.
    static let copyToClipboard = BuiltInDescriptor(
        id: "copyToClipboard", title: "Copy to Clipboard", summary: "Puts text on the clipboard.",
        keywords: ["clipboard", "copy", "pasteboard", "wl-copy", "xclip", "xsel", "osc52"], category: "Sharing",
        icon: "doc.on.clipboard",
        members: [BuiltInMember("input", "Input", .value(.string))],
        listing: "Copy [Input] to clipboard", outputName: nil, takesPreviousOutput: true,
        effects: .desktop,
        make: { input in .builtIn(BuiltInCall("copyToClipboard", ["input": .value(input ?? .text([]))])) },
        behaviour: BuiltInBehaviour(
            sentence: [.text("Copy "), .slot("input"), .text(" to clipboard")],
            run: { call, execution, ref in
                let text = try await execution.text("input", of: call, ref)
                try await execution.desktop(ref) { try await Desktop.copy(text, in: $0) }
                return nil
            }))
}
