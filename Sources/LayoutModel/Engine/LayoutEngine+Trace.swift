extension LayoutEngine {
    /// One view of the hierarchy as UIKit's private `_autolayoutTrace` lists it.
    public struct TraceEntry: Sendable, Equatable {
        /// How the view is placed: the prefix `_autolayoutTrace` gives it.
        public enum Placement: String, Sendable {
            /// `•`: the layout engine's host (the root, beside the window).
            case engineHost
            /// `*`: laid out by Auto Layout.
            case autoLayout
            /// `+`: placed by its autoresizing mask, represented in the engine.
            case autoresizingMask
        }

        public var id: String
        /// How UIKit describes the view (`UILabel:0x7fa000000300'Welcome back'`).
        public var description: String
        /// 1 for the root (the window is 0), one more per superview.
        public var depth: Int
        public var placement: Placement
        /// Each ambiguous component with the engine variable that is free for it, as
        /// `- AMBIGUOUS LAYOUT for` names them; empty when the view is determined.
        public var ambiguous: [(component: AmbiguousLayout.Component, variable: Int)]

        public static func == (lhs: TraceEntry, rhs: TraceEntry) -> Bool {
            lhs.id == rhs.id && lhs.description == rhs.description && lhs.depth == rhs.depth
                && lhs.placement == rhs.placement && lhs.ambiguous.elementsEqual(rhs.ambiguous) { $0 == $1 }
        }
    }

    /// The views in the order `_autolayoutTrace` prints them, with what it prints of each.
    /// `result` is this engine's ``result()``, when the caller has it already (making it
    /// again analyses the ambiguity again).
    public func autolayoutTraceEntries(_ result: LayoutResult? = nil) -> [TraceEntry] {
        let ambiguous = Dictionary(
            (result ?? self.result()).ambiguous.map { ($0.item, $0) }, uniquingKeysWith: { first, _ in first })
        var entries: [TraceEntry] = []
        var depth: [Int] = []
        for (index, entry) in hierarchy.views.enumerated() {
            let level = entry.parent.map { depth[$0] + 1 } ?? 1
            depth.append(level)
            let placement: TraceEntry.Placement
            if entry.parent == nil {
                placement = .engineHost
            } else {
                placement = entry.view.translatesAutoresizingMaskIntoConstraints ? .autoresizingMask : .autoLayout
            }
            var free: [(component: AmbiguousLayout.Component, variable: Int)] = []
            if let layout = ambiguous[entry.view.id], viewFrames.indices.contains(index) {
                let frame = viewFrames[index]
                let variables: [AmbiguousLayout.Component: Int] = [
                    .minX: frame.x.index, .minY: frame.y.index, .width: frame.width.index, .height: frame.height.index,
                ]
                free = layout.components.map { ($0, variables[$0] ?? 0) }
            }
            entries.append(TraceEntry(
                id: entry.view.id, description: describer.view(index), depth: level, placement: placement, ambiguous: free))
        }
        return entries
    }

    /// The hierarchy as UIKit's private `_autolayoutTrace` prints it (facts/diagnostics.md
    /// §3): one line per view, indented `|   ` per level, prefixed `•` for the layout
    /// engine's host (the window and the root), `*` for views laid out by Auto Layout and
    /// `+` for views placed by their autoresizing mask; ambiguous items get
    /// `- AMBIGUOUS LAYOUT for` and their free engine variables. Labels and buttons show
    /// their text in quotes, cut at 25 characters (``UIKitDescriber/textSuffix(_:)``).
    /// `result` as for ``autolayoutTraceEntries(_:)``.
    public func autolayoutTrace(_ result: LayoutResult? = nil) -> String {
        var lines = ["•UIWindow:\(UIKitDescriber.hex(UIKitDescriber.viewBase))"]
        for entry in autolayoutTraceEntries(result) {
            let prefix: String
            switch entry.placement {
            case .engineHost: prefix = "•"
            case .autoLayout: prefix = "*"
            case .autoresizingMask: prefix = "+"
            }
            var line = String(repeating: "|   ", count: entry.depth) + prefix + entry.description
            if !entry.ambiguous.isEmpty {
                line += "- AMBIGUOUS LAYOUT for " + entry.ambiguous
                    .map { "\(entry.description).\($0.component.rawValue){id: \($0.variable)}" }.joined(separator: ", ")
            }
            lines.append(line)
        }
        lines += [
            "", "Legend:", "\t* - is laid out with auto layout",
            "\t+ - is laid out manually, but is represented in the layout engine because translatesAutoresizingMaskIntoConstraints = YES",
            "\t• - layout engine host",
        ]
        return lines.joined(separator: "\n")
    }
}
