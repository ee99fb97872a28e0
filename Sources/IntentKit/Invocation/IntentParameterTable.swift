import Synchronization

/// Makes intents for runs and finds their `@Parameter`s without reflecting each one.
///
/// A runner makes a fresh intent per action it runs, and finding the parameters of each with
/// `Mirror` (a field lookup and a dynamic cast per stored property) was about a tenth of a run
/// of built-in actions. Instead, each ``IntentParameter`` made while an intent initializes
/// reports itself (``ParameterCollector``), in the order its declaration initializes it; the
/// names come from one `Mirror` of the type's first intent, which must have given the very same
/// parameters in the same order for the type to be trusted. A type whose initializer does
/// something else (makes parameters it does not keep, or another intent) keeps being reflected.
enum IntentParameterTable {
    /// What is known of each type: its parameters' names in initialization order (`nil` when
    /// the type is not trusted), and whether it reports progress.
    private static let known = Mutex<[ObjectIdentifier: (names: [String]?, reportsProgress: Bool)]>([:])

    /// A made intent and what a run needs of it.
    struct Made {
        let intent: any AppIntent
        /// Its parameters by property name, in declaration order.
        let parameters: [(name: String, parameter: any AnyIntentParameter)]
        /// Whether it is a ``ProgressReportingIntent`` (asked once per type, not per run).
        let reportsProgress: Bool
    }

    /// A fresh intent of `type` and its parameters.
    static func make(_ type: any AppIntent.Type) -> Made {
        let collector = ParameterCollector()
        let intent = ParameterCollector.$current.withValue(collector) { type.init() }
        let made = collector.parameters
        let key = ObjectIdentifier(type)
        let entry = known.withLock { $0[key] }
        if let entry, let names = entry.names, names.count == made.count {
            var parameters: [(name: String, parameter: any AnyIntentParameter)] = []
            parameters.reserveCapacity(made.count)
            for (name, parameter) in zip(names, made) {
                parameter.named.adoptPropertyName(name)
                parameters.append((name, parameter.parameter))
            }
            return Made(intent: intent, parameters: parameters, reportsProgress: entry.reportsProgress)
        }
        let reflected = intentParameters(of: intent)
        let reportsProgress = entry?.reportsProgress ?? (intent is any ProgressReportingIntent)
        if entry == nil {
            let trusted =
                reflected.count == made.count && zip(reflected, made).allSatisfy { $0.parameter === $1.parameter }
            known.withLock { $0[key] = (trusted ? reflected.map(\.name) : nil, reportsProgress) }
        }
        return Made(intent: intent, parameters: reflected, reportsProgress: reportsProgress)
    }
}

/// Collects the parameters made while an intent initializes (see ``IntentParameterTable``).
final class ParameterCollector: Sendable {
    @TaskLocal static var current: ParameterCollector?
    /// A parameter made, seen both ways without a dynamic cast.
    typealias Made = (parameter: any AnyIntentParameter, named: any PropertyNamed)

    /// Behind a lock: a task the initializer starts inherits the collector.
    private let made = Mutex<[Made]>([])

    func add<P: AnyIntentParameter & PropertyNamed>(_ parameter: P) {
        made.withLock { $0.append((parameter, parameter)) }
    }
    var parameters: [Made] { made.withLock { $0 } }
}
