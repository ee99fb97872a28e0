/// Something that draws itself into a rectangle of a frame, and nothing else: what it shows is
/// its own state (ratatui's `Widget`). Drawing never changes the state; keys reach a widget
/// through its own `handle` and `keymap`.
///
/// A list, a text field, a dialog, a menu, the help overlay, the key bar, a separator: each is
/// a `Widget`, so a screen can keep the layers it draws as `[any Widget]` and draw them in order.
/// (The status line also needs the clock, a menu can be anchored to a point, and a box returns
/// the rectangle inside it: those have their own forms besides this one.)
public protocol Widget {
    /// Draws into `area` of `buffer`, clipped to it.
    func render(in area: Rect, into buffer: inout ScreenBuffer)
}

extension Confirm: Widget {}
extension Dialog: Widget {}
extension HelpOverlay: Widget {}
extension KeyBar: Widget {}
extension ListView: Widget {}
extension Separator: Widget {}
extension TextArea: Widget {}
extension TextField: Widget {}
extension Menu: Widget {}
