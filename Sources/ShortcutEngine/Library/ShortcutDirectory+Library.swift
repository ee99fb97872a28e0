import Foundation
import ShortcutModel

extension ShortcutDirectory {
    /// The shortcuts of `library`, each read by its index when first asked for.
    package convenience init(library: Library) {
        self.init(
            lookup: { library.find($0.uuidString)?.document },
            listing: {
                library.summaries().compactMap { summary in
                    summary.id.map { Listing(id: $0, name: summary.name, icon: summary.icon) }
                }
            })
    }
}
