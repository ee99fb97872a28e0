extension Theme {
    /// The built-in theme, the same as themes/default.json (a test keeps them equal): ANSI colours
    /// only, so it follows the user's terminal palette, and bars in reverse video, which read on
    /// dark and light backgrounds alike.
    public static let `default` = Theme(name: "default", roles: defaultRoles)

    static let defaultRoles: [Role: RoleStyle] = [
        .text: RoleStyle(),
        .muted: RoleStyle(foreground: .ansi(8), monochrome: .dim),
        .accent: RoleStyle(foreground: .ansi(6), attributes: .bold, monochrome: .bold),
        .title: RoleStyle(attributes: .bold),
        .selection: RoleStyle(foreground: .ansi(15), background: .ansi(4), attributes: .bold, monochrome: .reverse),
        .border: RoleStyle(foreground: .ansi(8)),
        .focusBorder: RoleStyle(foreground: .ansi(6), monochrome: .bold),
        .variable: RoleStyle(foreground: .ansi(0), background: .ansi(6), monochrome: .reverse),
        .placeholder: RoleStyle(foreground: .ansi(8), attributes: .italic, monochrome: .dim),
        .error: RoleStyle(foreground: .ansi(1), attributes: .bold, monochrome: .bold),
        .warning: RoleStyle(foreground: .ansi(3), monochrome: .bold),
        .success: RoleStyle(foreground: .ansi(2)),
        .info: RoleStyle(foreground: .ansi(6)),
        .keyHint: RoleStyle(attributes: [.bold, .reverse]),
        .statusBar: RoleStyle(attributes: .reverse),
        .match: RoleStyle(foreground: .ansi(3), attributes: .bold, monochrome: .underline),
        .dialog: RoleStyle(),
    ]
}
