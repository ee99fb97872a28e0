import IntentKit

/// Greeter's one intent, `public` as a framework's would be: it does nothing but succeed.
public struct WaveIntent: AppIntent {
    public init() {}

    public static let title = LocalizedStringResource("Wave")
    public static let description = IntentDescription("Waves at whoever is there.")

    public func perform() async throws -> some IntentResult {
        .result()
    }
}
