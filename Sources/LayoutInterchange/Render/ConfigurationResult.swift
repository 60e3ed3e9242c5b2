/// One document solved in one configuration: everything a picture, a report or a diff
/// needs, as a plain value.
///
/// It holds the solve's ``LayoutResult`` as it came out of the engine, plus what the
/// result does not carry: the document's name and revision, the configuration, the
/// container and its safe area, the root's layout margins, and the views (ids, classes,
/// superviews) in drawing order.
public struct ConfigurationResult: Hashable, Sendable {
    public var documentName: String
    /// The store's revision number; nil for a document read from a file.
    public var revision: Int?
    public var label: ConfigurationLabel
    /// The window the root was laid out in, in points.
    public var containerSize: LayoutSize
    /// The root's safe-area insets.
    public var safeAreaInsets: EdgeInsets
    /// The root's effective layout margins, measured from its bounds (safe area
    /// included where the root insets its margins from it), left/right resolved.
    public var rootLayoutMargins: EdgeInsets
    /// Depth first, the root first: the order views are drawn in.
    public var views: [RenderedView]
    public var layout: LayoutResult

    public init(
        documentName: String, revision: Int? = nil, label: ConfigurationLabel, containerSize: LayoutSize,
        safeAreaInsets: EdgeInsets = .zero, rootLayoutMargins: EdgeInsets = .zero, views: [RenderedView],
        layout: LayoutResult
    ) {
        self.documentName = documentName
        self.revision = revision
        self.label = label
        self.containerSize = containerSize
        self.safeAreaInsets = safeAreaInsets
        self.rootLayoutMargins = rootLayoutMargins
        self.views = views
        self.layout = layout
    }

    /// The designer's name of each view that has one (``RenderedView/userLabel``), by id:
    /// what reports name a view by in problems beside its ids
    /// (``InterfaceBuilderNaming/message(of:labels:inDocumentNamed:)``). O(views): made
    /// once per result whose problems are written, not per configuration.
    public var userLabels: [String: String] {
        var labels: [String: String] = [:]
        for view in views {
            if let label = view.userLabel, !label.isEmpty { labels[view.id] = label }
        }
        return labels
    }

    /// The root's bounds: the container at the origin.
    public var containerRect: LayoutRect {
        LayoutRect(x: 0, y: 0, width: containerSize.width, height: containerSize.height)
    }

    /// The root's safe area in its own coordinates.
    public var safeAreaRect: LayoutRect { containerRect.inset(by: safeAreaInsets) }

    /// The root's layout margins guide in its own coordinates.
    public var marginsRect: LayoutRect { containerRect.inset(by: rootLayoutMargins) }

    /// Whether any diagnostic was reported.
    public var hasProblems: Bool { !layout.diagnostics.isEmpty }
}

extension LayoutRect {
    /// The rectangle shrunk by `insets` (sizes may go negative for insets larger than
    /// the rectangle; drawing clamps them).
    func inset(by insets: EdgeInsets) -> LayoutRect {
        LayoutRect(
            x: x + insets.left, y: y + insets.top,
            width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }
}
