/// One of UIKit's `NSLayoutConstraint.Attribute` values, spelled as in the
/// document format (FORMAT.md, "Attributes").
///
/// The raw value is the document spelling, so `LayoutAttribute(rawValue: "leadingMargin")`
/// parses a name and `rawValue` prints it. The classification properties below are what
/// the validity rules of the Auto Layout Guide are written in terms of.
public enum LayoutAttribute: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case left, right, top, bottom, leading, trailing
    case width, height
    case centerX, centerY
    case firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    /// UIKit's placeholder for "no attribute" (the second attribute of a constant
    /// constraint). A document never needs it; it exists so imported constraints can say it.
    case notAnAttribute

    /// The attribute named `name` in the document spelling, or nil.
    public init?(name: some StringProtocol) {
        self.init(rawValue: String(name))
    }

    /// The document spelling (`leadingMargin`, `centerXWithinMargins`, …).
    public var name: String { rawValue }

    public var description: String { rawValue }

    /// The axis the attribute measures along; nil only for ``notAnAttribute``.
    public var axis: LayoutAxis? {
        switch nonMarginCounterpart {
        case .left, .right, .leading, .trailing, .centerX, .width:
            return .horizontal
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .height:
            return .vertical
        default:
            return nil
        }
    }

    /// Width or height: an extent, which may be set to a constant or related to another size.
    public var isSize: Bool { self == .width || self == .height }

    /// An edge, centre or baseline: a position, which may only be related to another
    /// position on the same axis (never set to a bare constant).
    public var isLocation: Bool { self != .notAnAttribute && !isSize }

    /// One of the `…Margin` / `…WithinMargins` attributes, which measure from the
    /// item's layout margins instead of its edges.
    public var isMargin: Bool { nonMarginCounterpart != self }

    /// The attribute with the margin stripped (`leadingMargin` → `leading`,
    /// `centerXWithinMargins` → `centerX`); the attribute itself when it is not a margin.
    public var nonMarginCounterpart: LayoutAttribute {
        switch self {
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        case .centerXWithinMargins: return .centerX
        case .centerYWithinMargins: return .centerY
        default: return self
        }
    }

    /// The margin form of an edge or centre (`leading` → `leadingMargin`); nil for sizes,
    /// baselines and ``notAnAttribute``, which have none. The Visual Format Language uses it
    /// for standard spacing to the superview (`|-[a]`).
    public var marginCounterpart: LayoutAttribute? {
        switch self {
        case .left: return .leftMargin
        case .right: return .rightMargin
        case .top: return .topMargin
        case .bottom: return .bottomMargin
        case .leading: return .leadingMargin
        case .trailing: return .trailingMargin
        case .centerX: return .centerXWithinMargins
        case .centerY: return .centerYWithinMargins
        default: return isMargin ? self : nil
        }
    }

    /// Leading/trailing (and their margins): they follow the layout direction, so under
    /// right-to-left leading is the right edge.
    public var isDirectionRelative: Bool {
        switch nonMarginCounterpart {
        case .leading, .trailing: return true
        default: return false
        }
    }

    /// Left/right (and their margins): fixed to the screen whatever the layout direction.
    /// UIKit (iOS 9+) refuses to relate these to a direction-relative attribute.
    public var isAbsoluteHorizontal: Bool {
        switch nonMarginCounterpart {
        case .left, .right: return true
        default: return false
        }
    }
}
