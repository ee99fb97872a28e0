import Foundation

/// The locale the date actions write and count weeks in: the POSIX variables `LC_ALL`, then
/// `LC_TIME`, then `LANG` (`de_DE.UTF-8` is German in Germany), as `TZ` gives the time zone.
/// Foundation on Linux does not read them itself (its current locale ignores `LANG`); unset,
/// `C` or `POSIX` leaves Foundation's current locale.
package enum DateLocale {
    /// The locale the environment names, read once per process.
    package static let current: Locale = locale(ProcessInfo.processInfo.environment)

    /// The locale `environment` names.
    package static func locale(_ environment: [String: String]) -> Locale {
        for name in ["LC_ALL", "LC_TIME", "LANG"] {
            guard let value = environment[name], !value.isEmpty else { continue }
            // The first variable that is set decides, as in the C library.
            let identifier = value.split(separator: ".").first.map(String.init) ?? value
            let bare = identifier.split(separator: "@").first.map(String.init) ?? identifier
            return ["C", "POSIX"].contains(bare) ? .current : Locale(identifier: bare)
        }
        return .current
    }
}
