import Foundation

// A person's JSON form, the same in documents, metadata and on the wire (docs/format.md):
//
//     {"identifier": {"contact": "C-17"}, "displayName": "Ada Lovelace",
//      "handle": {"emailAddress": "ada@example.com", "label": "work"}}
//
// `identifier` is `{"contact": …}` or `{"applicationDefined": …}`; the name is `displayName`
// or `nameComponents` (`namePrefix`, `givenName`, `middleName`, `familyName`, `nameSuffix`,
// `nickname`); a handle is one of `emailAddress`, `phoneNumber` or `applicationDefined`, with an
// optional `label` (Apple's names, such as `work` or `iPhone`, or any other text); `aliases` is a
// list of handles, `isMe` a boolean and `image` a display image (`{"systemName": "person"}`).
// Members that say nothing (no handle, no aliases, not me, no image) are left out.

extension IntentPerson: Codable {
    private enum Key: String, CodingKey {
        case identifier, displayName, nameComponents, handle, aliases, isMe, image
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        let identifier = try c.decode(Identifier.self, forKey: .identifier)
        let name: Name
        switch (c.contains(.displayName), c.contains(.nameComponents)) {
        case (true, false): name = .displayName(try c.decode(String.self, forKey: .displayName))
        case (false, true): name = .components(try c.decode(NameParts.self, forKey: .nameComponents).components)
        default:
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: c.codingPath,
                    debugDescription: "a person has either 'displayName' or 'nameComponents'"))
        }
        self.init(
            identifier: identifier, name: name, handle: try c.decodeIfPresent(Handle.self, forKey: .handle),
            aliases: try c.decodeIfPresent([Handle].self, forKey: .aliases) ?? [],
            isMe: try c.decodeIfPresent(Bool.self, forKey: .isMe) ?? false,
            image: try c.decodeIfPresent(ImageForm.self, forKey: .image)?.image)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        try c.encode(identifier, forKey: .identifier)
        switch name {
        case .displayName(let text): try c.encode(text, forKey: .displayName)
        case .components(let parts): try c.encode(NameParts(parts), forKey: .nameComponents)
        }
        try c.encodeIfPresent(handle, forKey: .handle)
        if !aliases.isEmpty { try c.encode(aliases, forKey: .aliases) }
        if isMe { try c.encode(true, forKey: .isMe) }
        try c.encodeIfPresent(image.map(ImageForm.init), forKey: .image)
    }

    /// An image as `{"systemName": "person.circle"}` or `{"data": "<base64>"}`, with
    /// `isTemplate` optional (a symbol is a template unless it says otherwise, data is not).
    private struct ImageForm: Codable {
        var systemName: String?
        var data: Data?
        var isTemplate: Bool?

        init(_ image: DisplayRepresentation.Image) {
            systemName = image.systemName
            data = image.data
            isTemplate = image.isTemplate == (image.data == nil) ? nil : image.isTemplate
        }

        var image: DisplayRepresentation.Image {
            if let data { return DisplayRepresentation.Image(data: data, isTemplate: isTemplate ?? false) }
            return DisplayRepresentation.Image(systemName: systemName ?? "person", isTemplate: isTemplate ?? true)
        }
    }

    /// `PersonNameComponents` by the names of its parts, whatever Foundation's own coding is.
    private struct NameParts: Codable {
        var namePrefix, givenName, middleName, familyName, nameSuffix, nickname: String?

        init(_ parts: PersonNameComponents) {
            namePrefix = parts.namePrefix
            givenName = parts.givenName
            middleName = parts.middleName
            familyName = parts.familyName
            nameSuffix = parts.nameSuffix
            nickname = parts.nickname
        }

        var components: PersonNameComponents {
            var parts = PersonNameComponents()
            parts.namePrefix = namePrefix
            parts.givenName = givenName
            parts.middleName = middleName
            parts.familyName = familyName
            parts.nameSuffix = nameSuffix
            parts.nickname = nickname
            return parts
        }
    }
}

extension IntentPerson.Identifier: Codable {
    private enum Key: String, CodingKey { case contact, applicationDefined }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        guard c.allKeys.count == 1, let key = c.allKeys.first else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: c.codingPath,
                    debugDescription: "an identifier is {\"contact\": …} or {\"applicationDefined\": …}"))
        }
        let text = try c.decode(String.self, forKey: key)
        self = key == .contact ? .contact(text) : .applicationDefined(text)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        switch self {
        case .contact(let text): try c.encode(text, forKey: .contact)
        case .applicationDefined(let text): try c.encode(text, forKey: .applicationDefined)
        }
    }
}

extension IntentPerson.Handle: Codable {
    private enum Key: String, CodingKey { case emailAddress, phoneNumber, applicationDefined, label }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        let kinds = c.allKeys.filter { $0 != .label }
        guard kinds.count == 1, let kind = kinds.first else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: c.codingPath,
                    debugDescription: "a handle has one of 'emailAddress', 'phoneNumber' or 'applicationDefined'"))
        }
        let text = try c.decode(String.self, forKey: kind)
        let value: Value =
            switch kind {
            case .emailAddress: .emailAddress(text)
            case .phoneNumber: .phoneNumber(text)
            default: .applicationDefined(text)
            }
        self.init(value, label: (try c.decodeIfPresent(String.self, forKey: .label)).map(Label.init(name:)) ?? .other)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        switch value {
        case .emailAddress(let text): try c.encode(text, forKey: .emailAddress)
        case .phoneNumber(let text): try c.encode(text, forKey: .phoneNumber)
        case .applicationDefined(let text): try c.encode(text, forKey: .applicationDefined)
        }
        if label != .other { try c.encode(label.name, forKey: .label) }
    }
}
