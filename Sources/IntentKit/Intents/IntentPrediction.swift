// Predictions tell the system which parameter combinations to suggest. IntentKit records nothing
// of them (there is no suggestion engine); declaring them compiles.

/// An intent whose parameter combinations may be suggested.
public protocol PredictableIntent: AppIntent {
    /// The predictions' type.
    associatedtype Prediction: IntentPredictionConfiguration
    /// How suggested combinations are shown.
    @IntentPredictionsBuilder<Self> static var predictionConfiguration: Prediction { get }
}

/// One or more predictions of an intent.
public protocol IntentPredictionConfiguration {
    /// The intent predicted.
    associatedtype Intent: AppIntent
}

/// A prediction: how a suggested run of `Intent` is shown.
public struct IntentPrediction<Intent: AppIntent, T>: IntentPredictionConfiguration {
    let display: (() -> DisplayRepresentation)?

    /// A prediction of the intent without parameters.
    public init(displayRepresentation: @escaping () -> DisplayRepresentation) where T == Void {
        self.display = displayRepresentation
    }

    /// A prediction over parameters; the closure receives their values.
    public init<each P>(
        parameters: (repeat KeyPath<Intent, IntentParameter<each P>>),
        displayRepresentation: @escaping (repeat each P) -> DisplayRepresentation
    ) where T == (repeat each P) {
        self.display = nil
    }
}

/// Several predictions of one intent.
public struct TupleIntentPrediction<Intent: AppIntent, T>: IntentPredictionConfiguration {
    let value: T
}

/// Builds an intent's predictions.
@resultBuilder
public enum IntentPredictionsBuilder<Intent: AppIntent> {
    public static func buildExpression<P: IntentPredictionConfiguration>(_ expression: P) -> P
    where P.Intent == Intent { expression }
    public static func buildBlock<P: IntentPredictionConfiguration>(_ block: P) -> P where P.Intent == Intent { block }
    public static func buildBlock<each P: IntentPredictionConfiguration>(_ blocks: repeat each P)
        -> TupleIntentPrediction<Intent, (repeat each P)>
    { TupleIntentPrediction(value: (repeat each blocks)) }
}
