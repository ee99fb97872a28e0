import IntentKit

extension Value {
    /// A value as metadata records it (an App Shortcut's preset, a parameter's default).
    package init(metadata: MetadataValue) {
        switch metadata {
        case .text(let s): self = .string(s)
        case .integer(let i): self = .number(Double(i))
        case .double(let d): self = .number(d)
        case .boolean(let b): self = .boolean(b)
        case .date(let d): self = .date(d)
        case .url(let u): self = .url(u)
        case .enumeration(let raw): self = .enumCase(raw)
        case .entity(let type, let id): self = .entity(type: type, id: id)
        case .list(let items): self = .list(items.map(Value.init(metadata:)))
        case .measurement(let m): self = .measurement(m)
        case .currency(let c): self = .currency(c)
        case .person(let person): self = .person(person)
        }
    }
}
