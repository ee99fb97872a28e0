import Foundation
import Testing
import TrellisKit

/// Trellis's tests in both language modes share TrellisKit's `Library.shared`, so they run inside
/// this suite, one at a time.
@Suite(.serialized) enum TrellisData {}

/// Two outlines on shelf 2. Garden: Tomatoes, and Peas (done, with a note) with a row under it,
/// Soak overnight. Errands: Post a parcel. Each test installs them afresh.
@MainActor enum TrellisSample {
    nonisolated static let garden = NodeID.outline(shelf: 2, slug: "garden")

    @discardableResult
    static func install() -> (garden: Outline, errands: Outline) {
        let garden = Outline(id: garden, title: "Garden", labels: ["spring"])
        let peas = Row(
            id: .row(shelf: 2, outline: "garden", slug: "peas"), text: "Peas", note: "by the fence", isDone: true)
        peas.add(Row(id: .row(shelf: 2, outline: "garden", slug: "soak"), text: "Soak overnight"))
        garden.add(Row(id: .row(shelf: 2, outline: "garden", slug: "tomatoes"), text: "Tomatoes"))
        garden.add(peas)
        let errands = Outline(id: .outline(shelf: 2, slug: "errands"), title: "Errands")
        errands.add(Row(id: .row(shelf: 2, outline: "errands", slug: "parcel"), text: "Post a parcel"))
        Library.shared.outlines = [garden, errands]
        return (garden, errands)
    }
}
