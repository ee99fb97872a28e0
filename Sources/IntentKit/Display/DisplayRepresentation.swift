import Foundation

/// How one value (an entity, an enum case) is shown: a title, an optional subtitle and image.
///
/// ```swift
/// var displayRepresentation: DisplayRepresentation {
///     DisplayRepresentation(title: "\(name)", subtitle: "\(region)", image: .init(systemName: "map"))
/// }
/// ```
/// A string literal is a title alone: `.read: "Read"`.
public struct DisplayRepresentation: Sendable, Hashable, Codable {
    /// The main text.
    public var title: LocalizedStringResource
    /// Secondary text shown under or beside the title.
    public var subtitle: LocalizedStringResource?
    /// A symbol shown with the title.
    public var image: Image?
    /// Other names people may use for this value (searched by pickers and the palette).
    public var synonyms: [LocalizedStringResource]

    public init(
        title: LocalizedStringResource,
        subtitle: LocalizedStringResource? = nil,
        image: Image? = nil,
        synonyms: [LocalizedStringResource] = []
    ) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.synonyms = synonyms
    }

    /// An image for a display representation.
    ///
    /// A terminal shows symbols, not pictures: a `systemName` is an SF Symbols name that hosts map
    /// to a glyph; an asset's name, a URL and image data are kept for hosts that can show them
    /// (a terminal shows a generic picture glyph for them).
    public struct Image: Sendable, Hashable, Codable {
        /// How the image is framed: as it is, or cut to a circle (a person's photo).
        public struct DisplayStyle: Sendable, Hashable, Codable {
            let name: String

            public static var `default`: DisplayStyle { DisplayStyle(name: "default") }
            public static var circular: DisplayStyle { DisplayStyle(name: "circular") }
        }

        /// The SF Symbols name, such as `"book"` or `"star.circle"`.
        public var systemName: String?
        /// The name of an image in the app's assets.
        public var named: String?
        /// Where the image is, and its size in points when given.
        public var url: URL?
        public var size: Size?
        /// Raw image data (PNG, JPEG, …), if the image is not a symbol.
        public var data: Data?
        /// Whether the image may be tinted to match the host's colours.
        public var isTemplate: Bool
        public var displayStyle: DisplayStyle?

        /// An image's width and height in points.
        public struct Size: Sendable, Hashable, Codable {
            public var width: Double
            public var height: Double
        }

        /// A symbol by its SF Symbols name.
        public init(systemName: String, isTemplate: Bool = true) {
            self.systemName = systemName
            self.data = nil
            self.isTemplate = isTemplate
        }

        /// An image from data.
        public init(data: Data, isTemplate: Bool = false) {
            self.systemName = nil
            self.data = data
            self.isTemplate = isTemplate
        }

        /// An image from data, framed as `displayStyle` says.
        public init(data: Data, isTemplate: Bool? = nil, displayStyle: DisplayStyle) {
            self.init(data: data, isTemplate: isTemplate ?? false)
            self.displayStyle = displayStyle
        }

        /// An image from the app's assets, by name.
        public init(named name: String, isTemplate: Bool? = nil) {
            self.named = name
            self.isTemplate = isTemplate ?? false
        }

        /// An image from the app's assets, framed as `displayStyle` says.
        public init(named name: String, isTemplate: Bool? = nil, displayStyle: DisplayStyle) {
            self.init(named: name, isTemplate: isTemplate)
            self.displayStyle = displayStyle
        }

        /// An image at a URL.
        public init(url: URL, isTemplate: Bool? = nil) {
            self.url = url
            self.isTemplate = isTemplate ?? false
        }

        /// An image at a URL, framed as `displayStyle` says.
        public init(url: URL, isTemplate: Bool? = nil, displayStyle: DisplayStyle) {
            self.init(url: url, isTemplate: isTemplate)
            self.displayStyle = displayStyle
        }

        /// An image at a URL, of a size in points.
        public init(url: URL, width: Double, height: Double, isTemplate: Bool? = nil) {
            self.init(url: url, isTemplate: isTemplate)
            self.size = Size(width: width, height: height)
        }

        /// An image at a URL, of a size in points, framed as `displayStyle` says.
        public init(url: URL, width: Double, height: Double, isTemplate: Bool? = nil, displayStyle: DisplayStyle) {
            self.init(url: url, width: width, height: height, isTemplate: isTemplate)
            self.displayStyle = displayStyle
        }

        /// An image from optional data; a missing image falls back to a generic symbol, as
        /// `UIImage.pngData()` is optional in the code this initializer serves.
        public init(data: Data?, isTemplate: Bool = false) {
            if let data { self.init(data: data, isTemplate: isTemplate) } else { self.init(systemName: "photo") }
        }
    }
}

