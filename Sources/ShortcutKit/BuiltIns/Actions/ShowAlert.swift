import IntentKit

extension BuiltInDescriptor {
    /// Show Alert: shows a message with OK and, unless turned off, Cancel. Cancel stops the
    /// shortcut with no output, as in Shortcuts. A run nobody can answer stops with an error
    /// when the alert offers Cancel (it is a confirmation, never given on its own); an alert
    /// with OK alone is shown as a dialog and the run goes on.
    static let showAlert = BuiltInDescriptor(
        id: "showAlert", title: "Show Alert",
        summary: "Shows an alert with OK and Cancel; Cancel stops the shortcut.",
        keywords: ["alert", "confirm", "message", "popup", "dialog", "ok", "cancel", "warning"],
        category: "Scripting", icon: "exclamationmark.bubble",
        members: [
            BuiltInMember("message", "Message", .value(.string)),
            BuiltInMember("title", "Title", .value(.string), optional: true),
            BuiltInMember("showCancel", "Show Cancel Button", .value(.boolean), optional: true),
        ],
        listing: "Show alert [Message]", outputName: nil,
        make: { _ in
            .builtIn(BuiltInCall("showAlert", ["message": .value(.text([.literal("Do you want to continue?")]))]))
        },
        behaviour: BuiltInBehaviour(
            sentence: [
                .text("Show alert "), .slot("message"),
                .whenSet("title", [.text(" titled "), .slot("title")]),
                .whenSet("showCancel", [.text(", Show Cancel Button "), .slot("showCancel")]),
            ],
            run: { call, execution, ref in
                let message = ValueText.text(of: try await execution.value("message", of: call, expected: .string, ref))
                let title = try await execution.value("title", of: call, expected: .string, ref).map {
                    ValueText.text(of: $0)
                }
                let showsCancel = try await execution.value("showCancel", of: call, expected: .boolean, ref) as? Bool
                try await execution.showAlert(
                    title: title?.isEmpty == false ? title : nil, message: message, showsCancel: showsCancel ?? true,
                    ref)
                return nil
            }))
}
