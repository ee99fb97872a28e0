import IntentKit

extension BuiltInDescriptor {
    /// Show Notification: a desktop notification through notify-send; without it, the run shows
    /// it (the run pane lists it, the CLI prints it to standard error).
    static let showNotification = BuiltInDescriptor(
        id: "showNotification", title: "Show Notification",
        summary: "Shows a desktop notification, or in the run when there is no desktop.",
        keywords: ["notify", "notification", "alert", "notify-send", "message", "banner"], category: "Notifications",
        icon: "bell",
        members: [
            BuiltInMember("body", "Body", .value(.string)),
            BuiltInMember("title", "Title", .value(.string), optional: true),
        ],
        listing: "Show notification [Body]", outputName: nil, takesPreviousOutput: true,
        effects: .desktop,
        make: { input in
            .builtIn(BuiltInCall("showNotification", ["body": .value(input ?? .text([.literal("Hello World!")]))]))
        },
        behaviour: BuiltInBehaviour(
            sentence: [
                .text("Show notification "), .slot("body"), .whenSet("title", [.text(" titled "), .slot("title")]),
            ],
            run: { call, execution, ref in
                let body = try await execution.text("body", of: call, ref)
                let given = try await execution.text("title", of: call, ref)
                let title = given.isEmpty ? "Shortcuts" : given
                let shown = try await execution.desktop(ref) {
                    try await Desktop.notify(title: title, body: body, in: $0)
                }
                if !shown { execution.emit(.notification(ref, title: title, body: body)) }
                return nil
            }))
}
