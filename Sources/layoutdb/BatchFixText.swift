import LayoutDB

/// The text form of the baseline's problems a batch no longer has, grouped as the
/// regressions are (document, kind and views), a line each with the configurations.
struct BatchFixText {
    var fixes: [BatchFix]
    var baseline: Int
    var strict: Bool
    /// Distinct problems named; the rest are counted.
    var shown = 30
    /// Configurations named per problem before "and N more".
    var namedConfigurations = 3

    /// One problem of one document and the configurations it is gone from, in run order.
    struct Group {
        var first: BatchFix
        var configurations: [String]
    }

    var groups: [Group] {
        var order: [Group] = []
        var index: [String: Int] = [:]
        for fix in fixes {
            let key = "\(fix.document)\u{0}\(fix.revision)\u{0}\(fix.problem.kind)\u{0}" + fix.problem.views.joined(separator: "\u{0}")
            if let position = index[key] {
                order[position].configurations.append(fix.label.description)
            } else {
                index[key] = order.count
                order.append(Group(first: fix, configurations: [fix.label.description]))
            }
        }
        return order
    }

    /// `2 error(s) fixed since batch run 1, 1 distinct:` and a line per distinct problem;
    /// nothing when none was fixed.
    var lines: [String] {
        guard !fixes.isEmpty else { return [] }
        let groups = self.groups
        var lines = ["\n\(fixes.count) \(strict ? "problem(s)" : "error(s)") fixed since batch run \(baseline), \(groups.count) distinct:"]
        for group in groups.prefix(shown) {
            let problem = group.first.problem
            let views = problem.views.isEmpty ? "" : " " + problem.views.joined(separator: ", ")
            let named = group.configurations.prefix(namedConfigurations).joined(separator: "; ")
            let more = group.configurations.count > namedConfigurations
                ? "; and \(group.configurations.count - namedConfigurations) more" : ""
            let count = group.configurations.count == 1 ? "1 configuration" : "\(group.configurations.count) configurations"
            lines.append("  \(group.first.document) (revision \(group.first.revision)): [\(problem.kind)]\(views), in \(count): \(named)\(more)")
        }
        if groups.count > shown {
            lines.append("  … and \(groups.count - shown) more distinct problems (--format json lists every one under fixed)")
        }
        return lines
    }
}
