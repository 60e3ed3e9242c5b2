/// A variable of a ``Solver``: a handle to one unknown, unrestricted in sign.
///
/// Variables are made by ``Solver/makeVariable(_:)`` and only mean something to the
/// solver that made them. They are plain values: copy, compare and hash them freely.
public struct Variable: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The position of the variable in its solver's variable table.
    public let index: Int

    @usableFromInline
    init(index: Int) { self.index = index }

    public static func < (lhs: Variable, rhs: Variable) -> Bool { lhs.index < rhs.index }

    public var description: String { "v\(index)" }
}
