import IntentKit

/// Adds member drafts to a link, or updates the members it already has.
struct JoinMembers: AppIntent {
    static var title = LocalizedStringResource("joinMembers.title", table: "Meshline")
    static var description = IntentDescription(LocalizedStringResource("joinMembers.description", table: "Meshline"))

    @Parameter(title: LocalizedStringResource("param.link", table: "Meshline"), optionsProvider: LinkNamesProvider())
    var linkName: String

    @Parameter(title: LocalizedStringResource("param.drafts", table: "Meshline"), optionsProvider: DraftsOnly())
    var drafts: [MemberDraft]?

    /// Whether a member already on the link keeps its relay when its draft names none.
    @Parameter(title: LocalizedStringResource("param.keepRelays", table: "Meshline"), default: true)
    var keepRelays: Bool

    @Dependency
    var registry: LinkRegistry

    static var parameterSummary: some ParameterSummary {
        Summary("joinMembers.summary \(\.$linkName)", table: "Meshline") {
            \.$drafts
            \.$keepRelays
        }
    }

    func perform() async throws -> some IntentResult {
        guard let link = registry.link(named: linkName) else { throw MeshlineError.unknownLink(linkName) }
        guard var members = link.members else { throw MeshlineError.notSetUp }
        for draft in drafts ?? [] {
            let index: Int
            if let known = members.firstIndex(where: { $0.callSign.text == draft.callSign }) {
                index = known
                if !keepRelays { members[index].relay = nil }
            } else {
                guard let callSign = CallSign(draft.callSign) else { throw MeshlineError.badCallSign(draft.callSign) }
                members.append(Member(callSign: callSign))
                index = members.count - 1
            }
            // A relay that does not read as `host:port` leaves the member's relay as it was.
            if let relay = draft.relay.flatMap(Relay.init) { members[index].relay = relay }
        }
        try await registry.save(members, to: link)
        return .result()
    }
}

/// Drafts come from Draft Member's output, never from a list to pick from: asking for options
/// says so in the app's words.
struct DraftsOnly: DynamicOptionsProvider {
    func results() async throws -> ItemCollection<MemberDraft> {
        throw MeshlineError.draftsOnly
    }
}
