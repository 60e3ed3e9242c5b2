/// One thing worth telling the author about a solved layout.
///
/// Frames are on the pixel grid. Each case has a stable machine-readable form
/// (``jsonObject``, keys `kind`, `views`, `message` and the case's own) and a message,
/// in UIKit's or Xcode's words where UIKit or Xcode reports the same thing.
public enum LayoutDiagnostic: Hashable, Sendable {
    /// Required constraints that cannot all hold; one was broken (UIKit's
    /// "Unable to simultaneously satisfy constraints").
    case unsatisfiable(UnsatisfiableConstraints)
    /// An item whose frame the constraints do not determine (`hasAmbiguousLayout`).
    case ambiguous(AmbiguousLayout)
    /// A visible view with no width or no height: collapsed, so nothing of it shows.
    case zeroSize(view: String, frame: LayoutRect)
    /// A view partly outside its superview's bounds: clipped if the superview clips,
    /// and partly out of the superview's touch area either way. `frame` is in the
    /// superview's coordinates.
    case outsideSuperview(view: String, frame: LayoutRect, superviewBounds: LayoutRect)
    /// A view with no visible area inside its superview's bounds: off screen when
    /// the superview clips, and never touchable. `frame` is in the superview's coordinates.
    case entirelyOutsideSuperview(view: String, superview: String, frame: LayoutRect, superviewBounds: LayoutRect)
    /// A view that reaches into the root's unsafe region (the part of the root's bounds
    /// under the status bar, the notch or the home indicator) without covering the
    /// whole safe area; views that cover all of it are backgrounds, full-bleed on
    /// purpose, and are not reported. Parts outside the root's bounds do not count
    /// (that is ``outsideSuperview`` and ``entirelyOutsideSuperview``).
    /// Both rectangles are in the root's coordinates.
    case outsideSafeArea(view: String, frame: LayoutRect, safeArea: LayoutRect)
    /// Two visible sibling views whose frames share a positive area (the later one in
    /// z-order draws over the earlier). `intersection` is in the superview's coordinates.
    case overlappingSiblings(first: String, second: String, intersection: LayoutRect)
    /// The subviews of `superview` overlap in more pairs than are listed one by one
    /// (``LayoutEngine/overlappingPairsListed``): the first `listed` pairs are
    /// ``overlappingSiblings`` diagnostics, and this one counts all `pairs`. Pairs grow
    /// with the square of the siblings (50,000 stacked views make 1.25 billion), so
    /// listing them all ran the process out of memory. Its ``kind`` is
    /// `overlappingSiblings`, so filters and reports treat it as one of them.
    case overlappingSiblingsNotListed(superview: String, pairs: Int, listed: Int)
    /// A view whose solved frame is more than half a point from the `recordedFrame` a
    /// design tool saved (Xcode's "misplaced view"); both in the superview's coordinates.
    case misplaced(view: String, frame: LayoutRect, recordedFrame: LayoutRect)
    /// A scroll view whose content size the constraints do not determine on `axes`
    /// (Xcode: "Scrollable content size is ambiguous"): something attaches to its
    /// content area, but no unbroken chain sets the size.
    case scrollableContentSizeAmbiguous(scrollView: String, axes: [LayoutAxis])
    /// A self-sizing table view cell whose content view fits to no height while nothing
    /// holds it there (the Auto Layout Guide's broken chain from the content view's top
    /// to its bottom): UIKit takes the collapse as unintended, lays the row out at the
    /// standard height (``StandardRowHeight``) and logs a warning once.
    case standardRowHeight(cell: String, height: Double)

    /// A stable name for the kind, the `kind` key of ``jsonObject``.
    public var kind: String {
        switch self {
        case .unsatisfiable: return "unsatisfiable"
        case .ambiguous: return "ambiguous"
        case .zeroSize: return "zeroSize"
        case .outsideSuperview: return "clippedBySuperview"
        case .entirelyOutsideSuperview: return "outsideSuperview"
        case .outsideSafeArea: return "outsideSafeArea"
        case .overlappingSiblings, .overlappingSiblingsNotListed: return "overlappingSiblings"
        case .misplaced: return "misplaced"
        case .scrollableContentSizeAmbiguous: return "scrollableContentSizeAmbiguous"
        case .standardRowHeight: return "standardRowHeight"
        }
    }

