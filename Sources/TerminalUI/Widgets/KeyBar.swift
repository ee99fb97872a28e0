/// The footer key bar: `q Quit  / Filter  ? Help`, generated from the keymap. Items that do not
/// fit are dropped from the end; disabled items are shown muted, so the bar does not jump when a
/// command becomes unavailable.
public struct KeyBar {
    public struct Item: Hashable, Sendable {
        public var keys: String
        public var label: String
        public var isEnabled: Bool

        public init(keys: String, label: String, isEnabled: Bool = true) {
            self.keys = keys
            self.label = label
            self.isEnabled = isEnabled
        }

        var width: Int { TextWidth.width(of: keys) + 1 + TextWidth.width(of: label) }
    }

    public var items: [Item]

    public init(_ items: [Item]) { self.items = items }

    public func render(in rect: Rect, into buffer: inout ScreenBuffer) {
        let row = Rect(x: rect.x, y: rect.y, width: rect.width, height: min(1, rect.height))
        guard !row.isEmpty else { return }
        buffer.fill(row, style: .statusBar)
        var x = row.x + 1
        for item in items {
            guard x + item.width <= row.maxX else { break }
            let keyStyle: Style = item.isEnabled ? .keyHint : Style(.statusBar, .dim)
            let labelStyle: Style = item.isEnabled ? .statusBar : Style(.statusBar, .dim)
            x += buffer.write(item.keys, at: Point(x: x, y: row.y), style: keyStyle, limit: row.maxX)
            x += 1
            x += buffer.write(item.label, at: Point(x: x, y: row.y), style: labelStyle, limit: row.maxX)
            x += 2
        }
    }
}
