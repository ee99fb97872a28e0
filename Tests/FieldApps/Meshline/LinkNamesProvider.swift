import IntentKit

/// The names of Meshline's links, offered when a shortcut asks which link.
struct LinkNamesProvider: DynamicOptionsProvider {
    @Dependency
    var registry: LinkRegistry

    func results() async throws -> [String] {
        registry.names
    }
}
