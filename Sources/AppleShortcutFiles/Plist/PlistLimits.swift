/// How much of a property list a reader accepts before it refuses the file: a shortcut is a few
/// hundred kilobytes of actions, and these are far above any real one while keeping a hostile
/// file (a "plist bomb" of shared references, nesting that would exhaust the stack, counts that
/// claim more than the file holds) from costing more than a refusal.
package struct PlistLimits: Sendable {
    /// The deepest nesting of arrays and dictionaries.
    package var maximumDepth: Int
    /// The most values the plist would expand to, counting a value once per reference to it.
    package var maximumExpandedValues: Int
    /// The largest file.
    package var maximumBytes: Int

    package init(maximumDepth: Int = 256, maximumExpandedValues: Int = 2_000_000, maximumBytes: Int = 64 << 20) {
        self.maximumDepth = maximumDepth
        self.maximumExpandedValues = maximumExpandedValues
        self.maximumBytes = maximumBytes
    }
}
