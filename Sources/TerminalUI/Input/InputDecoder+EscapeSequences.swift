// The escape sequences a terminal sends for keys and the mouse: SS3 (ESC O), CSI (ESC [) with
// xterm's modifier parameters, the kitty keyboard protocol's CSI u, and SGR and X10 mouse reports.

extension InputDecoder {
    static func decodeSS3(_ bytes: [UInt8], at index: Int) -> Step {
        var i = index + 2
        var modifier = 1
        while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 {
            modifier = Int(bytes[i] - 0x30)
            i += 1
        }
        guard i < bytes.count else { return .incomplete }
        let modifiers = Self.modifiers(modifier)
        let code: Key.Code?
        switch bytes[i] {
        case UInt8(ascii: "A"): code = .up
        case UInt8(ascii: "B"): code = .down
        case UInt8(ascii: "C"): code = .right
        case UInt8(ascii: "D"): code = .left
        case UInt8(ascii: "H"): code = .home
        case UInt8(ascii: "F"): code = .end
        case UInt8(ascii: "M"): code = .enter
        case UInt8(ascii: "P"): code = .function(1)
        case UInt8(ascii: "Q"): code = .function(2)
        case UInt8(ascii: "R"): code = .function(3)
        case UInt8(ascii: "S"): code = .function(4)
        default: code = nil
        }
        return .event(code.map { .key(Key($0, modifiers)) }, consumed: i + 1 - index)
    }

    static func decodeCSI(_ bytes: [UInt8], at index: Int) -> Step {
        var i = index + 2
        // Linux console F1–F5: ESC [ [ A … ESC [ [ E.
        if i < bytes.count, bytes[i] == UInt8(ascii: "[") {
            guard i + 1 < bytes.count else { return .incomplete }
            let letter = bytes[i + 1]
            let code: Key.Code? =
                (UInt8(ascii: "A")...UInt8(ascii: "E")).contains(letter)
                ? .function(Int(letter - UInt8(ascii: "A")) + 1) : nil
            return .event(code.map { .key(Key($0)) }, consumed: i + 2 - index)
        }
        // X10 mouse: ESC [ M and three raw bytes.
        if i < bytes.count, bytes[i] == UInt8(ascii: "M") {
            guard i + 3 < bytes.count else { return .incomplete }
            let event = mouse(
                code: Int(bytes[i + 1]) - 32, x: Int(bytes[i + 2]) - 32, y: Int(bytes[i + 3]) - 32, release: false,
                x10: true)
            return .event(event.map(InputEvent.mouse), consumed: i + 4 - index)
        }
        var marker: UInt8?
        if i < bytes.count,
            [UInt8(ascii: "<"), UInt8(ascii: "?"), UInt8(ascii: ">"), UInt8(ascii: "=")].contains(bytes[i])
        {
            marker = bytes[i]
            i += 1
        }
        var parameters: [Int] = []
        var current: Int?
        var subparameter = false
        while i < bytes.count {
            let byte = bytes[i]
            switch byte {
            case 0x30...0x39:
                if !subparameter { current = (current ?? 0) &* 10 &+ Int(byte - 0x30) }
            case UInt8(ascii: ";"):
                parameters.append(current ?? 1)
                current = nil
                subparameter = false
            case UInt8(ascii: ":"):
                subparameter = true
            case 0x20...0x2F:
                break
            case 0x40...0x7E:
                if let current { parameters.append(current) }
                return csi(final: byte, parameters: parameters, marker: marker, consumed: i + 1 - index)
            default:
                // Not a sequence after all: take ESC [ as Alt-[ and go on with this byte.
                return .event(.key(Key(.character("["), .alt)), consumed: 2)
            }
            i += 1
        }
        return .incomplete
    }

