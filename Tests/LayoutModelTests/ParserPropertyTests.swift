import LayoutModel
import PropertyBased
import Testing

@Suite("Parser properties")
struct ParserPropertyTests {
    static let ids = ["a", "title", "_b2", "root"]
    static let locations = LayoutAttribute.allCases.filter { $0 != .notAnAttribute }

    /// A valid spec built from random choices: the second attribute is drawn from those
    /// that `validate()` accepts with the first, or the spec is a size set to a constant.
    static func spec(
        choice: Int, secondChoice: Int, multiplier: Double, constant: Double, priority: Double
    ) -> ConstraintSpec {
        var choice = choice
        func pick<T>(_ options: [T]) -> T {
            defer { choice /= options.count }
            return options[choice % options.count]
        }
        let firstItem = ItemReference(pick(ids), guide: pick([nil] + BuiltInGuide.allCases))
        let first = AnchorReference(firstItem, pick(locations))
        let relation = pick(Relation.allCases)
        let rounded = pick([true, false])
        let constant = rounded ? constant.rounded() : constant
        let priority = pick([Priority.required, Priority(clamping: priority), Priority(clamping: priority.rounded())])
        let secondItem = ItemReference(pick(ids), guide: pick([nil] + BuiltInGuide.allCases))
        let multiplier = pick([1, multiplier, 2, -1])
        let partners = locations.filter { attribute in
            (try? ConstraintSpec(first: first, second: AnchorReference(secondItem, attribute), multiplier: multiplier)
                .validate()) != nil
        }
        if first.attribute.isSize && (partners.isEmpty || secondChoice % 4 == 0) {
            return ConstraintSpec(first: first, relation: relation, constant: constant, priority: priority)
        }
        let second = AnchorReference(secondItem, partners[secondChoice % partners.count])
        return ConstraintSpec(
            first: first, relation: relation, second: second, multiplier: multiplier, constant: constant,
            priority: priority)
    }

    @Test("printing a valid spec and parsing it back gives the same spec")
    func roundTrip() async {
        await propertyCheck(
            count: 300,
            input: Gen.int(in: 0...Int.max), Gen.int(in: 0...Int.max), Gen.double(in: -1000...1000),
            Gen.double(in: -10_000...10_000), Gen.double(in: 1...1000)
        ) { choice, secondChoice, multiplier, constant, priority in
            var spec = Self.spec(
                choice: choice, secondChoice: secondChoice, multiplier: multiplier == 0 ? 1 : multiplier,
                constant: constant, priority: priority)
            #expect(throws: Never.self) { try spec.validate() }
            let text = spec.equationString
            spec.origin = .equation(text)
            do throws(EquationParseError) {
                #expect(try ConstraintSpec(equation: text) == spec, "\(text)")
            } catch {
                Issue.record("\(error)")
            }
        }
    }

    /// Characters the equation grammar cares about, plus a few it does not.
    static let equationAlphabet = Array("a.b.top.width.safeArea.leading ==<=>=*+-@ 0123456789.eE_@high\té!")

    @Test("garbage equations parse or throw with an offset inside the string")
    func equationGarbage() async {
        let gen = Gen<Character?>.element(of: Self.equationAlphabet).map { $0 ?? " " }.string(of: 0...32)
        await propertyCheck(count: 500, input: gen) { text in
            do throws(EquationParseError) {
                let spec = try ConstraintSpec(equation: text)
                // Whatever parses prints back to something that parses to the same constraint.
                var reprinted = try ConstraintSpec(equation: spec.equationString)
                reprinted.origin = spec.origin
                #expect(reprinted == spec)
            } catch {
                #expect(error.text == text)
                #expect((0...text.count).contains(error.offset), "\(error)")
            }
        }
    }

    @Test("mutated equations never crash and report offsets inside the string")
    func equationMutations() async {
        await propertyCheck(
            count: 300,
            input: Gen.int(in: 0...Int.max), Gen.int(in: 0...64), Gen<Character?>.element(of: Self.equationAlphabet)
        ) { choice, index, char in
            var chars = Array(Self.spec(choice: choice, secondChoice: choice / 7, multiplier: 0.5, constant: -3, priority: 500)
                .equationString)
            let at = index % (chars.count + 1)
            if choice % 2 == 0, at < chars.count { chars.remove(at: at) } else { chars.insert(char ?? " ", at: at) }
            let text = String(chars)
            do throws(EquationParseError) {
                _ = try ConstraintSpec(equation: text)
            } catch {
                #expect((0...text.count).contains(error.offset), "\(error)")
            }
        }
    }

    static let vflAlphabet = Array("HV:|-[]()@,=<>0123456789abpad_.e [a][b]-(>=pad@750)-|é")
    static let vflViews: [String: String?] = ["a": "root", "b": "root", "o": nil]
    static let optionChoices: [VisualFormatOptions] = [
        [], .alignAllTop, .alignAllLeading, .directionRightToLeft, .directionLeftToRight,
        .spacingBaselineToBaseline, [.alignAllCenterX, .alignAllCenterY],
    ]

    @Test("garbage visual formats parse or throw with an offset inside the string")
    func visualFormatGarbage() async {
        let gen = Gen<Character?>.element(of: Self.vflAlphabet).map { $0 ?? " " }.string(of: 0...28)
        await propertyCheck(count: 600, input: gen, Gen.int(in: 0...6)) { format, optionIndex in
            do throws(VisualFormatError) {
                let specs = try VisualFormat.constraints(
                    format, options: Self.optionChoices[optionIndex], metrics: ["pad": 20], views: Self.vflViews)
                #expect(specs.allSatisfy { $0.origin == .visualFormat(format) })
            } catch {
                #expect(error.format == format)
                if let offset = error.offset {
                    #expect((0...format.utf8.count).contains(offset), "\(error)")
                } else {
                    #expect(format.isEmpty || !format.allSatisfy(\.isASCII))
                }
            }
        }
    }

    @Test("generated chains give one constraint per connection and predicate")
    func visualFormatChains() async {
        let connections = ["", "-", "-8-", "-pad-", "-(>=4,<=pad@300)-"]
        let connectionCounts = [1, 1, 1, 1, 2]
        let sizes = ["", "(44)", "(>=10,<=a@20)"]
        let sizeCounts = [0, 1, 2]
        await propertyCheck(count: 200, input: Gen.int(in: 0...Int.max), Gen.int(in: 1...5)) { seed, length in
            var choice = seed
            func pick(_ n: Int) -> Int {
                defer { choice /= n }
                return choice % n
            }
            var format = pick(2) == 0 ? "H:" : "V:"
            var expected = 0
            let leadingBar = pick(2) == 0
            if leadingBar {
                let c = pick(connections.count)
                format += "|" + connections[c]
                expected += connectionCounts[c]
            }
            for index in 0..<length {
                if index > 0 {
                    let c = pick(connections.count)
                    format += connections[c]
                    expected += connectionCounts[c]
                }
                let s = pick(sizes.count)
                format += "[\(index % 2 == 0 ? "a" : "b")\(sizes[s])]"
                expected += sizeCounts[s]
            }
            if pick(2) == 0 {
                let c = pick(connections.count)
                format += connections[c] + "|"
                expected += connectionCounts[c]
            }
            let specs = try VisualFormat.constraints(format, metrics: ["pad": 20], views: Self.vflViews)
            #expect(specs.count == expected, "\(format)")
            #expect(specs.allSatisfy { (try? $0.validate()) != nil }, "\(format)")
        }
    }
}
