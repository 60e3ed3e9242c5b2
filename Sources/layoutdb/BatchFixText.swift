import LayoutDB

/// The text form of the baseline's problems a batch no longer has, grouped as the
/// regressions are (``ProblemGroups``), a line each with the configurations.
struct BatchFixText {
    var fixes: [BatchFix]
    var baseline: Int
    var strict: Bool
    /// Distinct problems named; the rest are counted.
    var shown = 30

    /// `2 error(s) fixed since batch run 1, 1 distinct:` and a line per distinct problem;
    /// nothing when none was fixed.
    var lines: [String] {
        guard !fixes.isEmpty else { return [] }
        let grouped = ProblemGroups(fixes)
        let groups = grouped.groups
        var lines = ["\n\(fixes.count) \(strict ? "problem(s)" : "error(s)") fixed since batch run \(baseline), \(groups.count) distinct:"]
        for group in groups.prefix(shown) {
            lines.append("  \(grouped.heading(of: group)), \(grouped.configurations(of: group))")
        }
        if groups.count > shown {
            lines.append("  … and \(groups.count - shown) more distinct problems (--format json lists every one under fixed)")
        }
        return lines
    }
}
