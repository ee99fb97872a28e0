import CNcursesw
import Glibc

/// The locale ncurses needs: it decodes input and measures text through the C library's
/// multibyte functions, which only speak UTF-8 in a UTF-8 locale. Must run before ncurses starts.
enum TerminalLocale {
    /// Takes the user's locale; if it is not UTF-8 (no LANG at all, `C`, a Latin-1 locale), uses
    /// C.UTF-8 for character handling. Returns the character set in use.
    @discardableResult
    static func ensureUTF8() -> String {
        _ = setlocale(LC_ALL, "")
        if isUTF8 { return codeset }
        _ = setlocale(LC_CTYPE, "C.UTF-8")
        return codeset
    }

    static var codeset: String { cnc_codeset().map { String(cString: $0) } ?? "" }

    static var isUTF8: Bool {
        let name = codeset.uppercased()
        return name == "UTF-8" || name == "UTF8"
    }
}
