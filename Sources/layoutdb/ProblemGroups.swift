import LayoutDB

/// A batch's problems grouped by document, revision, kind and views, each group with the
/// configurations it happens in, in run order: a broken screen is usually broken the same
/// way on every device and text size, and one line per configuration hid the second
/// problem behind the first.
struct ProblemGroups<Occurrence: BatchProblemOccurrence> {
    /// One problem of one document and the configurations it happens in.
    struct Group {
        var first: Occurrence
        var configurations: [String]
    }

    var groups: [Group] = []
    /// Configurations named per group before "and N more".
    var namedConfigurations = 3

    init(_ occurrences: [Occurrence], namedConfigurations: Int = 3) {
        self.namedConfigurations = namedConfigurations
        var index: [String: Int] = [:]
        for occurrence in occurrences {
            let problem = occurrence.problem
            let key = "\(occurrence.document)\u{0}\(occurrence.revision)\u{0}\(problem.kind)\u{0}" + problem.views.joined(separator: "\u{0}")
            if let position = index[key] {
                groups[position].configurations.append(occurrence.label.description)
            } else {
                index[key] = groups.count
                groups.append(Group(first: occurrence, configurations: [occurrence.label.description]))
            }
        }
    }

    /// `document (revision 2): [kind] a, b`, a storyboard's views by their Interface
    /// Builder ids too (`[ambiguous] d_1 (Interface Builder id d-1)`), and a view a
    /// designer named by that name (`d_1 ('Title box', Interface Builder id d-1)`).
    func heading(of group: Group) -> String {
        let problem = group.first.problem
        let views = problem.views.isEmpty ? ""
            : " " + InterfaceBuilderNaming.list(problem.views, labels: group.first.labels, inDocumentNamed: group.first.document)
        return "\(group.first.document) (revision \(group.first.revision)): [\(problem.kind)]\(views)"
    }

    /// `in 5 configurations: a; b; c; and 2 more`.
    func configurations(of group: Group) -> String {
        let all = group.configurations
        let count = all.count == 1 ? "1 configuration" : "\(all.count) configurations"
        return "in \(count): \(all.listed(first: namedConfigurations))"
    }
}

extension [String] {
    /// The first `limit` names and how many more: `a; b; c; and 2 more` (the batch texts'
    /// lists of configurations).
    func listed(first limit: Int) -> String {
        let named = prefix(limit).joined(separator: "; ")
        return count > limit ? named + "; and \(count - limit) more" : named
    }
}
