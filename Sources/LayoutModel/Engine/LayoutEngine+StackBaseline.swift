/// Which view's baseline a stack view offers (facts/stackview.md §3, from Apple's
/// `UIStackView.h`): a stack view has no text of its own, so its
/// `viewForFirstBaselineLayout` / `viewForLastBaselineLayout` is one of its arranged
/// views — in a vertical stack the first arranged view for the first baseline and the
/// last for the last baseline, in a horizontal stack the tallest arranged view for both —
/// recursing into nested stacks. Without this a stack's baseline would be its bottom
/// edge, as for a plain view, and a label aligned to a nested stack's first baseline, or
/// a baseline-relative vertical stack whose first row is a horizontal stack, would line
/// up with the stack's bottom instead of its text.
///
/// Decisions (UIKit documents neither):
/// - Only *visible* arranged views count (a hidden one takes no room and shows no
///   text); a stack with none offers its own bottom edge, as a plain view does.
/// - "Tallest" is read from what each view asks for, as the engine cannot know the
///   solved heights before solving: its intrinsic height (measured content), else its
///   document frame's height; on a tie the earlier arranged view wins. In a
///   baseline-aligned horizontal stack every candidate shares the baseline, so the
///   choice matters only for the other alignments.
/// - A stack given a `baselineOffset` by its document keeps it.
extension LayoutEngine {
    /// The index of the view whose `attribute` (first or last baseline) stands for view
    /// `index`'s: `index` itself unless it is a stack view with visible arranged views
    /// and no baseline of its own.
    func baselineView(of index: Int, _ attribute: LayoutAttribute) -> Int {
        var current = index
        while content.indices.contains(current), content[current].baseline(attribute) == nil,
            let next = arrangedBaselineView(of: current, attribute)
        {
            current = next
        }
        return current
    }

    /// Every view whose content could decide view `index`'s baseline: `index` and, for a
    /// stack view, every visible arranged view, nested stacks included. Used before the
    /// content is measured, to know which re-measured views move a baseline constraint.
    func baselineCandidates(of index: Int) -> [Int] {
        var found = [index]
        var next = 0
        while next < found.count {
            found += visibleArrangedViews(of: found[next])
            next += 1
        }
        return found
    }

    /// The arranged view a stack's baseline comes from, one level down; nil for a view
    /// that is not a stack or has nothing visible arranged.
    private func arrangedBaselineView(of index: Int, _ attribute: LayoutAttribute) -> Int? {
        guard let stack = hierarchy.views[index].view.stack else { return nil }
        let arranged = visibleArrangedViews(of: index)
        guard stack.axis == .horizontal else {
            return attribute == .lastBaseline ? arranged.last : arranged.first
        }
        var tallest: (index: Int, height: Double)?
        for candidate in arranged {
            let height = requestedHeight(of: candidate)
            if tallest == nil || height > tallest?.height ?? 0 { tallest = (candidate, height) }
        }
        return tallest?.index
    }

    /// The visible arranged views of view `index` in arrangement order (empty unless it
    /// is a stack); ids that are not its subviews are skipped, as the arrangement does.
    private func visibleArrangedViews(of index: Int) -> [Int] {
        guard let stack = hierarchy.views[index].view.stack else { return [] }
        return stack.arrangedSubviewIDs.compactMap { id in
            guard let child = hierarchy.indexOfView(id), hierarchy.views[child].parent == index,
                !hierarchy.views[child].view.isHidden
            else { return nil }
            return child
        }
    }

    /// The height a view asks for: its intrinsic height, else its document frame's.
    private func requestedHeight(of index: Int) -> Double {
        if content.indices.contains(index), let height = content[index].intrinsicContentSize.height { return height }
        return hierarchy.views[index].view.frame.height
    }
}
