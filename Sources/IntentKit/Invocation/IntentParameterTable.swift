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
    /// The parameter names of each trusted type, in initialization order.
    private static let names = Mutex<[ObjectIdentifier: [String]]>([:])

    /// A fresh intent of `type` and its parameters by property name, in declaration order.
    static func make(_ type: any AppIntent.Type) -> (any AppIntent, [(name: String, parameter: any AnyIntentParameter)])
    {
        let collector = ParameterCollector()
        let intent = ParameterCollector.$current.withValue(collector) { type.init() }
        let made = collector.parameters
        let key = ObjectIdentifier(type)
        if let known = names.withLock({ $0[key] }), known.count == made.count {
            var parameters: [(name: String, parameter: any AnyIntentParameter)] = []
            parameters.reserveCapacity(made.count)
            for (name, parameter) in zip(known, made) {
                parameter.named.adoptPropertyName(name)
                parameters.append((name, parameter.parameter))
            }
            return (intent, parameters)
        }
        let reflected = intentParameters(of: intent)
        if reflected.count == made.count, zip(reflected, made).allSatisfy({ $0.parameter === $1.parameter }) {
            names.withLock { $0[key] = reflected.map(\.name) }
        }
        return (intent, reflected)
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
