/// One property a variant sets on its target (FORMAT.md, "Variants": the `set` object).
/// Which cases apply depends on the target: constraints take constant, priority and
/// multiplier; views the rest.
public enum VariantChange: Hashable, Sendable {
    case constant(Double)
    /// Any priority, required or not. UIKit raises when an *installed* constraint moves
    /// between required and optional (facts/uikit-defaults.md §1; the exception's text is
    /// unconfirmed), but a variant is applied while a document is materialised for its
    /// traits, before anything is installed, so layoutdb allows the change (decision).
    case priority(Priority)
    case multiplier(Double)
    case hidden(Bool)
    case axis(LayoutAxis)
    case spacing(StackSpacing)
    case alignment(StackAlignment)
    case distribution(StackDistribution)
    case textStyle(TextStyle)
    case font(FontDescriptor)
    case text(String)
    case layoutMargins(LayoutMargins)
    case numberOfLines(Int)
    case intrinsicContentSize(IntrinsicContentSize)
    case frame(LayoutRect)
    case recordedFrame(LayoutRect)

    /// The property's name in the document format; two changes with the same name on
    /// the same target compete, and the more specific predicate wins.
    public var propertyName: String {
        switch self {
        case .constant: return "constant"
        case .priority: return "priority"
        case .multiplier: return "multiplier"
        case .hidden: return "hidden"
        case .axis: return "axis"
        case .spacing: return "spacing"
        case .alignment: return "alignment"
        case .distribution: return "distribution"
        case .textStyle: return "textStyle"
        case .font: return "font"
        case .text: return "text"
        case .layoutMargins: return "layoutMargins"
        case .numberOfLines: return "numberOfLines"
        case .intrinsicContentSize: return "intrinsicContentSize"
        case .frame: return "frame"
        case .recordedFrame: return "recordedFrame"
        }
    }
}
