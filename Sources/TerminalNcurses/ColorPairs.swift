import CNcursesw
import TerminalUI

/// Turns styles into ncurses attributes and colour pairs, allocating a pair the first time a
/// foreground/background combination is drawn (ncurses' `alloc_pair` reuses pairs when it runs out).
@MainActor
struct ColorPairs {
    let theme: Theme
    /// What the frames are resolved for: the environment's capability, capped by terminfo's.
    let capability: ColorCapability
    /// terminfo's colour count: 8 means the bright ANSI colours must fold onto the normal ones.
    let colors: Int
    private var pairs: [PairKey: Int32] = [:]
    private var resolved: [Style: (attributes: attr_t, pair: Int32)] = [:]

    struct PairKey: Hashable {
        var foreground: Int32
        var background: Int32
    }

    init(theme: Theme, capability: ColorCapability, colors: Int) {
        self.theme = theme
        self.capability = capability
        self.colors = colors
    }

    /// The capability ncurses can honour on this terminal, given what the environment says.
    static func capability(environment: ColorCapability, hasColors: Bool, colors: Int) -> ColorCapability {
        guard hasColors, colors >= 8 else { return .none }
        let terminfo: ColorCapability = colors >= 0x1000000 ? .truecolor : colors >= 256 ? .indexed256 : .ansi16
        return min(environment, terminfo)
    }

    /// The attributes and pair to draw `style` with.
    mutating func attributes(for style: Style) -> (attributes: attr_t, pair: Int32) {
        if let known = resolved[style] { return known }
        let resolvedStyle = theme.resolve(style, for: capability)
        var attributes = Self.attributes(resolvedStyle.attributes)
        var pair: Int32 = 0
        if capability != .none {
            let (foreground, bold) = number(for: resolvedStyle.foreground)
            let (background, _) = number(for: resolvedStyle.background)
            if bold { attributes |= cnc_a_bold() }
            pair = self.pair(foreground: foreground, background: background)
        }
        resolved[style] = (attributes, pair)
        return (attributes, pair)
    }

    private mutating func pair(foreground: Int32, background: Int32) -> Int32 {
        if foreground == -1 && background == -1 { return 0 }
        let key = PairKey(foreground: foreground, background: background)
        if let pair = pairs[key] { return pair }
        let pair = alloc_pair(foreground, background)
        let number = pair < 0 ? 0 : pair
        pairs[key] = number
        return number
    }

    /// The ncurses colour number for a colour (-1 is the terminal's default), and whether bold
    /// must stand in for brightness on an 8-colour terminal.
    private func number(for color: Color) -> (Int32, Bool) {
        switch color {
        case .default:
            return (-1, false)
        case .ansi(let index):
            if colors < 16 && index >= 8 { return (Int32(index) - 8, true) }
            return (Int32(index), false)
        case .indexed(let index):
            if colors < 16 && index >= 8 && index < 16 { return (Int32(index) - 8, true) }
            return (Int32(index), false)
        case .rgb(let r, let g, let b):
            // Direct-colour terminfo (xterm-direct) numbers colours as 0xRRGGBB.
            return (Int32(r) << 16 | Int32(g) << 8 | Int32(b), false)
        }
    }

    static func attributes(_ attributes: Attributes) -> attr_t {
        var result = cnc_a_normal()
        if attributes.contains(.bold) { result |= cnc_a_bold() }
        if attributes.contains(.dim) { result |= cnc_a_dim() }
        if attributes.contains(.italic) { result |= cnc_a_italic() }
        if attributes.contains(.underline) { result |= cnc_a_underline() }
        if attributes.contains(.reverse) { result |= cnc_a_reverse() }
        // ncurses 6.4 has no strikethrough attribute; the text stays readable without it.
        return result
    }
}
