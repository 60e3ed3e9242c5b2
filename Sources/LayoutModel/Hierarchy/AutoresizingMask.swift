/// UIKit's `UIView.AutoresizingMask`: which of a view's margins and sizes stretch when
/// its superview's bounds change. Only read when the view translates its autoresizing
/// mask into constraints.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// The document format's names (FORMAT.md), in UIKit's bit order.
    public static let named: [(name: String, mask: AutoresizingMask)] = [
        ("flexibleLeftMargin", .flexibleLeftMargin),
        ("flexibleWidth", .flexibleWidth),
        ("flexibleRightMargin", .flexibleRightMargin),
        ("flexibleTopMargin", .flexibleTopMargin),
        ("flexibleHeight", .flexibleHeight),
        ("flexibleBottomMargin", .flexibleBottomMargin),
    ]

    /// The names of the set options, in UIKit's bit order.
    public var names: [String] { Self.named.filter { contains($0.mask) }.map(\.name) }
}
