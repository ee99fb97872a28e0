import IntentKit

/// Makes a member draft from a call sign and a relay, for Join Members to add.
struct DraftMember: AppIntent {
    static var title = LocalizedStringResource("draftMember.title", table: "Meshline")
    static var description = IntentDescription(LocalizedStringResource("draftMember.description", table: "Meshline"))

    @Parameter(title: LocalizedStringResource("param.callSign", table: "Meshline"))
    var callSign: String

    @Parameter(title: LocalizedStringResource("param.relay", table: "Meshline"))
    var relay: String

    static var parameterSummary: some ParameterSummary {
        Summary("draftMember.summary \(\.$callSign)", table: "Meshline") {
            \.$relay
        }
    }

    func perform() async throws -> some IntentResult & ReturnsValue<MemberDraft> {
        // An entity's `@Property` values are set through a `let`: the wrapper holds them.
        let draft = MemberDraft()
        draft.callSign = callSign
        draft.relay = relay
        return .result(value: draft)
    }
}
