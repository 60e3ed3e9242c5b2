import LayoutModel
import Foundation

/// A workload file that cannot be read, with where: the file, the line and column of
/// the offending text, and the JSON path of the value with the constraint's `id`.
public struct WorkloadError: Error, Sendable, CustomStringConvertible {
    public var file: String
    /// Where the offending text starts; nil when the file could not be read at all.
    public var location: SourceLocation?
    /// The JSON path of the offending value, like `constraints[4].relation`; empty for
    /// a syntax error or an unreadable file.
    public var path: String
    public var message: String

    public var description: String {
        let place = location.map { "\(file):\($0)" } ?? file
        return path.isEmpty ? "\(place): \(message)" : "\(place): \(path): \(message)"
    }
}

extension SolverWorkload {
    /// Reads a workload file; errors name it `file` (the path as the user wrote it,
    /// say), or its full path.
    public init(contentsOf url: URL, file: String? = nil) throws(WorkloadError) {
        let name = file ?? url.path
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            let reason = DocumentFile.unreadableReason(url.path, error: error)
            throw WorkloadError(file: name, path: "", message: "cannot read the file (\(reason))")
        }
        try self.init(json: data, file: name)
    }

    /// Reads a workload from JSON text; `file` is only used in errors.
    ///
    /// The text is parsed by ``JSONParser``, which keeps each value's position, so a
    /// syntax error says the line and column, and so does every error about a value.
    public init(json data: Data, file: String) throws(WorkloadError) {
        let root: JSONValue
        do { root = try JSONParser.parse(Array(data)) } catch {
            throw WorkloadError(file: file, location: error.location, path: "", message: error.message)
        }
        let reader = WorkloadReader(file: file)
        let top = try reader.members(root, "")
        guard case .string("layoutdb-bench/1") = top["format"]?.kind else {
            throw reader.fail(top["format"] ?? root, "format", "expected \"layoutdb-bench/1\"")
        }
        let name = try reader.string(top["name"], in: root, "name")
        let variables = try reader.elements(top["variables"], in: root, "variables").enumerated().map { i, v throws(WorkloadError) in
            try reader.string(v, in: root, "variables[\(i)]")
        }
        var index: [String: Int] = [:]
        for (i, v) in variables.enumerated() {
            guard index[v] == nil else {
                throw reader.fail(reader.element(top["variables"], i), "variables[\(i)]", "duplicate variable \(EchoedName.quoted(v))")
            }
            index[v] = i
        }
        func variable(_ value: JSONValue, _ path: String) throws(WorkloadError) -> Int {
            guard case .string(let n) = value.kind else { throw reader.fail(value, path, "expected a variable name") }
            guard let i = index[n] else { throw reader.fail(value, path, "unknown variable \(EchoedName.quoted(n))") }
            return i
        }
        func priority(_ value: JSONValue?, _ path: String, default fallback: Double) throws(WorkloadError) -> Priority {
            let p = try reader.number(value, path, default: fallback)
            guard let priority = Priority(rawValue: p) else {
                throw reader.fail(value ?? root, path, "priority \(p) is outside 1…1000")
            }
            return priority
        }

        var constraints: [WorkloadConstraint] = []
        let rawConstraints = try reader.elements(top["constraints"], in: root, "constraints")
        constraints.reserveCapacity(rawConstraints.count)
        for (i, raw) in rawConstraints.enumerated() {
            let c = try reader.members(raw, "constraints[\(i)]")
            var id: String?
            if case .string(let s) = c["id"]?.kind { id = s }
            let at = id.map { "constraints[\(i)] (id \(EchoedName.quoted($0)))" } ?? "constraints[\(i)]"
            var terms: [(Int, Double)] = []
            for (k, t) in try reader.elements(c["terms"], in: raw, "\(at).terms").enumerated() {
                guard case .array(let pair) = t.kind, pair.count == 2 else {
                    throw reader.fail(t, "\(at).terms[\(k)]", "expected [variable, coefficient]")
                }
                terms.append((try variable(pair[0], "\(at).terms[\(k)][0]"), try reader.number(pair[1], "\(at).terms[\(k)][1]")))
            }
            let constant = try reader.number(c["constant"], "\(at).constant", default: 0)
            guard case .string(let rawRelation) = c["relation"]?.kind, let relation = Relation(rawValue: rawRelation) else {
                throw reader.fail(c["relation"] ?? raw, "\(at).relation", "expected \"==\", \"<=\" or \">=\"")
            }
            constraints.append(WorkloadConstraint(
                id: id, terms: terms, constant: constant, relation: relation,
                priority: try priority(c["priority"], "\(at).priority", default: 1000)
            ))
        }

        var editVariables: [EditVariable] = []
        var steps: [[(Int, Double)]] = []
        if let editValue = top["edit"] {
            let edit = try reader.members(editValue, "edit")
            let rawVariables = try reader.elements(ifPresent: edit["variables"], "edit.variables")
            for (i, e) in rawVariables.enumerated() {
                let fields = try reader.members(e, "edit.variables[\(i)]")
                let p = try priority(fields["priority"], "edit.variables[\(i)].priority", default: 999)
                guard !p.isRequired else {
                    throw reader.fail(fields["priority"] ?? e, "edit.variables[\(i)].priority", "edit priorities are below 1000")
                }
                guard let name = fields["name"] else { throw reader.fail(e, "edit.variables[\(i)].name", "missing") }
                editVariables.append(EditVariable(variable: try variable(name, "edit.variables[\(i)].name"), priority: p))
            }
            let edited = Set(editVariables.map(\.variable))
            let rawSteps = try reader.elements(ifPresent: edit["steps"], "edit.steps")
            for (k, s) in rawSteps.enumerated() {
                guard case .object(let suggestions) = s.kind else { throw reader.fail(s, "edit.steps[\(k)]", "not an object") }
                var step: [(Int, Double)] = []
                for member in suggestions.sorted(by: { $0.key < $1.key }) {
                    let path = "edit.steps[\(k)].\(member.key)"
                    let keyValue = JSONValue(.string(member.key), at: member.keyLocation)
                    let v = try variable(keyValue, path)
                    guard edited.contains(v) else { throw reader.fail(keyValue, path, "\(EchoedName.quoted(member.key)) is not an edit variable") }
                    step.append((v, try reader.number(member.value, path)))
                }
                steps.append(step)
            }
            if let first = steps.first, Set(first.map(\.0)) != edited {
                throw reader.fail(rawSteps[0], "edit.steps[0]", "step 0 must suggest every edit variable")
            }
        }
        var watch: [Int] = Array(variables.indices)
        if let rawWatch = top["watch"] {
            watch = []
            for (i, w) in try reader.elements(rawWatch, in: root, "watch").enumerated() {
                watch.append(try variable(w, "watch[\(i)]"))
            }
        }
        var expected: [Int: [String: Double]] = [:]
        let rawExpected = try reader.elements(ifPresent: top["expected"], "expected")
        for (i, e) in rawExpected.enumerated() {
            let shape = "expected {\"step\": N, \"values\": {...}}"
            guard case .object = e.kind, case .number(let step) = e["step"]?.kind, step >= 0, step == step.rounded(),
                  step < Double(Int32.max), case .object(let values) = e["values"]?.kind else {
                throw reader.fail(e, "expected[\(i)]", shape)
            }
            var map: [String: Double] = [:]
            for member in values { map[member.key] = try reader.number(member.value, "expected[\(i)].values.\(member.key)") }
            expected[Int(step)] = map
        }
        self.init(
            name: name, variables: variables, constraints: constraints, editVariables: editVariables,
            steps: steps, watch: watch, expected: expected
        )
    }
}

