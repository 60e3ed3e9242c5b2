import ArgumentParser

/// `layoutdb system`: the solver on its own, on solver-neutral workloads.
struct SystemCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "system",
        abstract: "Solve or time plain constraint systems (the layoutdb-bench/1 workload format).",
        discussion: """
            A workload is a JSON file of variables and linear constraints with priorities \
            1…1000 (1000 = required), optionally with edit variables and a sequence of \
            suggested values. It is the format the anchor solver (kiwi) and the LP reference \
            read too, so outputs compare line by line: Documentation/WorkloadFormat.md \
            describes it, and examples/systems/ holds four small ones.

            Exit status: each subcommand's --help gives its own (0 done, 64 bad usage, 65 a \
            file that does not read, ...); `layoutdb system` with no subcommand prints this \
            help, 0, and an unknown subcommand is bad usage, 64.

            Example:
              layoutdb system solve examples/systems/2-strict-priorities.json
            """,
        subcommands: [
            SystemSolveCommand.self, SystemBenchCommand.self, SystemStoreBenchCommand.self, SystemFidelityCommand.self,
            SystemTextFidelityCommand.self,
        ]
    )
}
