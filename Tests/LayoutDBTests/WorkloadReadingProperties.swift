import Foundation
import LayoutDB
import PropertyBased
import TestSupport
import Testing

/// The `layoutdb-bench/1` reader against workloads written from random values: what
/// is written is what is read, and text broken at random is refused with a position
/// inside it, never a crash.
@Suite("Solver workload files, properties")
struct WorkloadReadingProperties {
    /// A random workload's fields, before they are written as JSON.
    struct Drawn: Sendable, CustomStringConvertible {
        var variables: [String]
        var constraints: [(id: String?, terms: [(Int, Double)], constant: Double?, relation: String, priority: Double?)]
        var edits: [(variable: Int, priority: Double?)]
        var steps: [[Int: Double]]
        var watch: [Int]?

        var description: String { json.compact }

        var json: JSONValue {
            var members: [(String, JSONValue)] = [
                ("format", .string("layoutdb-bench/1")), ("name", .string("random")),
                ("variables", .array(variables.map(JSONValue.string))),
                ("constraints", .array(constraints.map { c in
                    var fields: [(String, JSONValue)] = []
                    if let id = c.id { fields.append(("id", .string(id))) }
                    fields.append(("terms", .array(c.terms.map { .array([.string(variables[$0.0]), .number($0.1)]) })))
                    if let constant = c.constant { fields.append(("constant", .number(constant))) }
                    fields.append(("relation", .string(c.relation)))
                    if let priority = c.priority { fields.append(("priority", .number(priority))) }
                    return .object(fields)
                })),
            ]
            if !edits.isEmpty {
                members.append(("edit", .object([
                    ("variables", .array(edits.map { e in
                        .object([("name", .string(variables[e.variable]))] + (e.priority.map { [("priority", .number($0))] } ?? []))
                    })),
                    ("steps", .array(steps.map { step in
                        .object(step.keys.sorted().map { (variables[$0], .number(step[$0] ?? 0)) })
                    })),
                ])))
            }
            if let watch { members.append(("watch", .array(watch.map { .string(variables[$0]) }))) }
            return .object(members)
        }
    }