/// The checks of a workload's values, each failing with the value's position.
///
/// The document reader's typed accessors (`JSONField` in LayoutInterchange) do the same
/// for documents, but they are that module's own, throw its `DocumentReadError` and
/// spell paths as `JSONPath`, which has no room for the constraint's id that workload
/// errors name (`constraints[3] (id 'title.w').relation`).
private struct WorkloadReader {
    var file: String

    func fail(_ value: JSONValue, _ path: String, _ message: String) -> WorkloadError {
        WorkloadError(file: file, location: value.location, path: path, message: message)
    }

    /// An object's members by key (the parser refuses duplicate keys).
    func members(_ value: JSONValue, _ path: String) throws(WorkloadError) -> [String: JSONValue] {
        guard case .object(let members) = value.kind else { throw fail(value, path, "not an object") }
        var result: [String: JSONValue] = [:]
        for member in members { result[member.key] = member.value }
        return result
    }

    /// The elements of a required array; `parent` locates a missing one.
    func elements(_ value: JSONValue?, in parent: JSONValue, _ path: String) throws(WorkloadError) -> [JSONValue] {
        guard value != nil else { throw fail(parent, path, "missing") }
        return try elements(ifPresent: value, path)
    }

    /// The elements of an optional array: none when it is missing.
    func elements(ifPresent value: JSONValue?, _ path: String) throws(WorkloadError) -> [JSONValue] {
        guard let value else { return [] }
        guard case .array(let elements) = value.kind else { throw fail(value, path, "not an array") }
        return elements
    }

    /// The `i`th element of an array, or `value` itself (for an error's location).
    func element(_ value: JSONValue?, _ i: Int) -> JSONValue {
        guard let value, case .array(let elements) = value.kind, elements.indices.contains(i) else { return value ?? JSONValue(.null) }
        return elements[i]
    }

    /// A required string; `parent` locates a missing one.
    func string(_ value: JSONValue?, in parent: JSONValue, _ path: String) throws(WorkloadError) -> String {
        guard let value else { throw fail(parent, path, "missing") }
        guard case .string(let s) = value.kind else { throw fail(value, path, "expected a string, found \(value.typeName)") }
        return s
    }

    /// An optional number: `fallback` when it is missing.
    func number(_ value: JSONValue?, _ path: String, default fallback: Double) throws(WorkloadError) -> Double {
        guard let value else { return fallback }
        return try number(value, path)
    }

    /// A number (always finite: the parser refuses overflow, `NaN` and `Infinity`).
    func number(_ value: JSONValue, _ path: String) throws(WorkloadError) -> Double {
        guard case .number(let d) = value.kind else { throw fail(value, path, "expected a number, found \(value.typeName)") }
        return d
    }
}
