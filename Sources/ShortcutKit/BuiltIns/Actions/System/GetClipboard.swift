import IntentKit

extension BuiltInDescriptor {
    /// Get Clipboard: the clipboard's text, through wl-paste, xclip or xsel. A terminal's
    /// clipboard can be written (OSC 52) but not read back, so without those it fails, saying
    /// what to install.
    static let getClipboard = BuiltInDescriptor(
        id: "getClipboard", title: "Get Clipboard", summary: "Gets the text on the clipboard.",
        keywords: ["clipboard", "paste", "pasteboard", "wl-paste", "xclip", "xsel"], category: "Sharing",
        icon: "doc.on.clipboard",
        members: [], listing: "Get clipboard", outputName: "Clipboard",
        effects: .desktop,
        make: { _ in .builtIn(BuiltInCall("getClipboard")) },
        behaviour: BuiltInBehaviour(
            sentence: [.text("Get clipboard")],
            outputType: { _, _ in .string },
            run: { _, execution, ref in
                try await execution.desktop(ref) { try await Desktop.paste(in: $0) }
            }))
}
