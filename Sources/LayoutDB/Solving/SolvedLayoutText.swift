import LayoutModel

/// A solved layout as text for people: the configuration, the view tree with each frame
/// (in the superview, as UIKit's `frame`), then the diagnostics in UIKit's words.
public struct SolvedLayoutText {
    public let layout: SolvedLayout
    /// The designers' names (`userLabel`) of the views that have one, by view id: the
    /// tree names each such view by it, as Xcode's Document Outline does
    /// (`d_1 ('Title box', Interface Builder id d-1) UIView …`).
    public let labels: [String: String]

    public init(_ layout: SolvedLayout, labels: [String: String] = [:]) {
        self.layout = layout
        self.labels = labels
    }

    public var text: String {
        let t = layout.traits
        var lines = [
            "\(layout.document)" + (layout.revision.map { " (revision \($0))" } ?? "") + " on \(layout.traitKey)"
                + (layout.cached ? " [cached]" : ""),
            "container \(Self.number(layout.container.width))×\(Self.number(layout.container.height)) pt, "
                + "w\(t.widthClass.letter) h\(t.heightClass.letter), \(t.contentSize.rawValue), "
                + "\(t.direction == .leftToRight ? "left-to-right" : "right-to-left"), @\(Self.number(t.displayScale))x",
        ]
        // A view whose superview is not printed (`solve --view`) starts a tree of its own.
        let printed = Set(layout.views.map(\.id))
        let isTop = { (view: SolvedView) in view.parent.map { !printed.contains($0) } ?? true }
        let children = Dictionary(grouping: layout.views.filter { !isTop($0) }, by: { $0.parent ?? "" })
        // Once, not per view: a 2,000-view column with a diagnostic for each view off
        // screen compared view ids four million times (70% of a cached `solve`).
        let flagged = Set(layout.diagnostics.flatMap(\.views))
        for top in layout.views where isTop(top) {
            tree(top, children: children, flagged: flagged, prefix: "", childPrefix: "", into: &lines)
        }
        for scroll in layout.scrollViews {
            let axes = [scroll.scrollsHorizontally ? "horizontally" : nil, scroll.scrollsVertically ? "vertically" : nil]
                .compactMap { $0 }
            lines.append("\(scroll.id) scrolls " + (axes.isEmpty ? "on no axis" : axes.joined(separator: " and "))
                + ": content \(Self.number(scroll.contentSize.width))×\(Self.number(scroll.contentSize.height))")
        }
        if layout.diagnostics.isEmpty {
            lines.append("no problems")
        } else {
            let errors = layout.diagnostics.filter(\.isError).count
            lines.append("\(errors) error\(errors == 1 ? "" : "s"), \(layout.diagnostics.count - errors) warning\(layout.diagnostics.count - errors == 1 ? "" : "s"):")
            for diagnostic in layout.diagnostics {
                lines.append("\(diagnostic.isError ? "error" : "warning"): [\(diagnostic.kind)] \(diagnostic.message)")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// `view`'s line and its subtree's; `flagged` holds every view a diagnostic names.
    private func tree(
        _ view: SolvedView, children: [String: [SolvedView]], flagged: Set<String>, prefix: String, childPrefix: String,
        into lines: inout [String]
    ) {
        let mark = flagged.contains(view.id) ? "  ⚠" : ""
        // A tree's top that is not the root is shown without its superview: say which one
        // its frame is in, and where that puts it in the root when that differs.
        let placed = !prefix.isEmpty ? "" : view.parent.map { parent in
            " in \(parent)" + (view.frame == view.frameInRoot ? "" : ", \(Self.rect(view.frameInRoot)) in the root")
        } ?? ""
        let id = InterfaceBuilderNaming.named(view.id, label: labels[view.id], inDocumentNamed: layout.document)
        lines.append(prefix + "\(id) \(view.className) \(Self.rect(view.frame))" + placed + mark)
        let kids = children[view.id] ?? []
        for (index, child) in kids.enumerated() {
            let last = index == kids.count - 1
            tree(child, children: children, flagged: flagged, prefix: childPrefix + (last ? "└─ " : "├─ "),
                 childPrefix: childPrefix + (last ? "   " : "│  "), into: &lines)
        }
    }

    /// `(x, y, width, height)` with ``number(_:)``'s rounding: how every text output
    /// (`solve`, `explain`) prints a frame.
    public static func rect(_ r: LayoutRect) -> String {
        "(\(number(r.x)), \(number(r.y)), \(number(r.width)), \(number(r.height)))"
    }

    /// At most three decimals, none for whole numbers: `31`, `6.667`.
    public static func number(_ x: Double) -> String {
        let rounded = (x * 1000).rounded() / 1000
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
        return "\(rounded)"
    }
}
