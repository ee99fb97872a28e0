/// A terminal colour, as precise as the theme says; `degraded(to:)` brings it down to what the
/// terminal can show.
public enum Color: Hashable, Sendable {
    /// The terminal's own foreground or background.
    case `default`
    /// One of the 16 ANSI colours (0–7 normal, 8–15 bright), which the user's terminal palette defines.
    case ansi(UInt8)
    /// One of the 256 xterm colours.
    case indexed(UInt8)
    case rgb(UInt8, UInt8, UInt8)

    /// The names of the 16 ANSI colours, as theme files write them.
    public static let ansiNames = [
        "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white",
        "bright-black", "bright-red", "bright-green", "bright-yellow", "bright-blue", "bright-magenta", "bright-cyan",
        "bright-white",
    ]

    /// This colour as the best the capability allows: RGB → nearest of the 256 → nearest of the 16;
    /// nothing but the default without colour.
    public func degraded(to capability: ColorCapability) -> Color {
        switch (self, capability) {
        case (_, .none), (.default, _): return .default
        case (_, .truecolor): return self
        case (.ansi, _): return self
        case (.indexed(let index), .indexed256): return index < 16 ? .ansi(index) : self
        case (.rgb(let r, let g, let b), .indexed256): return Self.nearestIndexed(r, g, b)
        case (.indexed(let index), .ansi16):
            if index < 16 { return .ansi(index) }
            let (r, g, b) = Self.rgbOfIndexed(index)
            return Self.nearestANSI(r, g, b)
        case (.rgb(let r, let g, let b), .ansi16): return Self.nearestANSI(Int(r), Int(g), Int(b))
        }
    }

    // MARK: - Palettes

    /// xterm's default values for the 16 ANSI colours, to find the nearest one.
    static let ansiRGB: [(UInt8, UInt8, UInt8)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255),
        (255, 255, 255),
    ]

    static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The RGB value of an xterm colour index.
    static func rgbOfIndexed(_ index: UInt8) -> (Int, Int, Int) {
        switch index {
        case 0..<16:
            let (r, g, b) = ansiRGB[Int(index)]
            return (Int(r), Int(g), Int(b))
        case 16..<232:
            let value = Int(index) - 16
            return (cubeLevels[value / 36], cubeLevels[(value / 6) % 6], cubeLevels[value % 6])
        default:
            let level = 8 + (Int(index) - 232) * 10
            return (level, level, level)
        }
    }

    /// The nearest colour of the 6×6×6 cube or the grey ramp (never the 16, whose values the
    /// user's palette may have changed), as tmux chooses.
    static func nearestIndexed(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Color {
        func cubeStep(_ value: UInt8) -> Int {
            let v = Int(value)
            if v < 48 { return 0 }
            if v < 115 { return 1 }
            return (v - 35) / 40
        }
        let (cr, cg, cb) = (cubeStep(r), cubeStep(g), cubeStep(b))
        let cube = (cubeLevels[cr], cubeLevels[cg], cubeLevels[cb])
        let average = (Int(r) + Int(g) + Int(b)) / 3
        let greyStep = average > 238 ? 23 : max(0, (average - 3) / 10)
        let grey = 8 + greyStep * 10
        let rgb = (Int(r), Int(g), Int(b))
        if distance(cube, rgb) <= distance((grey, grey, grey), rgb) {
            return .indexed(UInt8(16 + 36 * cr + 6 * cg + cb))
        }
        return .indexed(UInt8(232 + greyStep))
    }

    static func nearestANSI(_ r: Int, _ g: Int, _ b: Int) -> Color {
        let rgb = (r, g, b)
        var best = 0
        var bestDistance = Int.max
        for (index, candidate) in ansiRGB.enumerated() {
            let d = distance((Int(candidate.0), Int(candidate.1), Int(candidate.2)), rgb)
            if d < bestDistance {
                best = index
                bestDistance = d
            }
        }
        return .ansi(UInt8(best))
    }

    static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
        // Weighted for the eye, which tells greens apart better than blues.
        let dr = a.0 - b.0
        let dg = a.1 - b.1
        let db = a.2 - b.2
        return 2 * dr * dr + 4 * dg * dg + 3 * db * db
    }
}

extension Color: CustomStringConvertible {
    /// The colour as a theme file writes it.
    public var description: String {
        switch self {
        case .default: "default"
        case .ansi(let index): Color.ansiNames[Int(index)]
        case .indexed(let index): "\(index)"
        case .rgb(let r, let g, let b):
            "#"
                + [r, g, b].map { byte in
                    let hex = String(byte, radix: 16)
                    return hex.count == 1 ? "0" + hex : hex
                }.joined()
        }
    }

    /// Reads `default`, an ANSI name (`blue`, `bright-blue`), an index `0`–`255`, or `#rrggbb`.
    public init?(parsing text: String) {
        let value = text.trimmingCharacters(in: " \t")
        if value == "default" || value == "none" {
            self = .default
        } else if let index = Color.ansiNames.firstIndex(of: value.lowercased()) {
            self = .ansi(UInt8(index))
        } else if let index = UInt8(value) {
            self = .indexed(index)
        } else if let rgb = Color.hex(value) {
            self = rgb
        } else {
            return nil
        }
    }

    static func hex(_ text: String) -> Color? {
        let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
        guard digits.count == 6, let value = UInt32(digits, radix: 16) else { return nil }
        return .rgb(UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
    }
}

extension String {
    func trimmingCharacters(in set: String) -> String {
        var slice = Substring(self)
        while let first = slice.first, set.contains(first) { slice.removeFirst() }
        while let last = slice.last, set.contains(last) { slice.removeLast() }
        return String(slice)
    }
}