    static func number(_ rng: inout Xoshiro) -> Double {
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: return Double(Int.random(in: -1000...1000, using: &rng))
        case 1: return Double.random(in: -1...1, using: &rng) * pow(10, Double(Int.random(in: -300...300, using: &rng)))
        case 2: return Double.random(in: -500...500, using: &rng)
        default: return [0, -0.0, 0.5, 1e-8, 123456789.125].randomElement(using: &rng) ?? 0
        }
    }

    static func draw(_ rng: inout Xoshiro) -> Drawn {
        let count = Int.random(in: 1...6, using: &rng)
        let names = ["x", "view.leading", "é.w", "a\"b", "tab\t", "😀.h", "root.w", "v\\1"]
        let variables = (0..<count).map { "\(names[$0 % names.count])\($0)" }
        let constraints = (0..<Int.random(in: 0...8, using: &rng)).map { k in
            (id: Bool.random(using: &rng) ? "c\(k)" : nil,
             terms: (0..<Int.random(in: 0...3, using: &rng)).map { _ in (Int.random(in: 0..<count, using: &rng), number(&rng)) },
             constant: Bool.random(using: &rng) ? number(&rng) : nil,
             relation: ["==", "<=", ">="].randomElement(using: &rng) ?? "==",
             priority: Bool.random(using: &rng) ? [1, 250, 999.5, 1000, 37.25].randomElement(using: &rng) : nil)
        }
        let editCount = Int.random(in: 0...min(2, count), using: &rng)
        let edits = (0..<editCount).map { (variable: $0, priority: Bool.random(using: &rng) ? 998 : nil as Double?) }
        var steps: [[Int: Double]] = []
        if !edits.isEmpty {
            steps.append(Dictionary(uniqueKeysWithValues: edits.map { ($0.variable, number(&rng)) }))
            for _ in 0..<Int.random(in: 0...3, using: &rng) {
                steps.append(Dictionary(uniqueKeysWithValues: edits.filter { _ in Bool.random(using: &rng) }.map { ($0.variable, number(&rng)) }))
            }
        }
        let watch = Bool.random(using: &rng) ? (0..<count).filter { _ in Bool.random(using: &rng) } : nil
        return Drawn(variables: variables, constraints: constraints, edits: edits, steps: steps, watch: watch)
    }

    @Test("what is written is what is read")
    func roundTrip() async {
        let input = DeterministicCases.generator(seed: 0x3E4D_1A60) { rng in Self.draw(&rng) }
        await propertyCheck(count: DeterministicCases.count(300), input: input) { generated in
            let drawn = generated.value
            do throws(WorkloadError) {
                let workload = try SolverWorkload(json: Data(drawn.json.compactExactly.utf8), file: "random.json")
                #expect(workload.variables == drawn.variables, "\(generated)")
                #expect(workload.constraints.count == drawn.constraints.count, "\(generated)")
                for (read, written) in zip(workload.constraints, drawn.constraints) {
                    #expect(read.id == written.id, "\(generated)")
                    #expect(read.terms.map(\.variable) == written.terms.map(\.0), "\(generated)")
                    #expect(read.terms.map(\.coefficient) == written.terms.map(\.1), "\(generated)")
                    #expect(read.constant == (written.constant ?? 0), "\(generated)")
                    #expect(read.relation.rawValue == written.relation, "\(generated)")
                    #expect(read.priority.rawValue == (written.priority ?? 1000), "\(generated)")
                }
                #expect(workload.editVariables.map(\.variable) == drawn.edits.map(\.variable), "\(generated)")
                #expect(workload.editVariables.map(\.priority.rawValue) == drawn.edits.map { $0.priority ?? 999 }, "\(generated)")
                #expect(workload.steps.count == drawn.steps.count, "\(generated)")
                for (read, written) in zip(workload.steps, drawn.steps) {
                    #expect(read.map(\.variable) == written.keys.sorted { drawn.variables[$0] < drawn.variables[$1] }, "\(generated)")
                    #expect(read.allSatisfy { written[$0.variable] == $0.value }, "\(generated)")
                }
                #expect(workload.watch == (drawn.watch ?? Array(drawn.variables.indices)), "\(generated)")
            } catch {
                Issue.record("\(generated): \(error)")
            }
        }
    }

    @Test("text broken at random is a workload or an error inside the text, never a crash")
    func mutations() async {
        let input = DeterministicCases.generator(seed: 0xB20C_E4) { rng -> [UInt8] in
            var bytes = Array(Self.draw(&rng).json.compact.utf8)
            let alphabet = Array("{}[]\",:0123456789-+.eE \n\\utrfnalN".utf8) + [0xC3, 0xFF, 0x80]
            for _ in 0..<Int.random(in: 1...3, using: &rng) {
                let position = Int.random(in: 0...bytes.count, using: &rng)
                switch Int.random(in: 0...2, using: &rng) {
                case 0 where position < bytes.count: bytes[position] = alphabet.randomElement(using: &rng) ?? 0
                case 1 where position < bytes.count: bytes.remove(at: position)
                default: bytes.insert(alphabet.randomElement(using: &rng) ?? 0, at: position)
                }
            }
            return bytes
        }
        await propertyCheck(count: DeterministicCases.count(400), input: input) { generated in
            let bytes = generated.value
            do throws(WorkloadError) {
                _ = try SolverWorkload(json: Data(bytes), file: "broken.json")
            } catch {
                #expect(error.file == "broken.json")
                let location = error.location
                #expect(location != nil, "\(generated.seed) #\(generated.index): \(error)")
                #expect((location?.line ?? 0) >= 1 && (location?.column ?? 0) >= 1, "\(error)")
                #expect((location?.offset ?? .max) <= bytes.count, "\(generated.seed) #\(generated.index): \(error)")
            }
        }
    }
}
