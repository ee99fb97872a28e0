extension IntentInvocation {
    /// Asks the person before an intent that changes something acts on entities others share
    /// (``OwnershipProvidingEntity``); declining cancels the run, and with nobody to ask the
    /// run stops saying why.
    func confirmOwnership(in context: IntentExecutionContext) async throws {
        guard !type(of: intent).sideEffects.isEmpty else { return }
        let owned = parameters.flatMap { Self.ownedEntities(in: $0.parameter.anyValue) }
        guard !owned.isEmpty else { return }
        let named = owned.map { "“\($0.title)”, which is \($0.phrase)" }
        let dialog = IntentDialog(
            stringLiteral: "\(title) acts on \(named.joined(separator: "; and on ")). Go ahead?")
        try await context.confirm(dialog: dialog, actionName: .continue)
    }

    /// The shared or public entities in a parameter's value (one, or each of a list).
    private static func ownedEntities(in value: Any?) -> [(title: String, phrase: String)] {
        switch value {
        case let entity as any OwnershipProvidingEntity:
            guard let phrase = entity.ownership.phrase else { return [] }
            return [(entity.displayRepresentation.title.localizedString, phrase)]
        case let list as [Any]:
            return list.flatMap { ownedEntities(in: $0) }
        default:
            return []
        }
    }
}
