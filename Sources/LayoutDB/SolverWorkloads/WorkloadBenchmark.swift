import Foundation

/// Times a workload the way the anchor's runner does, so the two compare in one run:
/// build + first solve, each edit step, and churn of every tenth constraint; best
/// (minimum) of `runs`, from the parsed workload in memory, on a monotonic clock.
public struct WorkloadBenchmark: Sendable {
    public var workload: SolverWorkload
    public var runs: Int
    public var churn: Bool

    public init(_ workload: SolverWorkload, runs: Int = 3, churn: Bool = true) {
        self.workload = workload
        self.runs = Swift.max(1, runs)
        self.churn = churn
    }

    public struct Summary: Sendable {
        public var buildSolve: Duration
        public var editSteps: [Duration]
        /// The pivots each edit step made, in step order (the same run as `editSteps`):
        /// what a step's time is made of, the same on any machine.
        public var editStepPivots: [UInt64] = []
        public var churn: Duration?
        public var churnCount = 0
        public var churnSameValues = true
        public var churnReaddFailed = 0
        public var broken: [String] = []
        public var finalLine: WorkloadValueLine?
    }

    public func run() throws(SolverError) -> Summary {
        let clock = ContinuousClock()
        var best: Summary?
        for _ in 0..<runs {
            let start = clock.now
            var session = try WorkloadSession(workload)
            let built = clock.now - start
            var steps: [Duration] = []
            var pivots: [UInt64] = []
            for k in workload.steps.indices.dropFirst() {
                let before = session.solver.pivotCount
                let t = clock.now
                try session.apply(workload.steps[k])
                steps.append(clock.now - t)
                pivots.append(session.solver.pivotCount - before)
            }
            var summary = Summary(buildSolve: built, editSteps: steps)
            summary.editStepPivots = pivots
            if churn {
                let before = workload.variables.indices.map { session.value($0) }
                let t = clock.now
                let (count, failed) = try session.churn()
                summary.churn = clock.now - t
                summary.churnCount = count
                summary.churnReaddFailed = failed
                summary.churnSameValues = workload.variables.indices.allSatisfy {
                    abs(session.value($0) - before[$0]) <= 1e-6 * Swift.max(1, abs(before[$0]))
                }
            }
            summary.broken = session.broken.map { workload.constraints[$0].id ?? String($0) }
            summary.finalLine = WorkloadValueLine(session: session, step: workload.stepCount - 1, ambiguity: false)
            if var b = best {
                b.buildSolve = Swift.min(b.buildSolve, summary.buildSolve)
                if summary.editSteps.reduce(.zero, +) < b.editSteps.reduce(.zero, +) {
                    b.editSteps = summary.editSteps
                    b.editStepPivots = summary.editStepPivots
                }
                if let c = summary.churn, let bc = b.churn, c < bc { b.churn = c }
                best = b
            } else {
                best = summary
            }
        }
        return best ?? Summary(buildSolve: .zero, editSteps: [])
    }
}

extension WorkloadBenchmark.Summary {
    /// One JSON line with the fields of the anchor runner's summary; with `steps`, also
    /// each edit step's time and pivots (`edit_steps_us`, `edit_step_pivots`, steps 1…n−1
    /// in order), which the anchor's runner does not print.
    public func json(workload w: SolverWorkload, runs: Int, peakMemoryMB: Double?, steps: Bool = false) -> String {
        func ms(_ d: Duration) -> Double { Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) / 1e15 }
        var fields: [String] = [
            "\"workload\":\(JSONText.string(w.name))",
            "\"solver\":\"layoutdb\"",
            "\"mapping\":\"strict\"",
            "\"variables\":\(w.variables.count)",
            "\"constraints\":\(w.constraints.count)",
            "\"steps\":\(w.stepCount)",
            "\"runs\":\(runs)",
            "\"build_solve_ms\":\(JSONText.number(JSONText.rounded(ms(buildSolve), 3)))",
        ]
        if !editSteps.isEmpty {
            let us = editSteps.map { ms($0) * 1e3 }.sorted()
            let mean = us.reduce(0, +) / Double(us.count)
            let median = us.count % 2 == 1 ? us[us.count / 2] : (us[us.count / 2 - 1] + us[us.count / 2]) / 2
            fields.append("\"edit_step_us\":{\"mean\":\(JSONText.number(JSONText.rounded(mean, 2))),\"median\":\(JSONText.number(JSONText.rounded(median, 2))),\"max\":\(JSONText.number(JSONText.rounded(us.last ?? 0, 2)))}")
            fields.append("\"edit_total_ms\":\(JSONText.number(JSONText.rounded(us.reduce(0, +) / 1e3, 3)))")
            if steps {
                let inOrder = editSteps.map { JSONText.number(JSONText.rounded(ms($0) * 1e3, 2)) }
                fields.append("\"edit_steps_us\":[\(inOrder.joined(separator: ","))]")
                fields.append("\"edit_step_pivots\":[\(editStepPivots.map(String.init).joined(separator: ","))]")
            }
        }
        if let churn {
            fields.append("\"churn_ms\":\(JSONText.number(JSONText.rounded(ms(churn), 3)))")
            fields.append("\"churn_constraints\":\(churnCount)")
            fields.append("\"churn_same_values\":\(churnSameValues)")
            fields.append("\"churn_readd_failed\":\(churnReaddFailed)")
        }
        fields.append("\"broken_required\":[\(broken.map(JSONText.string).joined(separator: ","))]")
        if let line = finalLine {
            fields.append("\"final_required_violation\":\(JSONText.number(JSONText.rounded(line.requiredViolation, 9)))")
            fields.append("\"final_violations\":{\(line.violations.map { "\(JSONText.string($0.priority.description)):\(JSONText.number(JSONText.rounded($0.total, 6)))" }.joined(separator: ","))}")
        }
        if let peakMemoryMB { fields.append("\"peak_rss_mb\":\(JSONText.number(JSONText.rounded(peakMemoryMB, 1)))") }
        return "{" + fields.joined(separator: ",") + "}"
    }
}

/// The process's peak resident memory in MB (`VmHWM`), where the system says it.
public func peakResidentMemoryMB() -> Double? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        let kb = line.split(separator: " ").compactMap { Double($0) }.first
        return kb.map { $0 / 1024 }
    }
    return nil
}
