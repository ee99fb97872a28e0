import IntentKit

/// The Soup Chef App Shortcuts. "Order \(soup)" is expanded once per suggested soup (those in
/// stock); ordering calls `updateAppShortcutParameters()` because it changes them.
struct SoupChefShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: OrderSoup(),
            phrases: [
                "Order soup with \(.applicationName)",
                "Order \(\.$soup) from \(.applicationName)",
            ], shortTitle: "Order Soup", systemImageName: "takeoutbag.and.cup.and.straw")
        AppShortcut(
            intent: OrderSoup(orderType: .delivery),
            phrases: [
                "Get soup delivered with \(.applicationName)"
            ], shortTitle: "Soup Delivery", systemImageName: "bicycle")
        AppShortcut(
            intent: GetRecentOrders(),
            phrases: [
                "Show my \(.applicationName) orders"
            ], shortTitle: "Recent Orders", systemImageName: "list.bullet.rectangle")
    }
}
