/// Display widths, measured the way ncursesw measures them.
///
/// ncurses asks glibc's `wcwidth` how many columns a character covers; if we measured any other
/// way, a line with CJK or emoji would drift against what ncurses draws. `wcwidth(_:)` is a pure
/// Swift copy of glibc's answer (the tables are generated from it, and a test in
/// TerminalNcursesTests compares every code point). On top of it, `width(of:)` measures text as
/// the screen buffer will *show* it: controls escaped, unprintable scalars replaced.
public enum TextWidth {
    /// glibc's `wcwidth` for one scalar: -1 for controls and unprintable scalars, else 0, 1 or 2.
    public static func wcwidth(_ scalar: Unicode.Scalar) -> Int { wcwidth(scalar.value) }

    /// glibc's `wcwidth` for a code point value.
    public static func wcwidth(_ value: UInt32) -> Int {
        if value >= 0x20 && value < 0x7F { return 1 }
        if value == 0 { return 0 }
        if value < 0x20 || (value >= 0x7F && value < 0xA0) { return -1 }
        if value < 0x300 { return 1 }
        if contains(zeroWidthRanges, value) { return 0 }
        if contains(doubleWidthRanges, value) { return 2 }
        if contains(unprintableRanges, value) { return -1 }
        return value <= 0x10FFFF ? 1 : -1
    }

    /// The columns a character covers once drawn: escaped controls count their escape, a cluster
    /// counts the sum of its scalars (as ncurses writes them), an invisible cluster counts 0.
    public static func width(of character: Character) -> Int {
        DisplayText.form(of: character).width
    }

    /// The columns a string covers once drawn (see `width(of:)` for a character).
    public static func width(of text: some StringProtocol) -> Int {
        var asciiWidth = 0
        var onlyPrintableASCII = true
        for byte in text.utf8 {
            guard byte >= 0x20 && byte < 0x7F else {
                onlyPrintableASCII = false
                break
            }
            asciiWidth += 1
        }
        if onlyPrintableASCII { return asciiWidth }
        var total = 0
        for character in text { total += DisplayText.form(of: character).width }
        return total
    }

    private static func contains(_ ranges: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
        var low = 0
        var high = ranges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = ranges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}
