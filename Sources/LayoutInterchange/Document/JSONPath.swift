/// Where a value sits in a document, spelt the way errors print it:
/// `root.subviews[1].arrangedSubviews[0].textStyle`, `constraints[4]`.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    public enum Component: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    public var components: [Component]

    public init(_ components: [Component] = []) { self.components = components }

    public static let root = JSONPath()

    public func appending(_ key: String) -> JSONPath { JSONPath(components + [.key(key)]) }
    public func appending(_ index: Int) -> JSONPath { JSONPath(components + [.index(index)]) }

    /// The path as errors print it. A path deeper than ``longestPrinted`` components
    /// keeps its first and last few and says how many it leaves out: a view 128 levels
    /// down is `root.subviews[0]` 128 times, and the error's line and column already say
    /// exactly where it is.
    public var description: String {
        guard components.count > Self.longestPrinted else { return Self.spell(components[...]) }
        // Cut between a key and what follows it, never inside `subviews[0]`.
        var headEnd = Self.keptAtEachEnd
        if case .index = components[headEnd] { headEnd += 1 }
        var tailStart = components.count - Self.keptAtEachEnd
        if case .index = components[tailStart] { tailStart -= 1 }
        let left = tailStart - headEnd
        return Self.spell(components[..<headEnd]) + " … \(left) more components … " + Self.spell(components[tailStart...])
    }

    /// Components printed in full; beyond this a path is shortened in its middle.
    static let longestPrinted = 24
    static let keptAtEachEnd = 8

    private static func spell(_ components: ArraySlice<Component>) -> String {
        var text = ""
        for component in components {
            switch component {
            case .key(let key) where ItemReference.isValidID(key):
                text += text.isEmpty ? key : ".\(key)"
            case .key(let key):
                text += "[\"\(key)\"]"
            case .index(let index):
                text += "[\(index)]"
            }
        }
        return text
    }
}
