/// Turns the bytes a terminal sends into input events: UTF-8 text, control keys, CSI and SS3
/// key sequences (xterm, VT220, rxvt and Linux console variants, with modifiers), Alt as an ESC
/// prefix, SGR and X10 mouse reports, and bracketed paste delivered as one event.
///
/// A lone ESC is ambiguous: the Esc key, or the start of a sequence still on its way. The decoder
/// settles it with time, but takes time as an argument so tests can say exactly when each byte
/// arrived: bytes fed within `escapeDelay` of an ESC continue it; once `deadline` has passed,
/// `expire(at:)` (or the next `feed`) resolves the ESC as the Esc key.
public struct InputDecoder: Sendable {
    /// How long an ESC waits for the rest of a sequence: 25 ms, as htop, unless `ESCDELAY` says otherwise.
    public static let defaultEscapeDelay: Duration = .milliseconds(25)

    public var escapeDelay: Duration
    /// Bytes of a sequence or character not yet complete.
    private var pending: [UInt8] = []
    /// When the oldest pending byte arrived, if the caller said.
    private var pendingSince: Duration?
    /// Inside a bracketed paste: the bytes pasted so far.
    private var paste: [UInt8]?

    public init(escapeDelay: Duration = InputDecoder.defaultEscapeDelay) {
        self.escapeDelay = escapeDelay
    }

    /// The escape delay `ESCDELAY` asks for (in milliseconds, as ncurses reads it), else the default.
    public static func escapeDelay(environment: [String: String]) -> Duration {
        guard let text = environment["ESCDELAY"], let milliseconds = Int(text), milliseconds >= 0 else {
            return defaultEscapeDelay
        }
        return .milliseconds(milliseconds)
    }

    /// Whether bytes are waiting for more input (an ESC, a partial sequence or character, a paste).
    public var hasPending: Bool { !pending.isEmpty || paste != nil }

    /// When `expire(at:)` should be called if nothing else arrives; nil when nothing waits on time.
    /// A paste in progress never times out: it ends with its closing marker.
    public var deadline: Duration? {
        guard paste == nil, !pending.isEmpty, let since = pendingSince else { return nil }
        return since + escapeDelay
    }

    /// Decodes bytes that arrived together at `time` (any monotonic clock, in the caller's origin).
    public mutating func feed(_ bytes: some Sequence<UInt8>, at time: Duration) -> [InputEvent] {
        var events: [InputEvent] = []
        if let deadline, time >= deadline { events += flush() }
        if pending.isEmpty { pendingSince = time }
        let waiting = pending.count
        pending.append(contentsOf: bytes)
        let total = pending.count
        events += decodePending()
        if pending.isEmpty {
            pendingSince = nil
        } else if total - pending.count >= waiting {
            // What waited before was resolved; what waits now arrived with these bytes.
            pendingSince = time
        }
        return events
    }

