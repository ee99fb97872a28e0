/// Splits a byte stream into lines at `\n` (byte 0x0A only: U+2028 inside a string is not an end
/// of line), keeping at most `maximumLineLength` bytes of an unfinished line so that a peer that
/// never ends a line cannot make us hold unbounded memory.
package struct LineSplitter: Sendable {
    package let maximumLineLength: Int
    private var pending: [UInt8] = []

    /// A line went past the limit.
    package struct LineTooLong: Error, Sendable {
        package var limit: Int
    }

    package init(maximumLineLength: Int) {
        self.maximumLineLength = maximumLineLength
    }

    /// Adds a chunk and returns the lines it completes, without their `\n` (and a trailing `\r`).
    package mutating func append(_ chunk: UnsafeRawBufferPointer) throws(LineTooLong) -> [[UInt8]] {
        var lines: [[UInt8]] = []
        var start = chunk.startIndex
        while let newline = chunk[start...].firstIndex(of: 0x0A) {
            pending.append(contentsOf: chunk[start..<newline])
            if pending.count > maximumLineLength { throw LineTooLong(limit: maximumLineLength) }
            if pending.last == 0x0D { pending.removeLast() }
            lines.append(pending)
            pending.removeAll(keepingCapacity: true)
            start = newline + 1
        }
        pending.append(contentsOf: chunk[start...])
        if pending.count > maximumLineLength { throw LineTooLong(limit: maximumLineLength) }
        return lines
    }

    /// Bytes of an unfinished line (what is left at end of file).
    package var remainder: [UInt8] { pending }
}
