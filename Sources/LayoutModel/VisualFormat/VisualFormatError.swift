/// A Visual Format string UIKit would refuse, described as UIKit describes it.
///
/// `description` reproduces the reason of UIKit's `NSInvalidArgumentException`
/// (facts/vfl.md §5): the `Unable to parse constraint format: ` line, the message, the
/// format string and a caret under the character where parsing stopped; each of the
/// first three lines ends with a space, as UIKit's do. The two whole-string errors (empty,
/// non-ASCII) have no caret and a nil `offset`.
public struct VisualFormatError: Error, Hashable, Sendable, CustomStringConvertible {
    public var format: String
    /// 0-based index of the character the caret points at (`format.count` when the
    /// string ended too early); nil for whole-string errors.
    public var offset: Int?
    /// UIKit's description line, e.g. `Expected a '-' here`.
    public var message: String

    public init(format: String, offset: Int?, message: String) {
        self.format = format
        self.offset = offset
        self.message = message
    }

    public var description: String {
        guard let offset else { return "Unable to parse constraint format: \(message)" }
        let caret = String(repeating: " ", count: offset) + "^"
        return "Unable to parse constraint format: \n\(message) \n\(format) \n\(caret)"
    }
}