    static func csi(final: UInt8, parameters: [Int], marker: UInt8?, consumed: Int) -> Step {
        let first = parameters.first ?? 1
        let modifiers = parameters.count >= 2 ? Self.modifiers(parameters[1]) : []
        if marker == UInt8(ascii: "<") {
            guard final == UInt8(ascii: "M") || final == UInt8(ascii: "m"), parameters.count >= 3 else {
                return .event(nil, consumed: consumed)
            }
            let event = mouse(
                code: parameters[0], x: parameters[1], y: parameters[2], release: final == UInt8(ascii: "m"), x10: false
            )
            return .event(event.map(InputEvent.mouse), consumed: consumed)
        }
        guard marker == nil else { return .event(nil, consumed: consumed) }
        let code: Key.Code?
        switch final {
        case UInt8(ascii: "A"): code = .up
        case UInt8(ascii: "B"): code = .down
        case UInt8(ascii: "C"): code = .right
        case UInt8(ascii: "D"): code = .left
        case UInt8(ascii: "H"): code = .home
        case UInt8(ascii: "F"): code = .end
        case UInt8(ascii: "P"): code = .function(1)
        case UInt8(ascii: "Q"): code = .function(2)
        case UInt8(ascii: "R"):
            // Also a cursor position report (ESC [ row ; col R), which only F3 with "1;" resembles.
            code = first == 1 ? .function(3) : nil
        case UInt8(ascii: "S"): code = .function(4)
        case UInt8(ascii: "Z"): return .event(.key(Key(.tab, modifiers.union(.shift))), consumed: consumed)
        case UInt8(ascii: "u"):
            return .event(csiU(codepoint: first, modifiers: modifiers), consumed: consumed)
        case UInt8(ascii: "~"):
            if first == 200 { return .pasteStart(consumed: consumed) }
            if first == 27, parameters.count >= 3 {
                // xterm modifyOtherKeys: ESC [ 27 ; modifier ; code ~
                return .event(csiU(codepoint: parameters[2], modifiers: modifiers), consumed: consumed)
            }
            code = tildeKeys[first]
        default:
            code = nil
        }
        return .event(code.map { .key(Key($0, modifiers)) }, consumed: consumed)
    }

    static let tildeKeys: [Int: Key.Code] = [
        1: .home, 2: .insert, 3: .delete, 4: .end, 5: .pageUp, 6: .pageDown, 7: .home, 8: .end,
        11: .function(1), 12: .function(2), 13: .function(3), 14: .function(4), 15: .function(5),
        17: .function(6), 18: .function(7), 19: .function(8), 20: .function(9), 21: .function(10),
        23: .function(11), 24: .function(12), 25: .function(13), 26: .function(14),
        28: .function(15), 29: .function(16), 31: .function(17), 32: .function(18),
        33: .function(19), 34: .function(20),
    ]

    /// A key reported by code point (kitty's CSI u, xterm's modifyOtherKeys).
    static func csiU(codepoint: Int, modifiers: Key.Modifiers) -> InputEvent? {
        switch codepoint {
        case 13: return .key(Key(.enter, modifiers))
        case 9: return .key(Key(.tab, modifiers))
        case 27: return .key(Key(.escape, modifiers))
        case 8, 127: return .key(Key(.backspace, modifiers))
        default:
            guard let scalar = UnicodeScalar(UInt32(clamping: codepoint)), codepoint >= 0x20 else { return nil }
            var character = Character(scalar)
            if modifiers.contains(.ctrl) { character = Character(character.lowercased()) }
            return .key(Key(.character(character), modifiers.subtracting(modifiers.contains(.ctrl) ? [] : [.shift])))
        }
    }

    /// Modifiers from an xterm modifier parameter (1 + bits: shift 1, alt 2, ctrl 4, meta 8).
    static func modifiers(_ parameter: Int) -> Key.Modifiers {
        let bits = max(0, parameter - 1)
        var modifiers: Key.Modifiers = []
        if bits & 1 != 0 { modifiers.insert(.shift) }
        if bits & 2 != 0 || bits & 8 != 0 { modifiers.insert(.alt) }
        if bits & 4 != 0 { modifiers.insert(.ctrl) }
        return modifiers
    }

    /// A mouse event from a button code and 1-based coordinates.
    static func mouse(code: Int, x: Int, y: Int, release: Bool, x10: Bool) -> MouseEvent? {
        guard x >= 1, y >= 1, code >= 0, code & 128 == 0 else { return nil }
        var modifiers: Key.Modifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.alt) }
        if code & 16 != 0 { modifiers.insert(.ctrl) }
        let position = Point(x: x - 1, y: y - 1)
        let low = code & 3
        if code & 64 != 0 {
            let kinds: [MouseEvent.Kind] = [.scrollUp, .scrollDown, .scrollLeft, .scrollRight]
            return release ? nil : MouseEvent(kinds[low], at: position, modifiers: modifiers)
        }
        let buttons: [MouseEvent.Button] = [.left, .middle, .right]
        if low == 3 {
            // X10 reports a release without saying which button; motion without a button is not reported.
            return x10 && code & 32 == 0 ? MouseEvent(.release(.left), at: position, modifiers: modifiers) : nil
        }
        let button = buttons[low]
        if code & 32 != 0 { return MouseEvent(.drag(button), at: position, modifiers: modifiers) }
        return MouseEvent(release ? .release(button) : .press(button), at: position, modifiers: modifiers)
    }
}
