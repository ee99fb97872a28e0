import Foundation
import IntentKit

extension Catalog {
    /// Registers the built-in app and `apps`.
    /// With a `cache`, registration metadata is read from and written to it (see IntentKit's
    /// `RegistrationCache`).
    package static func load(_ apps: [IntentApp], cache: RegistrationCache? = nil) async throws(RegistrationError)
        -> Catalog
    {
        Catalog(apps: try await IntentApp.registerAll([BuiltInActions.app] + apps, cache: cache))
    }
}
