import LayoutDB

/// The text form of the configurations a batch's baseline did not cover: counted apart
/// from the regressions, with their errors, and named a document at a time.
///
/// A baseline run over the phones, compared with a run over every device, used to call
/// each iPad's errors new and fail; they are not new, they were never looked at, and
/// the user needs to see that the comparison was partial rather than a clean pass.
struct BatchUncoveredText {
    var uncovered: [UncoveredConfiguration]
    var baseline: Int
    var strict: Bool
    /// Documents named in full; the rest are counted.
    var shownDocuments = 30
    /// Configurations named per document before "and N more".
    var namedConfigurations = 3

    /// One document's uncovered configurations, in run order.
    struct Group {
        var document: String
        var revision: Int
        var configurations: [String]
    }

    var groups: [Group] {
        var order: [Group] = []
        for configuration in uncovered {
            if let last = order.last, last.document == configuration.document, last.revision == configuration.revision {
                order[order.count - 1].configurations.append(configuration.label.description)
            } else {
                order.append(Group(
                    document: configuration.document, revision: configuration.revision,
                    configurations: [configuration.label.description]))
            }
        }
        return order
    }

    /// The count, how many of them have problems that would fail the run, and the
    /// configurations of each document.
    var lines: [String] {
        let failing = uncovered.filter { $0.errorCount > 0 || (strict && $0.warningCount > 0) }.count
        let which = strict ? "problems" : "errors"
        let count = uncovered.count == 1 ? "1 configuration" : "\(uncovered.count) configurations"
        var lines = [
            "\n\(count) not covered by batch run \(baseline), so not compared (that run solved fewer devices, "
                + "orientations, text sizes, directions or documents); \(failing) of them with \(which):",
        ]
        let groups = self.groups
        for group in groups.prefix(shownDocuments) {
            let named = group.configurations.listed(first: namedConfigurations)
            lines.append("  \(group.document) (revision \(group.revision)), \(group.configurations.count): \(named)")
        }
        if groups.count > shownDocuments {
            lines.append("  … and \(groups.count - shownDocuments) more documents (--format json lists every configuration)")
        }
        return lines
    }
}
