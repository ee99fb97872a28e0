import IntentKit

/// Lists the call signs of a link's members.
struct ListMembers: AppIntent {
    // `static var` with an inferred type, as Swift 5 code declares metadata; every title is a key
    // of the app's `Meshline` strings table.
    static var title = LocalizedStringResource("listMembers.title", table: "Meshline")
    static var description = IntentDescription(LocalizedStringResource("listMembers.description", table: "Meshline"))

    @Parameter(title: LocalizedStringResource("param.link", table: "Meshline"), optionsProvider: LinkNamesProvider())
    var linkName: String

    @Dependency
    var registry: LinkRegistry

    static var parameterSummary: some ParameterSummary {
        Summary("listMembers.summary \(\.$linkName)", table: "Meshline")
    }

    func perform() async throws -> some IntentResult & ReturnsValue<[String]> {
        guard let link = registry.link(named: linkName) else { throw MeshlineError.unknownLink(linkName) }
        guard let members = link.members else { throw MeshlineError.notSetUp }
        return .result(value: members.map(\.callSign.text))
    }
}
