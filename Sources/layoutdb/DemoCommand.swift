import ArgumentParser
import Foundation
import LayoutDB

/// `layoutdb demo`: the main job on the bundled examples.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Solve the bundled examples and explain what was found.",
        discussion: """
            Solves every constraint system in examples/systems/ (one with a required \
            conflict, one ambiguous) and prints the values, the conflicts in UIKit's words \
            and the ambiguous variables.

            Example:
              layoutdb demo
              layoutdb demo --examples path/to/examples
            """
    )

    @Option(help: "The examples folder (default: $LAYOUTDB_HOME/examples, else ./examples).")
    var examples: String?

    func run() throws {
        let root = examples
            ?? ProcessInfo.processInfo.environment["LAYOUTDB_HOME"].map { $0 + "/examples" }
            ?? "examples"
        let folder = root + "/systems"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            printError("layoutdb: no examples at \(folder) (pass --examples DIR)")
            throw ExitCode(66)
        }
        var problems = 0
        for name in names.filter({ $0.hasSuffix(".json") }).sorted() {
            let path = folder + "/" + name
            let workload = try SolverWorkload.load(commandLinePath: path)
            var session = try WorkloadSession(workload)
            print("== \(workload.name) (\(workload.constraints.count) constraints, \(workload.variables.count) variables)")
            for conflict in session.conflicts {
                print(WorkloadExplanation(session).unsatisfiableLog(conflict))
                problems += 1
            }
            for k in 0..<workload.stepCount {
                if k > 0 { try session.apply(workload.steps[k]) }
                let suggestions = workload.steps.isEmpty ? "" : " " + workload.accumulatedSuggestions(through: k)
                    .sorted { $0.key < $1.key }
                    .map { "\(workload.variables[$0.key]) = \(WorkloadExplanation.number($0.value))" }
                    .joined(separator: ", ")
                print("step \(k)\(suggestions.isEmpty ? "" : ":" + suggestions)")
                print(WorkloadExplanation(session).text(step: k), terminator: "")
            }
            print("")
        }
        print("Solved \(names.filter { $0.hasSuffix(".json") }.count) systems; \(problems) required conflict(s) broken.")
    }
}
