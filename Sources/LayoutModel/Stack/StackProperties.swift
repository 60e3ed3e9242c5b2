/// The properties of a `UIStackView`, kept on its ``ViewNode``. Arranged subviews are
/// also ordinary subviews; ``arrangedSubviewIDs`` gives the arrangement order, which
/// may differ from z-order.
public struct StackProperties: Hashable, Sendable {
    public var axis: LayoutAxis
    public var distribution: StackDistribution
    public var alignment: StackAlignment
    public var spacing: StackSpacing
    /// `setCustomSpacing(_:after:)`, by the id of the arranged view it follows: points, or
    /// `.system` for UIKit's `spacingUseSystem` sentinel (the system spacing after that
    /// view). UIKit's other sentinel, `spacingUseDefault`, means "the stack's spacing",
    /// which is a view left out of this dictionary.
    public var customSpacing: [String: StackSpacing]
    public var isBaselineRelativeArrangement: Bool
    public var isLayoutMarginsRelativeArrangement: Bool
    /// Ids of the arranged subviews in arrangement order.
    public var arrangedSubviewIDs: [String]

    /// UIKit's defaults for a stack view made in code: horizontal, fill, fill, 0 spacing.
    public init(
        axis: LayoutAxis = .horizontal,
        distribution: StackDistribution = .fill,
        alignment: StackAlignment = .fill,
        spacing: StackSpacing = .points(0),
        customSpacing: [String: StackSpacing] = [:],
        isBaselineRelativeArrangement: Bool = false,
        isLayoutMarginsRelativeArrangement: Bool = false,
        arrangedSubviewIDs: [String] = []
    ) {
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        self.customSpacing = customSpacing
        self.isBaselineRelativeArrangement = isBaselineRelativeArrangement
        self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
        self.arrangedSubviewIDs = arrangedSubviewIDs
    }
}
