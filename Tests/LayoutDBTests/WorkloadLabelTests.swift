import Foundation
import LayoutDB
import LayoutSolver
import Testing

/// `WorkloadSession` adds unnamed constraints without a label and writes
/// `constraints[i]` into what reports them: a refused constraint's conflict and a
/// non-finite number's error name the constraint as before.
@Suite struct WorkloadLabelTests {
    static let clash = #"{"format":"layoutdb-bench/1","name":"clash","variables":["x"],"constraints":[{"terms":[["x",1]],"constant":-10,"relation":"=="},{"terms":[["x",1]],"constant":-20,"relation":"=="},{"id":"named","terms":[["x",1]],"constant":-30,"relation":"=="}]}"#

    @Test func aRefusedUnnamedConstraintIsNamedByItsPlace() throws {
        let workload = try SolverWorkload(json: Data(Self.clash.utf8), file: "clash.json")
        let session = try WorkloadSession(workload)
        #expect(session.broken == [1, 2])
        #expect(session.conflicts.map(\.rejectedLabel) == ["constraints[1]", "named"])
        #expect(session.value(0) == 10)
    }

    /// The reader refuses non-finite numbers, but a workload is plain values a caller
    /// may change: the solver's error then names the constraint by its place or id.
    @Test func aNonFiniteNumberIsNamedByItsPlace() throws {
        var workload = try SolverWorkload(json: Data(Self.clash.utf8), file: "clash.json")
        workload.constraints[1].constant = .infinity
        #expect(throws: SolverError.nonFinite(label: "constraints[1]")) { try WorkloadSession(workload) }
        workload.constraints[1].constant = -20
        workload.constraints[2].terms[0].coefficient = .nan
        #expect(throws: SolverError.nonFinite(label: "named")) { try WorkloadSession(workload) }
    }
}
