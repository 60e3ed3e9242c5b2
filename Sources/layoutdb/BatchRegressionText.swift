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
    /// Configurations named per problem before "and N more".
    var namedConfigurations = 3

    /// One problem of one document and the configurations it happens in, in run order.
    struct Group {
        var first: BatchRegression
        var configurations: [String]
    }

    var groups: [Group] {
        var order: [Group] = []
        var index: [String: Int] = [:]
        for regression in regressions {
            let key = "\(regression.document)\u{0}\(regression.revision)\u{0}\(regression.problem.kind)\u{0}"
                + regression.problem.views.joined(separator: "\u{0}")
            if let position = index[key] {
                order[position].configurations.append(regression.label.description)
            } else {
                index[key] = order.count
                order.append(Group(first: regression, configurations: [regression.label.description]))
            }
        }
        return order
    }

    /// `title` (`2 problem(s) new since batch run 1`), the distinct count, then each group.
    func lines(title: String) -> [String] {
        let groups = self.groups
        var lines = ["\n\(title), \(groups.count) distinct:"]
        for group in groups.prefix(shown) {
            let problem = group.first.problem
            let views = problem.views.isEmpty ? "" : " " + problem.views.joined(separator: ", ")
            let named = group.configurations.prefix(namedConfigurations).joined(separator: "; ")
            let more = group.configurations.count > namedConfigurations
                ? "; and \(group.configurations.count - namedConfigurations) more" : ""
            let count = group.configurations.count == 1 ? "1 configuration" : "\(group.configurations.count) configurations"
            lines.append("\n\(group.first.document) (revision \(group.first.revision)): [\(problem.kind)]\(views)")
            lines.append("  in \(count): \(named)\(more)")
            lines.append(group.first.message)
        }
        if groups.count > shown {
            lines.append("\n… and \(groups.count - shown) more distinct problems (--format json lists every one)")
        }
        return lines
    }
}
