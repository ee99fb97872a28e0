import IntentKit

/// The delivery locations offered for an order: the saved ones, including every place soup was
/// delivered to before.
struct DeliveryLocationOptionsProvider: DynamicOptionsProvider {
    @Dependency private var store: SoupChefStore

    func results() async throws -> [String] {
        try await store.deliveryLocations()
    }
}
