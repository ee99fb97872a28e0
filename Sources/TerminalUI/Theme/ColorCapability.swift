/// How many colours the terminal can show, from none to 24-bit.
public enum ColorCapability: Int, Comparable, CaseIterable, Sendable, CustomStringConvertible {
    /// No colour: attributes only (`NO_COLOR`, `TERM=dumb`, monochrome terminals).
    case none
    case ansi16
    case indexed256
    case truecolor

    public static func < (lhs: ColorCapability, rhs: ColorCapability) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String {
        switch self {
        case .none: "none"
        case .ansi16: "16"
        case .indexed256: "256"
        case .truecolor: "truecolor"
        }
    }

    /// What the environment says the terminal can do, as other terminal programs read it:
    /// `NO_COLOR` (any non-empty value) and `TERM=dumb` mean none; `COLORTERM=truecolor|24bit`
    /// means 24-bit; a `TERM` ending in `-direct` too; `256color` in `TERM` means 256; any other
    /// `TERM` means 16; no `TERM` at all means none. The backend lowers this further to what
    /// terminfo and ncurses actually support.
    public static func detect(environment: [String: String]) -> ColorCapability {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        let term = environment["TERM"] ?? ""
        if term.isEmpty || term == "dumb" { return .none }
        let colorterm = (environment["COLORTERM"] ?? "").lowercased()
        if colorterm == "truecolor" || colorterm == "24bit" || term.hasSuffix("-direct") { return .truecolor }
        if term.contains("256color") { return .indexed256 }
        return .ansi16
    }
}
