import Foundation

/// Where a query the screen waits on stands: the picker's search, a question's search, the
/// Find editor's preview.
enum SearchPhase: Equatable {
    case idle
    /// A query runs, started at that time (for the spinner).
    case searching(since: ContinuousClock.Instant)
    /// The last query failed; the message shows in place of the results.
    case failed(String)

    var isSearching: Bool {
        if case .searching = self { true } else { false }
    }
}
