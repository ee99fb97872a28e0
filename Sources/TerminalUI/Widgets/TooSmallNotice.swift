/// What the screen shows instead of the app when the terminal is smaller than the app needs:
/// the sizes and what to do, centred and wrapped to whatever room there is, never a broken layout.
public struct TooSmallNotice {
    public var minimum: Size

    public init(minimum: Size) { self.minimum = minimum }

    public func render(into buffer: inout ScreenBuffer) {
        let size = buffer.size
        buffer.fill(buffer.bounds)
        let text =
            "Terminal too small: \(size.width)×\(size.height), needs \(minimum.width)×\(minimum.height). Enlarge it, or press q to quit."
        let lines = TextLayout.wrap(text, width: max(1, size.width))
        let top = max(0, (size.height - lines.count) / 2)
        for (offset, line) in lines.prefix(size.height).enumerated() {
            let x = max(0, (size.width - TextWidth.width(of: line)) / 2)
            buffer.write(line, at: Point(x: x, y: top + offset), style: offset == 0 ? Style(.warning, .bold) : .plain)
        }
    }
}
