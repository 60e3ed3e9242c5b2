/// How one view differs between two solves of a document in one configuration.
public enum FrameChange: Hashable, Sendable {
    /// Same size, new place in its superview (or a new superview).
    case moved(view: String, from: LayoutRect, to: LayoutRect)
    /// New size, and maybe a new place too.
    case resized(view: String, from: LayoutRect, to: LayoutRect)
    /// Only in the newer revision (or installed only there for these traits).
    case appeared(view: String, frame: LayoutRect)
    /// Only in the older revision.
    case disappeared(view: String, frame: LayoutRect)

    public var view: String {
        switch self {
        case .moved(let view, _, _), .resized(let view, _, _), .appeared(let view, _), .disappeared(let view, _): return view
        }
    }

    /// `moved`, `resized`, `appeared` or `disappeared`.
    public var kind: String {
        switch self {
        case .moved: return "moved"
        case .resized: return "resized"
        case .appeared: return "appeared"
        case .disappeared: return "disappeared"
        }
    }

    /// `moved title (16, 120, 358, 34) → (16, 130, 358, 34)`; frames in root coordinates.
    public var text: String { text(inDocumentNamed: "") }

    /// ``text``, with a view of a document from Interface Builder named by its IB id too
    /// (`moved Bck_o6_o3a (Interface Builder id Bck-o6-o3a) …`, ``InterfaceBuilderNaming``),
    /// and a view a designer named (`label`, its `userLabel`) by that as well.
    public func text(label: String? = nil, inDocumentNamed documentName: String) -> String {
        let named = InterfaceBuilderNaming.named(view, label: label, inDocumentNamed: documentName)
        switch self {
        case .moved(_, let from, let to), .resized(_, let from, let to):
            return "\(kind) \(named) \(PointText.format(from)) → \(PointText.format(to))"
        case .appeared(_, let frame), .disappeared(_, let frame):
            return "\(kind) \(named) \(PointText.format(frame))"
        }
    }
}
