@testable import LayoutDB
import LayoutInterchange
import LayoutModel

/// Random ``SolvedLayout`` values for the cache encoding's properties: strings with
/// multi-byte and empty ones, repeated names (the string table), doubles that are whole,
/// quarter, third, -0 and arbitrary finite bit patterns, and nested diagnostic JSON.
enum RandomSolvedLayout {
    static func layout(using rng: inout some RandomNumberGenerator) -> SolvedLayout {
        let names = (0..<Int.random(in: 1...6, using: &rng)).map { _ in string(using: &rng) }
        let viewCount = Int.random(in: 0...40, using: &rng)
        let views = (0..<viewCount).map { index in
            SolvedView(
                id: Bool.random(using: &rng) ? "v\(index)" : string(using: &rng),
                className: names.randomElement(using: &rng) ?? "UIView",
                parent: Bool.random(using: &rng) ? nil : names.randomElement(using: &rng),
                frame: rect(using: &rng), frameInRoot: rect(using: &rng))
        }
        let diagnostics = (0..<Int.random(in: 0...4, using: &rng)).map { _ in
            SolvedDiagnostic(
                kind: ["unsatisfiable", "ambiguous", "zeroSize", string(using: &rng)].randomElement(using: &rng) ?? "",
                views: (0..<Int.random(in: 0...3, using: &rng)).map { _ in names.randomElement(using: &rng) ?? "" },
                message: string(using: &rng), json: json(depth: 0, using: &rng))
        }
        return SolvedLayout(
            document: string(using: &rng), revision: Bool.random(using: &rng) ? nil : Int.random(in: Int.min...Int.max, using: &rng),
            traitKey: string(using: &rng),
            traits: TraitCollection(
                widthClass: SizeClass.allCases.randomElement(using: &rng) ?? .compact,
                heightClass: SizeClass.allCases.randomElement(using: &rng) ?? .regular,
                contentSize: ContentSizeCategory.allCases.randomElement(using: &rng) ?? .large,
                direction: LayoutDirection.allCases.randomElement(using: &rng) ?? .leftToRight,
                displayScale: double(using: &rng), idiom: UserInterfaceIdiom.allCases.randomElement(using: &rng) ?? .phone),
            container: LayoutSize(width: double(using: &rng), height: double(using: &rng)),
            views: views, diagnostics: diagnostics, cached: Bool.random(using: &rng))
    }

    static func string(using rng: inout some RandomNumberGenerator) -> String {
        let alphabet: [Character] = ["a", "Z", "0", "_", " ", "é", "語", "🙂", "\"", "\\", "\n", "\u{0}"]
        let length = Int.random(in: 0...(Bool.random(using: &rng) ? 8 : 200), using: &rng)
        return String((0..<length).map { _ in alphabet.randomElement(using: &rng) ?? "a" })
    }

    static func double(using rng: inout some RandomNumberGenerator) -> Double {
        switch Int.random(in: 0..<7, using: &rng) {
        case 0: return Double(Int.random(in: -2000...2000, using: &rng))
        case 1: return Double(Int.random(in: -8000...8000, using: &rng)) / 4
        case 2: return Double(Int.random(in: -3000...3000, using: &rng)) / 3
        case 3: return [0.0, -0.0, 0x1p52, -0x1p52, 0x1p60, .ulpOfOne, .leastNonzeroMagnitude].randomElement(using: &rng) ?? 0
        case 4: return Double(Int.random(in: -(1 << 50)...(1 << 50), using: &rng)) / 4
        default:
            while true {
                let value = Double(bitPattern: rng.next())
                if value.isFinite { return value }
            }
        }
    }

    static func rect(using rng: inout some RandomNumberGenerator) -> LayoutRect {
        LayoutRect(x: double(using: &rng), y: double(using: &rng), width: double(using: &rng), height: double(using: &rng))
    }

    static func json(depth: Int, using rng: inout some RandomNumberGenerator) -> JSONValue {
        switch Int.random(in: 0..<(depth < 3 ? 7 : 5), using: &rng) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &rng))
        case 2: return .number(double(using: &rng))
        case 3, 4: return .string(string(using: &rng))
        case 5: return .array((0..<Int.random(in: 0...4, using: &rng)).map { _ in json(depth: depth + 1, using: &rng) })
        default:
            return .object((0..<Int.random(in: 0...4, using: &rng)).map { index in
                ("k\(index)" + string(using: &rng), json(depth: depth + 1, using: &rng))
            })
        }
    }
}
