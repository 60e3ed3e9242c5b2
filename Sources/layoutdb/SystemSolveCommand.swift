import ArgumentParser
import Foundation
import LayoutDB

/// `layoutdb system solve`: value lines, one per step.
struct SystemSolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "Solve a workload and print one JSON value line per step.",
        discussion: """
            Each line holds the watched variables' values, the total violation of each \
            priority level ("violations", highest first: the lexicographic objective), the \
            largest violation of a required constraint, and "ambiguous": the watched \
            variables that the constraints and priorities do not determine, with the range \
            each can take.

            A workload is a JSON object: "format": "layoutdb-bench/1", a "name", the \
            "variables" by name, and "constraints", each {"terms": [[variable, coefficient], \
            ...], "constant", "relation": "==" | "<=" | ">=", "priority": 1...1000, "id"}, \
            read as the sum of the terms plus the constant, related to 0; optionally "edit" \
            variables with a value for each step, and the variables to "watch". \
            Documentation/WorkloadFormat.md describes it in full; examples/systems/ has four.

            Exit status: 0 every workload solved (a required constraint that conflicts with \
            others is broken, as UIKit breaks one, and named on standard error: it is the \
            workload's answer, not a failure); 64 bad usage; 65 a file that cannot be read \
            or is not a valid workload (named with its line, column and path), the files \
            before it having printed their lines.

            Example:
              layoutdb system solve examples/systems/2-strict-priorities.json
              {"workload":"label-beside-square-thumbnail","solver":"layoutdb","step":0,"values":{"label.x":0.0,...},...}
            """
    )

    @Argument(help: "Workload files (layoutdb-bench/1 JSON).")
    var files: [String]

    @Flag(help: "Skip the ambiguity analysis (faster on large workloads).")
    var noAmbiguity = false

    @Option(help: ArgumentHelp(
        "Keep solver rows as definitions from this many tableau symbols on (default 1024; 0: always).",
        discussion: "The values do not depend on it; it checks the solver's two ways of keeping rows against each other.",
        valueName: "symbols"))
    var definitionThreshold: Int?

    @Option(help: ArgumentHelp(
        "Let definitions name a pivot's entering symbol from pivot rows of this many cells on (default 16; 0: always).",
        discussion: "The values do not depend on it either; it checks both ways of substituting a pivot against each other.",
        valueName: "cells"))
    var namingThreshold: Int?

    func run() throws {
        for file in files {
            let workload = try SolverWorkload.load(commandLinePath: file)
            do {
                var session = try WorkloadSession(workload, definitionThreshold: definitionThreshold, namingThreshold: namingThreshold)
                for k in 0..<workload.stepCount {
                    if k > 0 { try session.apply(workload.steps[k]) }
                    print(WorkloadValueLine(session: session, step: k, ambiguity: !noAmbiguity).json)
                }
                for i in session.broken {
                    printError("layoutdb: \(file): broke required constraint \(workload.constraints[i].id ?? "constraints[\(i)]") (it conflicts with other required constraints)")
                }
            } catch {
                printError("layoutdb: \(file): \(error)")
                throw ExitStatus.dataError
            }
        }
    }
}
