import LayoutDB

/// The demo's right-to-left section: each row of one example's views, from left to right,
/// solved left to right and right to left. The table of statuses says only "ok" for a
/// right-to-left configuration, which does not show that leading and trailing swapped
/// sides, nor that views forced left to right (playback controls) kept their order.
struct DemoDirectionText {
    /// A row: a view whose subviews are compared, and why its order may stay.
    struct Row {
        var container: String
        /// Said when the order stays the same in both directions (nil: nothing to say).
        var keptBecause: String?
    }

    var leftToRight: SolvedLayout
    var rightToLeft: SolvedLayout
    var rows: [Row]

    /// A subview's ids of `container`, left to right by their frames in the root.
    static func order(of container: String, in layout: SolvedLayout) -> [SolvedView] {
        layout.views.filter { $0.parent == container && $0.className != "UILayoutGuide" }
            .sorted { ($0.frameInRoot.x, $0.id) < ($1.frameInRoot.x, $1.id) }
    }

    /// Whether each of `container`'s subviews lies right to left where its mirror image
    /// (about the root's vertical centre line) lies left to right.
    func isMirrored(_ container: String) -> Bool {
        let width = leftToRight.container.width
        let mirrored = Dictionary(uniqueKeysWithValues: Self.order(of: container, in: leftToRight).map { view in
            (view.id, width - view.frameInRoot.x - view.frameInRoot.width)
        })
        let flipped = Self.order(of: container, in: rightToLeft)
        return !flipped.isEmpty && flipped.allSatisfy { view in
            mirrored[view.id].map { abs($0 - view.frameInRoot.x) < 1e-6 } ?? false
        }
    }

    /// What is said of a row: mirrored, its order kept (and why), or changed otherwise.
    func verdict(_ row: Row) -> String {
        if isMirrored(row.container) { return "mirrored" }
        let ltr = Self.order(of: row.container, in: leftToRight).map(\.id)
        let rtl = Self.order(of: row.container, in: rightToLeft).map(\.id)
        if ltr == rtl { return "same order" + (row.keptBecause.map { ": \($0)" } ?? "") }
        return ltr.reversed() == rtl ? "reversed, not mirrored" : "reordered"
    }

    /// The table, one line per row that both solves have.
    var lines: [String] {
        let present = rows.filter { row in
            !Self.order(of: row.container, in: leftToRight).isEmpty && !Self.order(of: row.container, in: rightToLeft).isEmpty
        }
        guard !present.isEmpty else { return [] }
        let table = TextTable(
            header: ["ROW", "LEFT TO RIGHT", "RIGHT TO LEFT", ""],
            rows: present.map { row in
                [row.container,
                 Self.order(of: row.container, in: leftToRight).map(\.id).joined(separator: ", "),
                 Self.order(of: row.container, in: rightToLeft).map(\.id).joined(separator: ", "),
                 verdict(row)]
            })
        // The verdict column has no heading: its padding is not left at the header's end.
        return table.text.split(separator: "\n", omittingEmptySubsequences: false).map { text in
            var line = String(text)
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
    }
}
