import ArgumentParser
import Foundation
import LayoutDB

/// `layoutdb system bench`: the anchor runner's three timings, one summary line per workload.
struct SystemBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Time workloads: build + first solve, each edit step, churn of 10% of the constraints.",
        discussion: """
            Prints one JSON summary line per workload with the fields the anchor solver's \
            runner prints (build_solve_ms, edit_step_us, churn_ms, ...), best \
            of --repeat runs, timed from the parsed workload in memory. Run both in the same \
            job and compare ratios: Benchmarks/run does exactly that. With --steps the \
            line also lists each edit step's time and how many pivots it made \
            (edit_steps_us, edit_step_pivots), to find the steps a mean is made of.

            Exit status: 0 every workload timed (those over --max-constraints skipped); 64 \
            bad usage; 65 a file that cannot be read or is not a valid workload, or one the \
            solver refuses, named on standard error.

            Example:
              layoutdb system bench --repeat 3 SUITE/form-55.json SUITE/grid-20.json
              layoutdb system bench --steps --no-churn SUITE/grid-5-sweep.json
            """
    )

    @Argument(help: "Workload files, or directories of them.")
    var paths: [String]

    @Option(name: .customLong("repeat"), help: "Runs per workload; the best is reported.")
    var runs: Int = 3

    @Flag(help: "Skip the churn measurement.")
    var noChurn = false

    @Flag(help: "Also print each edit step's time and pivot count (of the best run).")
    var steps = false

    @Option(help: "Skip workloads with more constraints than this (0: no limit).")
    var maxConstraints: Int = 0

    func run() throws {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                files += names.filter { $0.hasSuffix(".json") && $0 != "suite.json" }.sorted().map { path + "/" + $0 }
            } else {
                files.append(path)
            }
        }
        for file in files {
            let workload = try SolverWorkload.load(commandLinePath: file)
            if maxConstraints > 0 && workload.constraints.count > maxConstraints { continue }
            do {
                let summary = try WorkloadBenchmark(workload, runs: runs, churn: !noChurn).run()
                print(summary.json(workload: workload, runs: runs, peakMemoryMB: peakResidentMemoryMB(), steps: steps))
            } catch {
                printError("layoutdb: \(file): \(error)")
                throw ExitStatus.dataError
            }
        }
    }
}
