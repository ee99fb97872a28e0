extension Effect {
    /// The same effect with its messages transformed: a child component's effects, made into
    /// the messages of whoever holds it so that their results come back to the child.
    public func map<Other: Sendable>(_ transform: @escaping @Sendable (Message) -> Other) -> Effect<Other> {
        switch self {
        case .quit: .quit
        case .run(let work): .run { await work().map(transform) }
        case .task(let id, let work): .task(id: id) { context in await work(context.map(transform)) }
        case .cancel(let id): .cancel(id)
        case .after(let delay, let message): .after(delay, transform(message))
        case .redraw(let delay): .redraw(after: delay)
        case .mouseReporting(let on): .mouseReporting(on)
        case .suspend: .suspend
        case .theme(let theme): .theme(theme)
        case .clipboard(let sequence): .clipboard(osc52: sequence)
        }
    }
}

extension EffectContext {
    /// A context for work whose messages are made into this context's by `transform`.
    func map<Inner: Sendable>(_ transform: @escaping @Sendable (Inner) -> Message) -> EffectContext<Inner> {
        let post = self.post
        let postQuestion = self.postQuestion
        return EffectContext<Inner>(
            post: { post(transform($0)) },
            postQuestion: { make in postQuestion { answered in transform(make(answered)) } })
    }
}