    /// Decodes bytes that arrived together, when the time does not matter (tests, a pipe).
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
        feed(bytes, at: pendingSince ?? .zero)
    }

    /// Decodes text as the terminal would send it, as UTF-8.
    public mutating func feed(_ text: String) -> [InputEvent] { feed(Array(text.utf8)) }

    /// Resolves what waits on time if `time` is past the deadline: a lone ESC becomes the Esc key.
    public mutating func expire(at time: Duration) -> [InputEvent] {
        guard let deadline, time >= deadline else { return [] }
        return flush()
    }

    /// Resolves everything pending now, as if the escape delay had passed.
    public mutating func flush() -> [InputEvent] {
        guard paste == nil else { return [] }
        var events: [InputEvent] = []
        while !pending.isEmpty {
            if pending[0] == 0x1B {
                if pending.count == 2, let key = Self.simpleKey(pending[1]) {
                    // ESC and one byte, e.g. "ESC [" typed as Alt-[: the timeout says it was not a sequence.
                    events.append(.key(Key(key.code, key.modifiers.union(.alt))))
                    pending.removeAll()
                    break
                }
                events.append(.key(.escape))
                pending.removeFirst()
            } else {
                // An incomplete UTF-8 sequence that never completed.
                pending.removeFirst()
            }
            events += decodePending()
        }
        pendingSince = nil
        return events
    }

    // MARK: - Decoding

    enum Step {
        case event(InputEvent?, consumed: Int)
        case incomplete
        case pasteStart(consumed: Int)
    }

    private mutating func decodePending() -> [InputEvent] {
        var events: [InputEvent] = []
        var index = 0
        while index < pending.count {
            if paste != nil {
                guard let end = Self.find(Self.pasteEnd, in: pending, from: index) else {
                    // Keep the tail that might be the start of the closing marker.
                    let keep = min(Self.pasteEnd.count - 1, pending.count - index)
                    paste!.append(contentsOf: pending[index..<(pending.count - keep)])
                    index = pending.count - keep
                    break
                }
                paste!.append(contentsOf: pending[index..<end])
                events.append(.paste(Self.pastedText(paste!)))
                paste = nil
                index = end + Self.pasteEnd.count
                continue
            }
            switch Self.decode(pending, at: index) {
            case .event(let event, let consumed):
                if let event { events.append(event) }
                index += consumed
            case .pasteStart(let consumed):
                paste = []
                index += consumed
            case .incomplete:
                pending.removeFirst(index)
                return events
            }
        }
        pending.removeFirst(index)
        return events
    }

    static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard haystack.count - start >= needle.count else { return nil }
        var i = start
        while i + needle.count <= haystack.count {
            if haystack[i] == needle[0] && haystack[i..<(i + needle.count)].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }

    static func pastedText(_ bytes: [UInt8]) -> String {
        // Terminals send line ends as CR; text fields and documents want LF.
        var normalized: [UInt8] = []
        normalized.reserveCapacity(bytes.count)
        for (i, byte) in bytes.enumerated() {
            if byte == 0x0D {
                if i + 1 < bytes.count, bytes[i + 1] == 0x0A { continue }
                normalized.append(0x0A)
            } else {
                normalized.append(byte)
            }
        }
        return String(decoding: normalized, as: UTF8.self)
    }

    static func decode(_ bytes: [UInt8], at index: Int) -> Step {
        let byte = bytes[index]
        if byte == 0x1B { return decodeEscape(bytes, at: index) }
        if byte < 0x80 { return .event(simpleKey(byte).map(InputEvent.key), consumed: 1) }
        return decodeUTF8(bytes, at: index)
    }

    /// A key from one byte: a control key or an ASCII character.
    static func simpleKey(_ byte: UInt8) -> Key? {
        switch byte {
        case 0x0D, 0x0A: return .enter
        case 0x09: return .tab
        case 0x08, 0x7F: return .backspace
        case 0x1B: return .escape
        case 0x00: return Key(.character(" "), .ctrl)
        case 0x01...0x1A: return .ctrl(Character(UnicodeScalar(byte + 0x60)))
        case 0x1C...0x1F: return .ctrl(Character(UnicodeScalar(byte + 0x40)))
        case 0x20..<0x7F: return Key(Character(UnicodeScalar(byte)))
        default: return nil
        }
    }

    static func decodeUTF8(_ bytes: [UInt8], at index: Int) -> Step {
        let lead = bytes[index]
        let length: Int
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return .event(nil, consumed: 1)
        }
        guard bytes.count - index >= length else {
            // Stop at a byte that cannot continue the character rather than wait for it.
            for i in (index + 1)..<bytes.count where bytes[i] & 0xC0 != 0x80 { return .event(nil, consumed: i - index) }
            return .incomplete
        }
        var decoder = UTF8()
        var iterator = bytes[index..<(index + length)].makeIterator()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) {
            let key = Key(Character(scalar))
            return .event(.key(key), consumed: length)
        }
        return .event(nil, consumed: 1)
    }

    static func decodeEscape(_ bytes: [UInt8], at index: Int) -> Step {
        guard index + 1 < bytes.count else { return .incomplete }
        switch bytes[index + 1] {
        case UInt8(ascii: "["):
            return decodeCSI(bytes, at: index)
        case UInt8(ascii: "O"):
            return decodeSS3(bytes, at: index)
        default:
            // Alt: ESC before a key (or before a whole sequence, as some terminals send Alt-arrows).
            switch decode(bytes, at: index + 1) {
            case .incomplete:
                return .incomplete
            case .pasteStart(let consumed):
                return .pasteStart(consumed: consumed + 1)
            case .event(let event, let consumed):
                guard case .key(let key)? = event else { return .event(event, consumed: consumed + 1) }
                return .event(.key(Key(key.code, key.modifiers.union(.alt))), consumed: consumed + 1)
            }
        }
    }
}
