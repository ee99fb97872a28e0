import IntentKit

/// A member not yet on a link: what Draft Member makes and Join Members takes. It lives only
/// inside a run, so it is transient and has no query.
struct MemberDraft: TransientAppEntity {
    static var typeDisplayRepresentation = TypeDisplayRepresentation(
        name: LocalizedStringResource("draft.name", table: "Meshline"))

    @Property(title: LocalizedStringResource("draft.callSign", table: "Meshline"))
    var callSign: String

    @Property(title: LocalizedStringResource("draft.relay", table: "Meshline"))
    var relay: String?

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(stringLiteral: relay.map { "\(callSign) via \($0)" } ?? callSign)
    }
}
