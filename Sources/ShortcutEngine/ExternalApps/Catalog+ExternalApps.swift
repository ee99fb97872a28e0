import Foundation
import ShortcutModel

extension Catalog {
    /// Stops every app that runs as a program of its own and is running, each as
    /// docs/app-protocol.md says (`shutdown`, its standard input closed, a grace period to exit by
    /// itself, then SIGTERM, then SIGKILL), all at once. A host calls it when it is done.
    package func stopExternalApps() async {
        await withTaskGroup(of: Void.self) { group in
            for case let app as ExternalAppBackend in apps {
                group.addTask { await app.connection.stop() }
            }
        }
    }
}
