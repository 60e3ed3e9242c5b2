import LayoutDB
import LayoutInterchange

/// What `batch` prints at the end of a run: the summary in words, or its JSON members.
extension BatchCommand {
    func text(
        _ run: BatchRun, matrix: BatchMatrix, comparison: BatchBaselineComparison?, regressions: [BatchRegression],
        reports: [String]
    ) -> String {
        let baseline = comparison?.run
        var lines = [run.summary.text, BatchMultitaskingText.line(matrix)]
        if let id = run.id { lines.append("Recorded as batch run \(id).") }
        if let line = comparison?.line { lines.append(line) }
        let what = baseline.map { "new since batch run \($0)" } ?? (strict ? "problem(s)" : "error(s)")
        // Said only when some configurations were left out, so that a run the baseline
        // covers whole prints what it always did.
        let compared = run.tally.configurations - run.uncovered.count
        let covered = run.uncovered.isEmpty ? ""
            : " in the \(compared == 1 ? "1 configuration" : "\(compared) configurations") it covered"
        if regressions.isEmpty {
            lines.append(baseline.map { "No regressions since batch run \($0)\(covered)." } ?? "No \(strict ? "problems" : "errors").")
        } else {
            lines += BatchRegressionText(regressions: regressions)
                .lines(title: "\(regressions.count) \(baseline == nil ? what : "problem(s) " + what + covered)")
        }
        if let baseline {
            lines += BatchFixText(fixes: run.foundFixes, baseline: baseline, strict: strict).lines
        }
        if let baseline, !run.uncovered.isEmpty {
            lines += BatchUncoveredText(uncovered: run.uncovered, baseline: baseline, strict: strict).lines
        }
        for path in reports where path.hasSuffix(".html") { lines.append("\nHTML report: \(path)") }
        for path in reports where !path.hasSuffix(".html") { lines.append("Report: \(path)") }
        return lines.joined(separator: "\n")
    }

    func json(
        _ run: BatchRun, matrix: BatchMatrix, comparison: BatchBaselineComparison?, regressions: [BatchRegression],
        reports: [String]
    ) -> [(key: String, value: JSONStreamingPrinter.Member)] {
        let baseline = comparison?.run
        let head: [(key: String, value: JSONStreamingPrinter.Member)] = [
            ("run", .value(run.id.map { .number(Double($0)) } ?? .null)),
            ("baseline", .value(baseline.map { .number(Double($0)) } ?? .null)),
            ("matrix", .value(.string(matrix.spelling))),
            ("multitasking", .value(BatchMultitaskingText.json(matrix))),
            ("documents", .value(.array(run.documents.map { document in
                .object([("name", .string(document.name)), ("revision", .number(Double(document.revision)))])
            }))),
            ("summary", .value(run.summary.json)),
            ("regressions", .elements(count: regressions.count) { regressions[$0].json }),
        ]
        var members = head
        // Present with a baseline only: without one nothing is compared, so nothing is fixed.
        if let comparison {
            members.append(("fixed", .elements(count: run.foundFixes.count) { run.foundFixes[$0].json }))
            members.append(("comparison", .value(comparison.json)))
        }
        // Present only when the baseline left configurations out: the output of a run it
        // covers whole stays as it was.
        if !run.uncovered.isEmpty {
            members.append(("notCovered", .elements(count: run.uncovered.count) { run.uncovered[$0].json }))
        }
        members.append(("reports", .value(.array(reports.map(JSONValue.string)))))
        return members
    }
}
