import TestSupport
import Foundation
import Testing
import LayoutDB

/// Every hand case of the shared bench gives its hand-computed strict-lexicographic
/// answer, step by step, and every case can be read.
@Suite struct BenchCaseTests {
    @Test func everySharedCaseIsPresent() {
        #expect(SharedPaths.jsonFiles(in: SharedPaths.benchCases).count >= 7)
    }

    @Test(arguments: SharedPaths.jsonFiles(in: SharedPaths.benchCases).map(\.lastPathComponent))
    func caseMatchesExpectedValues(_ name: String) throws {
        let workload = try SolverWorkload(contentsOf: SharedPaths.benchCases.appendingPathComponent(name))
        #expect(!workload.expected.isEmpty)
        var session = try WorkloadSession(workload)
        for step in 0..<workload.stepCount {
            if step > 0 { try session.apply(workload.steps[step]) }
            for (variable, expected) in workload.expected[step] ?? [:] {
                let index = try #require(workload.variables.firstIndex(of: variable))
                let value = session.value(index)
                #expect(abs(value - expected) <= 1e-3 + 1e-6 * abs(expected), "\(name) step \(step): \(variable) = \(value), expected \(expected)")
            }
            let line = WorkloadValueLine(session: session, step: step)
            #expect(line.requiredViolation < 1e-9)
            #expect(line.ambiguous?.isEmpty == true, "lexref finds no ambiguity in \(name)")
        }
    }

    @Test func badWorkloadNamesTheConstraint() {
        let text = #"{"format":"layoutdb-bench/1","name":"bad","variables":["x"],"constraints":[{"id":"ok","terms":[["x",1]],"relation":"=="},{"id":"typo","terms":[["y",1]],"relation":"=="}]}"#
        #expect {
            try SolverWorkload(json: Data(text.utf8), file: "bad.json")
        } throws: { error in
            "\(error)" == "bad.json:1:145: constraints[1] (id 'typo').terms[0][0]: unknown variable 'y'"
        }
    }

    /// A file's errors name it as the caller wrote it (the command passes the path as
    /// typed), or by its full path.
    @Test func aFileIsNamedAsGiven() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdb-named-\(UUID().uuidString).json")
        try Data(#"{"format": "layoutdb-bench/1", "name": 7}"#.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect { try SolverWorkload(contentsOf: url, file: "w.json") } throws: { "\($0)" == "w.json:1:40: name: expected a string, found a number" }
        #expect { try SolverWorkload(contentsOf: url) } throws: { "\($0)".hasPrefix("\(url.path):1:40: name: ") }
    }

    /// A file that is not JSON says where it stops being JSON, and a value of the
    /// wrong kind says where it was written, line and column (issue #3: bad files get
    /// an error naming the file and the offending constraint).
    @Test(arguments: [
        ("{\"format\": \"layoutdb-bench/1\",\n \"name\": \"x\",\n \"variables\": [\"a\",]}", "bad.json:3:20: "),
        ("{\"format\": \"layoutdb-bench/1\", \"name\": \"x\", \"variables\": [\"a\"],\n \"constraints\": [\n  {\"terms\": [[\"a\", NaN]], \"relation\": \"==\"}]}", "bad.json:3:20: "),
        ("{\"format\": \"layoutdb-bench/1\", \"name\": \"x\", \"variables\": [\"a\"],\n \"constraints\": [\n  {\"terms\": [[\"a\", 1]],\n   \"relation\": \"=<\"}]}", "bad.json:4:16: constraints[0].relation: "),
        ("{\"format\": \"layoutdb-bench/1\", \"name\": \"x\", \"variables\": [\"a\"], \"constraints\": [],\n \"edit\": {\"variables\": [{\"name\": \"a\"}],\n  \"steps\": [{\"a\": 1}, {\"b\": 2}]}}", "bad.json:3:24: edit.steps[1].b: unknown variable 'b'"),
    ])
    func badWorkloadSaysTheLineAndColumn(_ text: String, _ start: String) {
        #expect {
            try SolverWorkload(json: Data(text.utf8), file: "bad.json")
        } throws: { error in
            "\(error)".hasPrefix(start)
        }
    }
}