extension DisplayRepresentation: ExpressibleByStringInterpolation {
    public init(stringLiteral value: String) {
        self.init(title: LocalizedStringResource(stringLiteral: value))
    }

    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
        self.init(title: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}

/// How a type is named to people: "Book", "Trail".
public struct TypeDisplayRepresentation: Sendable, Hashable, Codable {
    /// The singular name.
    public var name: LocalizedStringResource
    /// A name for a count of values, such as "\(count) Books"; `nil` adds an "s".
    public var numericFormat: LocalizedStringResource?
    /// Other names for the type.
    public var synonyms: [LocalizedStringResource]

    public init(
        name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil,
        synonyms: [LocalizedStringResource] = []
    ) {
        self.name = name
        self.numericFormat = numericFormat
        self.synonyms = synonyms
    }

    /// The plural name, from `numericFormat` without its number, or the name with an "s".
    public var pluralName: String {
        if let numericFormat {
            let text = LocalizationCatalog.shared.resolve(numericFormat.withArguments([.text("")]))
            return text.trimmingCharacters(in: .whitespaces)
        }
        let singular = name.localizedString
        return singular.hasSuffix("s") ? singular : singular + "s"
    }
}

extension TypeDisplayRepresentation: ExpressibleByStringInterpolation {
    public init(stringLiteral value: String) {
        self.init(name: LocalizedStringResource(stringLiteral: value))
    }

    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
        self.init(name: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}

extension LocalizedStringResource {
    func withArguments(_ replacement: [Argument]) -> LocalizedStringResource {
        var copy = self
        copy.arguments = replacement
        return copy
    }
}

/// A type with a name people read: entities and enums.
public protocol TypeDisplayRepresentable {
    /// The type's name as shown to people.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    /// Deprecated pre-release spelling of `typeDisplayRepresentation.name`.
    ///
    /// Declare ``typeDisplayRepresentation`` instead; types that declare only this still work,
    /// because the default ``typeDisplayRepresentation`` is built from it.
    static var typeDisplayName: LocalizedStringResource { get }
}

extension TypeDisplayRepresentable {
    public static var typeDisplayRepresentation: TypeDisplayRepresentation {
        TypeDisplayRepresentation(name: typeDisplayName)
    }

    /// The type's Swift name in words, without an `Entity` suffix: `BookEntity` → "Book".
    public static var typeDisplayName: LocalizedStringResource {
        .verbatim(humanize(typeName: String(describing: Self.self)))
    }
}

/// `BookEntity` → "Book", `MeditationSession` → "Meditation Session", `URLItem` → "URL Item".
func humanize(typeName: String) -> String {
    var name = typeName
    for suffix in ["AppEntity", "Entity"] where name.hasSuffix(suffix) && name.count > suffix.count {
        name.removeLast(suffix.count)
        break
    }
    return humanize(identifier: name)
}

/// `datePublished` → "Date Published", `URLString` → "URL String".
func humanize(identifier: String) -> String {
    var words: [String] = []
    var current = ""
    let chars = Array(identifier)
    for (i, c) in chars.enumerated() {
        if c == "_" {
            if !current.isEmpty {
                words.append(current)
                current = ""
            }
            continue
        }
        let nextIsLower = i + 1 < chars.count && chars[i + 1].isLowercase
        if c.isUppercase, !current.isEmpty, !(current.last!.isUppercase && !nextIsLower) {
            words.append(current)
            current = ""
        }
        current.append(c)
    }
    if !current.isEmpty { words.append(current) }
    return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
}
