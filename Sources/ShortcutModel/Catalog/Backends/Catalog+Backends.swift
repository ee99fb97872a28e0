import IntentKit

extension Catalog {
    /// This catalog with `backends` after its apps (the Scripts app, apps in other processes).
    /// An app whose name is already taken is left out, and so is an intent identifier another
    /// app already has: an app cannot claim another's identifiers.
    package func adding(_ backends: [any AppBackend]) -> Catalog {
        var names = Set(apps.map(\.metadata.name))
        var added = apps
        for backend in backends where names.insert(backend.metadata.name).inserted { added.append(backend) }
        var copy = Catalog(backends: added)
        copy.shortcuts = shortcuts
        return copy
    }
}
