import Foundation

// `IntentPerson` as a parameter, property and result value, as in Apple's framework. There is no
// contacts store on Linux: a person is carried as it is (identifier, name, handles, image), in
// documents, metadata and on the wire as `{"person": {…}}` (docs/format.md), and shown by name.

extension IntentPerson: _IntentValue {
    public static var intentValueKind: IntentValueKind { .person }
}

extension IntentPerson: DisplayRepresentable {
    public static var typeDisplayRepresentation: TypeDisplayRepresentation { "Person" }

    /// The name, the handle beneath it, and the person's image.
    public var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(
            title: .verbatim(displayName), subtitle: handle.map { .verbatim($0.value.text) }, image: image)
    }
}

extension IntentPerson {
    /// The name as people read it: the display name, or the components in the order Foundation
    /// formats them (`Dr. Ada King Lovelace`), or the nickname.
    public var displayName: String {
        switch name {
        case .displayName(let text): return text
        case .components(let parts):
            let words = [parts.namePrefix, parts.givenName, parts.middleName, parts.familyName, parts.nameSuffix]
                .compactMap { $0?.isEmpty == false ? $0 : nil }
            return words.isEmpty ? (parts.nickname ?? "") : words.joined(separator: " ")
        }
    }
}

extension IntentPerson.Handle.Value {
    /// The address itself, whatever its kind.
    public var text: String {
        switch self {
        case .phoneNumber(let v), .emailAddress(let v), .applicationDefined(let v): v
        }
    }
}

extension IntentPerson.Handle.Label {
    /// Apple's label names (`work`, `iPhone`, …); any other text is a custom label.
    public init(name: String) {
        switch name {
        case "home": self = .home
        case "work": self = .work
        case "iPhone": self = .iPhone
        case "mobile": self = .mobile
        case "main": self = .main
        case "homeFax": self = .homeFax
        case "workFax": self = .workFax
        case "pager": self = .pager
        case "other": self = .other
        case "school": self = .school
        default: self = .custom(name)
        }
    }

    /// The label's name, as ``init(name:)`` reads it.
    public var name: String {
        switch self {
        case .home: "home"
        case .work: "work"
        case .iPhone: "iPhone"
        case .mobile: "mobile"
        case .main: "main"
        case .homeFax: "homeFax"
        case .workFax: "workFax"
        case .pager: "pager"
        case .other: "other"
        case .school: "school"
        case .custom(let text): text
        }
    }
}

extension IntentPerson: CustomStringConvertible {
    /// `Ada Lovelace <ada@example.com>`: the name, and the handle in angle brackets if there is
    /// one; ``parse(_:)`` reads it back.
    public var description: String {
        guard let handle else { return displayName }
        return displayName.isEmpty ? "<\(handle.value.text)>" : "\(displayName) <\(handle.value.text)>"
    }

    /// Reads a person a person typed: `Ada Lovelace <ada@example.com>`, `Ada Lovelace`,
    /// `ada@example.com` or `+44 20 7946 0000`. An address with an `@` is an email address, one
    /// of digits (and `+ -()` and spaces) a phone number. The person is identified by the
    /// address, or by the name when there is none (``Identifier/applicationDefined(_:)``: there
    /// is no contacts store). `nil` for empty text.
    public static func parse(_ text: String) -> IntentPerson? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return nil }
        var name = trimmed
        var address: String?
        if trimmed.hasSuffix(">"), let open = trimmed.lastIndex(of: "<") {
            address = String(trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)])
                .trimmingCharacters(in: .whitespaces)
            name = String(trimmed[..<open]).trimmingCharacters(in: .whitespaces)
        } else if handleValue(trimmed) != nil {
            address = trimmed
            name = ""
        }
        let handle = address.flatMap(handleValue).map { Handle($0) }
        if address != nil, handle == nil { return nil }
        guard !name.isEmpty || handle != nil else { return nil }
        return IntentPerson(
            identifier: .applicationDefined(handle?.value.text ?? name),
            name: .displayName(name), handle: handle)
    }

    /// An email address (it has an `@` between text) or a phone number (digits, at least three,
    /// with `+`, `-`, `(`, `)`, `.` and spaces); `nil` for anything else.
    static func handleValue(_ text: String) -> Handle.Value? {
        if let at = text.firstIndex(of: "@"), at != text.startIndex, text.index(after: at) != text.endIndex,
            !text.contains(where: \.isWhitespace)
        {
            return .emailAddress(text)
        }
        let allowed = Set("0123456789+-(). ")
        if text.allSatisfy({ allowed.contains($0) }), text.filter(\.isNumber).count >= 3 {
            return .phoneNumber(text)
        }
        return nil
    }
}

extension IntentParameter where Value == IntentPerson {
    /// A required person parameter: `@Parameter(title: "Recipient", mode: .email) var to: IntentPerson`.
    public convenience init(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        mode: IntentPerson.ParameterMode = .contact,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title, description: description, isOptional: false, default: nil,
            requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior,
            personMode: mode)
    }

    /// Which people the parameter offers; recorded, not enforced (there is no contacts store).
    public var parameterMode: IntentPerson.ParameterMode? { personMode }
}

extension IntentParameter where Value == IntentPerson? {
    /// An optional person parameter.
    public convenience init(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        mode: IntentPerson.ParameterMode = .contact,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title, description: description, isOptional: true, default: .some(nil),
            requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior,
            personMode: mode)
    }

    /// Which people the parameter offers; recorded, not enforced (there is no contacts store).
    public var parameterMode: IntentPerson.ParameterMode? { personMode }
}

extension IntentParameter where Value == [IntentPerson] {
    /// A list of people.
    public convenience init(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        mode: IntentPerson.ParameterMode = .contact,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title, description: description, isOptional: false, default: nil, requestValueDialog: nil,
            inputConnectionBehavior: inputConnectionBehavior, personMode: mode)
    }

    /// Which people the parameter offers; recorded, not enforced (there is no contacts store).
    public var parameterMode: IntentPerson.ParameterMode? { personMode }
}
