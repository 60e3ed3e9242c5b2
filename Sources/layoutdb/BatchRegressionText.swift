import LayoutDB

/// The text form of a batch's regressions, grouped: one entry per document, kind and
/// views, saying in which configurations it happens, with the message of the first.
///
/// A broken screen is usually broken the same way on every device and text size; listed
/// one configuration at a time, a corpus batch printed thirteen thousand near-identical
/// entries and hid the second problem behind the first.
struct BatchRegressionText {
    var regressions: [BatchRegression]
    /// Distinct problems shown in full; the rest are counted.
    var shown = 30

    /// `title` (`2 problem(s) new since batch run 1`), the distinct count, then each group
    /// with the message of its first occurrence.
    func lines(title: String) -> [String] {
        let grouped = ProblemGroups(regressions)
        let groups = grouped.groups
        var lines = ["\n\(title), \(groups.count) distinct:"]
        for group in groups.prefix(shown) {
            lines.append("\n" + grouped.heading(of: group))
            lines.append("  " + grouped.configurations(of: group))
            lines.append(group.first.message)
        }
        if groups.count > shown {
            lines.append("\n… and \(groups.count - shown) more distinct problems (--format json lists every one)")
        }
        return lines
    }
}
