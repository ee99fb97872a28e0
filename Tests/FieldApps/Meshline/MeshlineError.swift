import IntentKit

/// What goes wrong in Meshline's intents, in the app's words from its `Meshline` strings table.
enum MeshlineError: Error, CustomLocalizedStringResourceConvertible {
    case unknownLink(String)
    case notSetUp
    case draftsOnly
    case badCallSign(String)

    var localizedStringResource: LocalizedStringResource {
        // A value interpolated into a key makes a `%@` key: `error.unknownLink %@`.
        switch self {
        case .unknownLink(let name): LocalizedStringResource("error.unknownLink \(name)", table: "Meshline")
        case .notSetUp: LocalizedStringResource("error.notSetUp", table: "Meshline")
        case .draftsOnly: LocalizedStringResource("error.draftsOnly", table: "Meshline")
        case .badCallSign(let text): LocalizedStringResource("error.badCallSign \(text)", table: "Meshline")
        }
    }
}
