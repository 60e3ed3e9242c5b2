extension LayoutDiff {
    /// The diff for a terminal or a review comment, one change per line:
    ///
    /// ```text
    /// login r3 → r4 · iphone-6.1inch-island portrait fullScreen large leftToRight
    /// moved forgot (141.667, 402, 106.667, 32) → (141.667, 420, 106.667, 32)
    /// appeared banner (0, 0, 393, 44)
    /// new zeroSize banner
    ///     "banner" has no height: frame (0, 0, 393, 0).
    /// fixed overlappingSiblings a b
    ///     "a" and "b" overlap in (…).
    /// 1 problem unchanged
    /// ```
    ///
    /// Each problem's message follows it, indented, whole (UIKit's log is several
    /// lines). A diff with nothing in it says `no changes`.
    public var text: String {
        let from = fromRevision.map { "r\($0)" } ?? "before"
        let to = toRevision.map { "r\($0)" } ?? "after"
        var lines = ["\(documentName) \(from) → \(to) · \(label)"]
        // A storyboard's views by their Interface Builder ids too, as everywhere else.
        lines += changes.map { $0.text(label: labels[$0.view], inDocumentNamed: documentName) }
        func block(_ word: String, _ diagnostic: LayoutDiagnostic) {
            let views = diagnostic.views.map { InterfaceBuilderNaming.named($0, label: labels[$0], inDocumentNamed: documentName) }
            lines.append(([word, diagnostic.kind] + views).joined(separator: " "))
            lines += InterfaceBuilderNaming.message(of: diagnostic, labels: labels, inDocumentNamed: documentName)
                .split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
        }
        newDiagnostics.forEach { block("new", $0) }
        fixedDiagnostics.forEach { block("fixed", $0) }
        if isEmpty { lines.append("no changes") }
        if !persistingDiagnostics.isEmpty {
            let count = persistingDiagnostics.count
            lines.append("\(count) problem\(count == 1 ? "" : "s") unchanged")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
