/// A position in a JSON text: 1-based line and column, and the 0-based byte offset.
/// Columns count Unicode scalars, so a column matches what an editor shows for text
/// without tabs or combining marks.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var offset: Int

    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// Where values built in code (not parsed) are said to be.
    public static let start = SourceLocation(line: 1, column: 1, offset: 0)

    /// `14:9`.
    public var description: String { "\(line):\(column)" }
}
