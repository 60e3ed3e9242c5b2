extension LayoutEngine {
    /// The hierarchy as UIKit's private `_autolayoutTrace` prints it (facts/diagnostics.md
    /// §3): one line per view, indented `|   ` per level, prefixed `•` for the layout
    /// engine's host (the window and the root), `*` for views laid out by Auto Layout and
    /// `+` for views placed by their autoresizing mask; ambiguous items get
    /// `- AMBIGUOUS LAYOUT for` and their free engine variables. Labels and buttons show
    /// their text in quotes, cut at 25 characters (``UIKitDescriber/textSuffix(_:)``).
    public func autolayoutTrace() -> String {
        let ambiguous = Dictionary(
            result().ambiguous.map { ($0.item, $0) }, uniquingKeysWith: { first, _ in first })
        var lines = ["•UIWindow:\(UIKitDescriber.hex(UIKitDescriber.viewBase))"]
        var depth: [Int] = []
        for (index, entry) in hierarchy.views.enumerated() {
            let level = entry.parent.map { depth[$0] + 1 } ?? 1
            depth.append(level)
            let prefix: String
            if entry.parent == nil {
                prefix = "•"
            } else {
                prefix = entry.view.translatesAutoresizingMaskIntoConstraints ? "+" : "*"
            }
            var line = String(repeating: "|   ", count: level) + prefix + describer.view(index)
            if let layout = ambiguous[entry.view.id], viewFrames.indices.contains(index) {
                let frame = viewFrames[index]
                let name = describer.view(index)
                let variables: [AmbiguousLayout.Component: Int] = [
                    .minX: frame.x.index, .minY: frame.y.index, .width: frame.width.index, .height: frame.height.index,
                ]
                line += "- AMBIGUOUS LAYOUT for " + layout.components
                    .map { "\(name).\($0.rawValue){id: \(variables[$0] ?? 0)}" }.joined(separator: ", ")
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
