/// How one role looks.
public struct RoleStyle: Hashable, Sendable {
    public var foreground: Color
    public var background: Color
    public var attributes: Attributes
    /// Added when the terminal shows no colour, so that what colour set apart stays apart (the
    /// selection becomes reverse video, a placeholder dim).
    public var monochrome: Attributes

    public init(
        foreground: Color = .default, background: Color = .default, attributes: Attributes = [],
        monochrome: Attributes = []
    ) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
        self.monochrome = monochrome
    }
}

/// A style as the backend draws it: colours the terminal can show and attributes.
public struct ResolvedStyle: Hashable, Sendable {
    public var foreground: Color
    public var background: Color
    public var attributes: Attributes

    public init(foreground: Color = .default, background: Color = .default, attributes: Attributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }
}

/// A theme: a style for every role. Loaded from `themes/` (see docs/themes.md); roles a file
/// leaves out come from the built-in default.
public struct Theme: Hashable, Sendable {
    public var name: String
    public private(set) var roles: [Role: RoleStyle]

    /// A theme with the given roles; any role left out takes the default theme's style.
    public init(name: String, roles: [Role: RoleStyle]) {
        self.name = name
        var complete = roles
        for role in Role.allCases where complete[role] == nil {
            complete[role] = Theme.defaultRoles[role] ?? RoleStyle()
        }
        self.roles = complete
    }

    public subscript(role: Role) -> RoleStyle {
        get { roles[role] ?? RoleStyle() }
        set { roles[role] = newValue }
    }

    /// `style` as the terminal can show it: the role's colours degraded to `capability`, the
    /// style's attributes added, and without colour the role's monochrome attributes instead.
    public func resolve(_ style: Style, for capability: ColorCapability) -> ResolvedStyle {
        let role = self[style.role]
        if capability == .none {
            return ResolvedStyle(attributes: role.attributes.union(role.monochrome).union(style.attributes))
        }
        return ResolvedStyle(
            foreground: role.foreground.degraded(to: capability),
            background: role.background.degraded(to: capability),
            attributes: role.attributes.union(style.attributes)
        )
    }
}
