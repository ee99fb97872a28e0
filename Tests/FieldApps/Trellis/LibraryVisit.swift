import TrellisKit

/// What Trellis's queries share: the library is woken before they read it and put back to sleep
/// after, so an idle app holds nothing open.
protocol LibraryVisit {}

extension LibraryVisit {
    @MainActor func arrive() { Library.shared.wake() }
    @MainActor func leave() async { await Library.shared.sleep() }
}
