/// A view as the engine sees it: identity, subviews and every property that feeds
/// Auto Layout. A plain value; a document materialised for some traits is a tree of these.
///
/// Defaults are UIKit's for a view created in code (facts/uikit-defaults.md):
/// hugging 250, compression resistance 750, margins 8 on every side, margins measured
/// from the safe area, no intrinsic size.
public struct ViewNode: Hashable, Sendable {
    /// The document id, unique among views and guides.
    public var id: String
    /// `UIView`, `UILabel`, … or any custom class name (printed in diagnostics).
    public var className: String
    /// In z-order, back to front.
    public var subviews: [ViewNode]
    /// When true the view is placed by its `frame` (pinned by required
    /// `NSAutoresizingMaskLayoutConstraint`s), not by its constraints. UIKit sets it
    /// for views made in code; Interface Builder clears it for views it constrains, so a
    /// document's views default to false. The root's value is ignored: the window
    /// always places the root.
    public var translatesAutoresizingMaskIntoConstraints: Bool
    /// The frame in the superview's coordinates, used when
    /// ``translatesAutoresizingMaskIntoConstraints`` is true.
    public var frame: LayoutRect
    public var intrinsicContentSize: IntrinsicContentSize
    public var contentHugging: AxisPriorities
    public var compressionResistance: AxisPriorities
    /// Which UIKit mask stretches when the superview resizes (autoresizing views only).
    public var autoresizingMask: AutoresizingMask
    /// `directionalLayoutMargins` or the fixed `layoutMargins`.
    public var layoutMargins: LayoutMargins
    /// When true the view's margins are at least its superview's margins where it
    /// touches them (`preservesSuperviewLayoutMargins`).
    public var preservesSuperviewLayoutMargins: Bool
    /// When true the margins are measured from the view's safe area, not its bounds.
    public var insetsLayoutMarginsFromSafeArea: Bool
    public var semanticContentAttribute: SemanticContentAttribute
    /// Hidden views still take part in layout (UIKit: hiding does not remove constraints).
    public var isHidden: Bool
    /// Distance of both baselines from the top; nil means the bottom edge, which is
    /// what `UIView.forFirstBaselineLayout`/`forLastBaselineLayout` give a plain view.
    public var baselineOffset: Double?
    /// Text, font and image that decide a control's intrinsic size.
    public var content: ViewContent
    /// Set for `UIStackView`s: what the stack generates constraints from.
    public var stack: StackProperties?
    /// Where a design tool last placed the view, in the superview's coordinates; a
    /// solved frame more than half a point away is reported as misplaced.
    public var recordedFrame: LayoutRect?
    /// The subclass a design tool named (Interface Builder's `customClass`), kept for
    /// diagnostics and export; ``className`` stays the UIKit class whose behaviour the
    /// engine models (a `UILabel` subclass still measures its text).
    public var customClass: String? = nil
    /// The name a designer gave the view in Interface Builder (its Label in the
    /// Document Outline, `userLabel`), kept so results can name the view as the designer
    /// sees it (``InterfaceBuilderNaming``) and export can write it back; no layout meaning.
    public var userLabel: String? = nil
    /// This view's place in arrangement order as a fraction of a priority level, set only
    /// while a `.fill`, `.equalSpacing` or `.equalCentering` stack view is expanded for
    /// solving (never stored): UIKit documents that those stacks resolve equal
    /// priorities by arrangement order (``StackDistribution/resolvesTiesByOrder``), and
    /// the first view is the one that stretches. The
    /// engine adds copies of the view's hugging and compression resistance along the
    /// stack's axis at priority 1 plus this offset, below every real priority, so they
    /// decide only what the real priorities leave open (``LayoutEngine/stackTieBreak(of:axis:for:)``).
    /// Earlier views get smaller offsets, so they give way first. Which view shrinks
    /// first on a compression tie is not documented: the first, by the same rule
    /// (decision).
    public var stackTieBreak: Double = 0
    /// The axis ``stackTieBreak`` applies to (its stack's axis).
    public var stackTieBreakAxis: LayoutAxis = .horizontal

    public init(
        id: String,
        className: String = "UIView",
        subviews: [ViewNode] = [],
        translatesAutoresizingMaskIntoConstraints: Bool = false,
        frame: LayoutRect = LayoutRect(x: 0, y: 0, width: 0, height: 0),
        intrinsicContentSize: IntrinsicContentSize = .none,
        contentHugging: AxisPriorities = .defaultHugging,
        compressionResistance: AxisPriorities = .defaultCompressionResistance,
        autoresizingMask: AutoresizingMask = [],
        layoutMargins: LayoutMargins = .default,
        preservesSuperviewLayoutMargins: Bool = false,
        insetsLayoutMarginsFromSafeArea: Bool = true,
        semanticContentAttribute: SemanticContentAttribute = .unspecified,
        isHidden: Bool = false,
        baselineOffset: Double? = nil,
        content: ViewContent = .empty,
        stack: StackProperties? = nil,
        recordedFrame: LayoutRect? = nil
    ) {
        self.id = id
        self.className = className
        self.subviews = subviews
        self.translatesAutoresizingMaskIntoConstraints = translatesAutoresizingMaskIntoConstraints
        self.frame = frame
        self.intrinsicContentSize = intrinsicContentSize
        self.contentHugging = contentHugging
        self.compressionResistance = compressionResistance
        self.autoresizingMask = autoresizingMask
        self.layoutMargins = layoutMargins
        self.preservesSuperviewLayoutMargins = preservesSuperviewLayoutMargins
        self.insetsLayoutMarginsFromSafeArea = insetsLayoutMarginsFromSafeArea
        self.semanticContentAttribute = semanticContentAttribute
        self.isHidden = isHidden
        self.baselineOffset = baselineOffset
        self.content = content
        self.stack = stack
        self.recordedFrame = recordedFrame
    }
}
