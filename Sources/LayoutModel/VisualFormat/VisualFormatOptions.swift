/// UIKit's `NSLayoutConstraint.FormatOptions`, with UIKit's raw values
/// (facts/vfl.md §3): alignment bits are `1 << attribute.rawValue` of the
/// corresponding `NSLayoutConstraint.Attribute`.
public struct VisualFormatOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let alignAllLeft = VisualFormatOptions(rawValue: 1 << 1)
    public static let alignAllRight = VisualFormatOptions(rawValue: 1 << 2)
    public static let alignAllTop = VisualFormatOptions(rawValue: 1 << 3)
    public static let alignAllBottom = VisualFormatOptions(rawValue: 1 << 4)
    public static let alignAllLeading = VisualFormatOptions(rawValue: 1 << 5)
    public static let alignAllTrailing = VisualFormatOptions(rawValue: 1 << 6)
    public static let alignAllCenterX = VisualFormatOptions(rawValue: 1 << 9)
    public static let alignAllCenterY = VisualFormatOptions(rawValue: 1 << 10)
    public static let alignAllLastBaseline = VisualFormatOptions(rawValue: 1 << 11)
    /// The deprecated name of ``alignAllLastBaseline``.
    public static let alignAllBaseline = alignAllLastBaseline
    public static let alignAllFirstBaseline = VisualFormatOptions(rawValue: 1 << 12)
    public static let alignmentMask = VisualFormatOptions(rawValue: 0xFFFF)

    /// The default (no bit): horizontal strings use leading/trailing.
    public static let directionLeadingToTrailing = VisualFormatOptions([])
    /// Horizontal strings use left/right, laid out left to right.
    public static let directionLeftToRight = VisualFormatOptions(rawValue: 0x10000)
    /// Horizontal strings use left/right, laid out right to left.
    public static let directionRightToLeft = VisualFormatOptions(rawValue: 0x20000)
    public static let directionMask = VisualFormatOptions(rawValue: 0x30000)

    /// The default (no bit): spacing measured between edges.
    public static let spacingEdgeToEdge = VisualFormatOptions([])
    /// Vertical spacing between views measured from last baseline to first baseline.
    public static let spacingBaselineToBaseline = VisualFormatOptions(rawValue: 0x80000)
    public static let spacingMask = VisualFormatOptions(rawValue: 0x80000)

    /// The alignment options with the attribute each one aligns, in bit order
    /// (the order the alignment constraints are emitted in).
    static let alignments: [(option: VisualFormatOptions, attribute: LayoutAttribute)] = [
        (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top),
        (.alignAllBottom, .bottom), (.alignAllLeading, .leading), (.alignAllTrailing, .trailing),
        (.alignAllCenterX, .centerX), (.alignAllCenterY, .centerY),
        (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
    ]

    /// The attributes the alignment bits ask for, in bit order.
    public var alignmentAttributes: [LayoutAttribute] {
        Self.alignments.filter { contains($0.option) }.map(\.attribute)
    }

    /// One option by its Swift name, as documents list them (`"alignAllTop"`,
    /// `"directionLeftToRight"`); nil for an unknown name.
    public init?(name: String) {
        switch name {
        case "alignAllLeft": self = .alignAllLeft
        case "alignAllRight": self = .alignAllRight
        case "alignAllTop": self = .alignAllTop
        case "alignAllBottom": self = .alignAllBottom
        case "alignAllLeading": self = .alignAllLeading
        case "alignAllTrailing": self = .alignAllTrailing
        case "alignAllCenterX": self = .alignAllCenterX
        case "alignAllCenterY": self = .alignAllCenterY
        case "alignAllLastBaseline", "alignAllBaseline": self = .alignAllLastBaseline
        case "alignAllFirstBaseline": self = .alignAllFirstBaseline
        case "directionLeadingToTrailing": self = .directionLeadingToTrailing
        case "directionLeftToRight": self = .directionLeftToRight
        case "directionRightToLeft": self = .directionRightToLeft
        case "spacingEdgeToEdge": self = .spacingEdgeToEdge
        case "spacingBaselineToBaseline": self = .spacingBaselineToBaseline
        default: return nil
        }
    }
}
