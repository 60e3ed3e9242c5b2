/// The kinds of ``LayoutDiagnostic`` as pictures and reports show them: a colour, a
/// legend name, and an order that decides which colour a view with several problems
/// is outlined in (the first of its kinds in `allCases` order: a broken constraint
/// outranks an ambiguity, which outranks geometry).
///
/// The raw values are ``LayoutDiagnostic/kind``, which is also what report.json and
/// the HTML filter use.
public enum ProblemKind: String, Hashable, Sendable, CaseIterable, Comparable {
    case unsatisfiable
    case ambiguous
    case zeroSize
    case outsideSuperview
    case clippedBySuperview
    case outsideSafeArea
    case overlappingSiblings
    case misplaced
    /// A self-sizing table view cell laid out at the standard row height (a warning).
    case standardRowHeight

    /// The kind of a diagnostic; nil only if the model grows a kind this file does not
    /// know yet (it is then listed in reports but not coloured).
    public init?(_ diagnostic: LayoutDiagnostic) { self.init(rawValue: diagnostic.kind) }

    /// Legend text.
    public var title: String {
        switch self {
        case .unsatisfiable: return "unsatisfiable constraints"
        case .ambiguous: return "ambiguous (both positions)"
        case .zeroSize: return "zero size"
        case .outsideSuperview: return "off-screen (outside superview)"
        case .clippedBySuperview: return "clipped by superview"
        case .outsideSafeArea: return "outside safe area"
        case .overlappingSiblings: return "overlapping siblings"
        case .misplaced: return "misplaced"
        case .standardRowHeight: return "standard row height"
        }
    }

    /// Stroke and fill colour, far enough apart to tell kinds apart on a white page.
    public var color: String {
        switch self {
        case .unsatisfiable: return "#d62728"
        case .ambiguous: return "#9467bd"
        case .zeroSize: return "#ff7f0e"
        case .outsideSuperview: return "#8c564b"
        case .clippedBySuperview: return "#e377c2"
        case .outsideSafeArea: return "#bcbd22"
        case .overlappingSiblings: return "#17becf"
        case .misplaced: return "#7f7f7f"
        case .standardRowHeight: return "#1f77b4"
        }
    }

    public static func < (lhs: ProblemKind, rhs: ProblemKind) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }

    /// The views a diagnostic marks in a picture. Unlike ``LayoutDiagnostic/views``, a
    /// view entirely outside its superview marks only itself, not the superview.
    public static func markedViews(of diagnostic: LayoutDiagnostic) -> [String] {
        switch diagnostic {
        case .entirelyOutsideSuperview(let view, _, _, _): return [view]
        default: return diagnostic.views
        }
    }

    /// For each view, the kinds of problem it has, in `allCases` order.
    public static func byView(_ diagnostics: [LayoutDiagnostic]) -> [String: [ProblemKind]] {
        var kinds: [String: Set<ProblemKind>] = [:]
        for diagnostic in diagnostics {
            guard let kind = ProblemKind(diagnostic) else { continue }
            for view in markedViews(of: diagnostic) { kinds[view, default: []].insert(kind) }
        }
        return kinds.mapValues { $0.sorted() }
    }
}
