import Foundation

/// A workload file that cannot be read, with where.
public struct WorkloadError: Error, Sendable, CustomStringConvertible {
    public var file: String
    /// The JSON path of the offending value, like `constraints[4].relation`.
    public var path: String
    public var message: String

    public var description: String {
        path.isEmpty ? "\(file): \(message)" : "\(file): \(path): \(message)"
    }
}

extension SolverWorkload {
    /// Reads a workload file.
    public init(contentsOf url: URL) throws(WorkloadError) {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw WorkloadError(file: url.path, path: "", message: "cannot read the file (\(error.localizedDescription))")
        }
        try self.init(json: data, file: url.path)
    }

    /// Reads a workload from JSON text; `file` is only used in errors.
    public init(json data: Data, file: String) throws(WorkloadError) {
        func fail(_ path: String, _ message: String) -> WorkloadError {
            WorkloadError(file: file, path: path, message: message)
        }
        let root: [String: Any]
        do {
            guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                throw fail("", "the top level is not a JSON object")
            }
            root = object
        } catch let error as WorkloadError {
            throw error
        } catch {
            throw fail("", "not valid JSON (\(error.localizedDescription))")
        }
        guard root["format"] as? String == "layoutdb-bench/1" else {
            throw fail("format", "expected \"layoutdb-bench/1\"")
        }
        guard let name = root["name"] as? String else { throw fail("name", "missing or not a string") }
        guard let variables = root["variables"] as? [String] else {
            throw fail("variables", "missing or not an array of strings")
        }
        var index: [String: Int] = [:]
        for (i, v) in variables.enumerated() {
            guard index[v] == nil else { throw fail("variables[\(i)]", "duplicate variable '\(v)'") }
            index[v] = i
        }
        func variable(_ value: Any?, _ path: String) throws(WorkloadError) -> Int {
            guard let n = value as? String else { throw fail(path, "expected a variable name") }
            guard let i = index[n] else { throw fail(path, "unknown variable '\(n)'") }
            return i
        }
        func number(_ value: Any?, _ path: String) throws(WorkloadError) -> Double {
            let d: Double
            switch value {
            case let i as Int: d = Double(i)
            case let x as Double: d = x
            default: throw fail(path, "expected a number")
            }
            guard d.isFinite else { throw fail(path, "the number is not finite") }
            return d
        }
        func priority(_ value: Any?, _ path: String, default fallback: Double) throws(WorkloadError) -> Priority {
            let p = value == nil ? fallback : try number(value, path)
            guard let priority = Priority(rawValue: p) else { throw fail(path, "priority \(p) is outside 1…1000") }
            return priority
        }

        guard let rawConstraints = root["constraints"] as? [Any] else {
            throw fail("constraints", "missing or not an array")
        }
        var constraints: [WorkloadConstraint] = []
        constraints.reserveCapacity(rawConstraints.count)
        for (i, raw) in rawConstraints.enumerated() {
            guard let c = raw as? [String: Any] else { throw fail("constraints[\(i)]", "not an object") }
            let id = c["id"] as? String
            let at = id.map { "constraints[\(i)] (id '\($0)')" } ?? "constraints[\(i)]"
            guard let rawTerms = c["terms"] as? [Any] else { throw fail("\(at).terms", "missing or not an array") }
            var terms: [(Int, Double)] = []
            for (k, t) in rawTerms.enumerated() {
                guard let pair = t as? [Any], pair.count == 2 else {
                    throw fail("\(at).terms[\(k)]", "expected [variable, coefficient]")
                }
                terms.append((try variable(pair[0], "\(at).terms[\(k)][0]"), try number(pair[1], "\(at).terms[\(k)][1]")))
            }
            let constant = c["constant"] == nil ? 0 : try number(c["constant"], "\(at).constant")
            guard let rawRelation = c["relation"] as? String, let relation = Relation(rawValue: rawRelation) else {
                throw fail("\(at).relation", "expected \"==\", \"<=\" or \">=\"")
            }
            constraints.append(WorkloadConstraint(
                id: id, terms: terms, constant: constant, relation: relation,
                priority: try priority(c["priority"], "\(at).priority", default: 1000)
            ))
        }

        var editVariables: [EditVariable] = []
        var steps: [[(Int, Double)]] = []
        if let edit = root["edit"] as? [String: Any] {
            for (i, e) in ((edit["variables"] as? [Any]) ?? []).enumerated() {
                guard let e = e as? [String: Any] else { throw fail("edit.variables[\(i)]", "not an object") }
                let p = try priority(e["priority"], "edit.variables[\(i)].priority", default: 999)
                guard !p.isRequired else { throw fail("edit.variables[\(i)].priority", "edit priorities are below 1000") }
                editVariables.append(EditVariable(variable: try variable(e["name"], "edit.variables[\(i)].name"), priority: p))
            }
            let edited = Set(editVariables.map(\.variable))
            for (k, s) in ((edit["steps"] as? [Any]) ?? []).enumerated() {
                guard let s = s as? [String: Any] else { throw fail("edit.steps[\(k)]", "not an object") }
                var step: [(Int, Double)] = []
                for key in s.keys.sorted() {
                    let v = try variable(key, "edit.steps[\(k)].\(key)")
                    guard edited.contains(v) else { throw fail("edit.steps[\(k)].\(key)", "'\(key)' is not an edit variable") }
                    step.append((v, try number(s[key], "edit.steps[\(k)].\(key)")))
                }
                steps.append(step)
            }
            if let first = steps.first, Set(first.map(\.0)) != edited {
                throw fail("edit.steps[0]", "step 0 must suggest every edit variable")
            }
        }
        var watch: [Int] = Array(variables.indices)
        if let rawWatch = root["watch"] as? [Any] {
            watch = []
            for (i, w) in rawWatch.enumerated() { watch.append(try variable(w, "watch[\(i)]")) }
        }
        var expected: [Int: [String: Double]] = [:]
        for (i, e) in ((root["expected"] as? [Any]) ?? []).enumerated() {
            guard let e = e as? [String: Any], let step = e["step"] as? Int, let values = e["values"] as? [String: Any] else {
                throw fail("expected[\(i)]", "expected {\"step\": N, \"values\": {...}}")
            }
            var map: [String: Double] = [:]
            for (k, v) in values { map[k] = try number(v, "expected[\(i)].values.\(k)") }
            expected[step] = map
        }
        self.init(
            name: name, variables: variables, constraints: constraints, editVariables: editVariables,
            steps: steps, watch: watch, expected: expected
        )
    }
}