    /// The view, guide or constraint-item ids the diagnostic is about, as the document
    /// wrote them.
    public var views: [String] {
        switch self {
        case .unsatisfiable(let conflict):
            var seen: Set<String> = []
            return conflict.constraints.flatMap(\.itemIDs).filter { seen.insert($0).inserted }
        case .ambiguous(let layout): return [layout.item]
        case .zeroSize(let view, _), .outsideSuperview(let view, _, _), .outsideSafeArea(let view, _, _),
            .misplaced(let view, _, _):
            return [view]
        case .entirelyOutsideSuperview(let view, let superview, _, _): return [view, superview]
        case .overlappingSiblings(let first, let second, _): return [first, second]
        case .overlappingSiblingsNotListed(let superview, _, _): return [superview]
        case .scrollableContentSizeAmbiguous(let scrollView, _): return [scrollView]
        case .standardRowHeight(let cell, _): return [cell]
        }
    }

    /// What a `zeroSize` frame lacks: "no width", "no width and height", or "a negative
    /// width (-16.0)" where the solve gave a length below zero (UIKit keeps lengths at
    /// zero or more; FIDELITY.md, eighth semantics audit).
    static func missingLength(of frame: LayoutRect) -> String {
        let width = frame.width < 0 ? "a negative width (\(frame.width))" : frame.width <= 0 ? "no width" : nil
        let height = frame.height < 0 ? "a negative height (\(frame.height))" : frame.height <= 0 ? "no height" : nil
        switch (width, height) {
        case ("no width", "no height"): return "no width and height"
        case (let width?, let height?): return "\(width) and \(height)"
        case (let width?, nil): return width
        case (nil, let height?): return height
        // Both above zero, one within the tolerance that flagged it.
        case (nil, nil): return frame.width <= frame.height ? "no width" : "no height"
        }
    }

    /// A one-paragraph explanation. UIKit's log for conflicts; Xcode's Interface Builder
    /// wording for misplaced and ambiguous items (its issue navigator strings,
    /// quoted from memory of Xcode, unconfirmed byte for byte); plain words for the rest,
    /// which UIKit does not report.
    public var message: String {
        switch self {
        case .unsatisfiable(let conflict):
            return conflict.uikitLog
        case .ambiguous(let layout):
            let names: [AmbiguousLayout.Component: String] = [
                .minX: "Horizontal position", .minY: "Vertical position", .width: "Width", .height: "Height",
            ]
            return layout.components.compactMap { names[$0] }
                .map { "\($0) is ambiguous for \"\(layout.item)\"." }.joined(separator: " ")
        case .zeroSize(let view, let frame):
            return "\"\(view)\" has \(Self.missingLength(of: frame)): frame \(frame)."
                + (frame.width < 0 || frame.height < 0
                    ? " UIKit never lays a view out at a negative size: there, the constraints that force it conflict." : "")
        case .outsideSuperview(let view, let frame, let bounds):
            return "\"\(view)\" is partly outside its superview: frame \(frame) in bounds \(bounds); the part outside is clipped or cannot be touched."
        case .entirelyOutsideSuperview(let view, let superview, let frame, let bounds):
            return "\"\(view)\" is entirely outside \"\(superview)\": frame \(frame) in bounds \(bounds)."
        case .outsideSafeArea(let view, let frame, let safeArea):
            return "\"\(view)\" extends outside the safe area: frame \(frame), safe area \(safeArea)."
        case .overlappingSiblings(let first, let second, let intersection):
            return "\"\(first)\" and \"\(second)\" overlap in \(intersection)."
        case .overlappingSiblingsNotListed(let superview, let pairs, let listed):
            return "The subviews of \"\(superview)\" overlap in \(pairs) pairs; only the first \(listed) are listed."
        case .misplaced(let view, _, _):
            return "Frame for \"\(view)\" will be different at run time."
        case .scrollableContentSizeAmbiguous(let scrollView, _):
            return "Scrollable content size is ambiguous for \"\(scrollView)\"."
        case .standardRowHeight(let cell, _):
            // UIKit's log line (UITableViewCell's systemLayoutSizeFitting), the cell named
            // by its id where UIKit prints its description.
            return "Warning once only: Detected a case where constraints ambiguously suggest a height of zero for a "
                + "table view cell's content view. We're considering the collapse unintentional and using standard "
                + "height instead. Cell: \"\(cell)\""
        }
    }

