/// A constraint priority, 1…1000, where 1000 is required.
///
/// Optional priorities are *strictly* ordered: the solver first minimises the
/// violation of the highest optional level, then, keeping that optimum, the next one
/// down, and so on. No number of violated priority-250 constraints outweighs one
/// violated priority-251 constraint (this is where a weighted sum goes wrong).
/// Fractional priorities are levels of their own.
public struct Priority: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: Double

    /// A priority, if `rawValue` is finite and within 1…1000.
    public init?(rawValue: Double) {
        guard rawValue.isFinite, rawValue >= 1, rawValue <= 1000 else { return nil }
        self.rawValue = rawValue
    }

    /// The priority `value`, clamped into 1…1000 (non-finite values become required).
    public init(clamping value: Double) {
        self.rawValue = value.isFinite ? Swift.min(1000, Swift.max(1, value)) : 1000
    }

    public static let required = Priority(clamping: 1000)
    /// UIKit's `defaultHigh`.
    public static let defaultHigh = Priority(clamping: 750)
    /// UIKit's `defaultLow`.
    public static let defaultLow = Priority(clamping: 250)
    /// UIKit's `fittingSizeLevel`.
    public static let fittingSizeLevel = Priority(clamping: 50)

    public var isRequired: Bool { rawValue >= 1000 }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `1000`, `750`, `250.5`: integers print without a fraction.
    public var description: String {
        rawValue == rawValue.rounded() ? String(Int(rawValue)) : String(rawValue)
    }
}
