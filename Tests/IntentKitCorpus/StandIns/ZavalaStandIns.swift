import Foundation
import VinOutlineKit

// Stand-ins for the Zavala app's own code that its App Intents files call: the app delegate that
// holds the account manager, and `ZavalaAppIntent` (in Zavala it also checks whether the app is in
// the background before resuming; here the account manager is always resumed and suspended, so
// tests can see that a query did both). The outline model itself is the VinOutlineKit stand-in.

/// The part of Zavala's app delegate the intents reach.
@MainActor final class AppDelegate {
    let accountManager: AccountManager
    init(accountManager: AccountManager) { self.accountManager = accountManager }
}

/// Zavala's global app delegate.
@MainActor var appDelegate = AppDelegate(accountManager: .shared)

/// What Zavala's intents and queries share: waking the account manager and letting it sleep.
protocol ZavalaAppIntent {}

extension ZavalaAppIntent {
    @MainActor func resume() { appDelegate.accountManager.resume() }
    @MainActor func suspend() async { await appDelegate.accountManager.suspend() }
}

extension String {
    /// Zavala's title for an outline without one.
    static let noTitleLabel = "(No Title)"
}