    /// The diagnostic as JSON-ready values with stable keys: `kind`, `views`, `message`,
    /// then per kind `frame`, `superviewBounds`, `safeArea`, `intersection`,
    /// `recordedFrame`, `components`, `alternativeFrame`, `isGuide`, `constraints` and
    /// `broken` (each constraint as `description` plus the document's `id` and
    /// `identifier` when it has them).
    public var jsonObject: [String: DiagnosticValue] {
        var object: [String: DiagnosticValue] = [
            "kind": .string(kind), "views": .array(views.map(DiagnosticValue.string)), "message": .string(message),
        ]
        switch self {
        case .unsatisfiable(let conflict):
            object["constraints"] = .array(conflict.constraints.map(\.jsonValue))
            object["broken"] = conflict.broken.jsonValue
        case .ambiguous(let layout):
            object["isGuide"] = .bool(layout.isGuide)
            object["components"] = .array(layout.components.map { .string($0.rawValue) })
            object["frame"] = DiagnosticValue(layout.frame)
            object["alternativeFrame"] = DiagnosticValue(layout.alternativeFrame)
        case .zeroSize(_, let frame):
            object["frame"] = DiagnosticValue(frame)
        case .outsideSuperview(_, let frame, let bounds), .entirelyOutsideSuperview(_, _, let frame, let bounds):
            object["frame"] = DiagnosticValue(frame)
            object["superviewBounds"] = DiagnosticValue(bounds)
        case .outsideSafeArea(_, let frame, let safeArea):
            object["frame"] = DiagnosticValue(frame)
            object["safeArea"] = DiagnosticValue(safeArea)
        case .overlappingSiblings(_, _, let intersection):
            object["intersection"] = DiagnosticValue(intersection)
        case .overlappingSiblingsNotListed(_, let pairs, let listed):
            object["pairs"] = .number(Double(pairs))
            object["listed"] = .number(Double(listed))
        case .misplaced(_, let frame, let recorded):
            object["frame"] = DiagnosticValue(frame)
            object["recordedFrame"] = DiagnosticValue(recorded)
        case .scrollableContentSizeAmbiguous(_, let axes):
            object["axes"] = .array(axes.map { .string($0.rawValue) })
        case .standardRowHeight(_, let height):
            object["height"] = .number(height)
        }
        return object
    }
}

extension DiagnosedConstraint {
    /// `description`, and the document's `id` and `identifier` when set.
    var jsonValue: DiagnosticValue {
        var object: [String: DiagnosticValue] = ["description": .string(uikitDescription)]
        if let spec {
            if let id = spec.id { object["id"] = .string(id) }
            if let identifier = spec.identifier { object["identifier"] = .string(identifier) }
        }
        return .object(object)
    }

    /// The item ids a constraint mentions (the view whose guide, for built-in guides).
    var itemIDs: [String] {
        switch source {
        case .document(let spec): return [spec.first.item.id] + (spec.second.map { [$0.item.id] } ?? [])
        case .container(let view), .autoresizing(let view), .safeArea(let view), .layoutMargins(let view),
            .readableContent(let view), .contentSize(let view, _), .scrollContentLayout(let view):
            return [view]
        }
    }
}
