import IntentKit

extension BuiltInDescriptor {
    /// Open URL: opens a web address with the person's browser (`$BROWSER`, else `xdg-open`).
    /// When nothing can open it, the URL is shown instead (the CLI prints it, the run pane lists
    /// it), so a shortcut on a server still says where to go.
    static let openURL = BuiltInDescriptor(
        id: "openURL", title: "Open URL", summary: "Opens a URL in the browser; shows it when no browser can open it.",
        keywords: ["browser", "web", "link", "xdg-open", "website", "http"], category: "Web", icon: "safari",
        members: [BuiltInMember("url", "URL", .value(.url))],
        listing: "Open [URL]", outputName: nil, takesPreviousOutput: true,
        // The browser it starts reaches the network with the URL.
        effects: .network,
        make: { input in .builtIn(BuiltInCall("openURL", ["url": .value(input ?? .text([.literal("https://")]))])) },
        behaviour: BuiltInBehaviour(
            sentence: [.text("Open "), .slot("url")],
            run: { call, execution, ref in
                let url = try await execution.systemURL("url", of: call, ref)
                let opened = try await execution.desktop(ref) { try await Desktop.open(url, in: $0) }
                if !opened { execution.emit(.opens(ref, summary: "Open \(url)")) }
                return nil
            }))
}
