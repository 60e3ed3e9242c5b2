import Foundation
@testable import LayoutInterchange
import Testing

/// report.json's configurations are written straight into bytes (``ReportJSONWriter``),
/// with the text of a result its neighbours share written once; the file must stay the
/// text of the documented value (``LayoutReport/jsonValue``) printed with sorted keys
/// and two-space indents, as the report printed it before.
@Suite("report.json written without building its value")
struct ReportJSONTextTests {
    /// The printer report.json was made with before it was written as bytes: sorted
    /// keys, two spaces a level, scalars as ``DiagnosticValue/text`` gives them.
    static func reference(_ value: DiagnosticValue, depth: Int) -> String {
        let pad = String(repeating: "  ", count: depth + 1)
        let closing = String(repeating: "  ", count: depth)
        switch value {
        case .array(let values) where !values.isEmpty:
            let lines = values.map { pad + reference($0, depth: depth + 1) }
            return "[\n" + lines.joined(separator: ",\n") + "\n" + closing + "]"
        case .object(let members) where !members.isEmpty:
            let lines = members.keys.sorted().map { key in
                pad + DiagnosticValue.string(key).text + ": " + reference(members[key] ?? .bool(false), depth: depth + 1)
            }
            return "{\n" + lines.joined(separator: ",\n") + "\n" + closing + "}"
        case .number(let number):
            // Printed as results print numbers (``PrintedNumber``).
            return DiagnosticValue.number(PrintedNumber.rounded(number)).text
        default:
            return value.text
        }
    }

    static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> LayoutRect {
        LayoutRect(x: x, y: y, width: width, height: height)
    }

    /// One diagnostic of every kind, with numbers that print in every way: whole,
    /// fractional, huge, negative, not finite.
    static let everyKind: [LayoutDiagnostic] = [
        .unsatisfiable(Batch.conflict),
        .ambiguous(AmbiguousLayout(
            item: "badge \"1\"", isGuide: false, ranges: [.minX: 0...280.5, .height: 10...Double.infinity],
            frame: rect(12.25, 1e20, 40, 40), alternativeFrame: rect(-3.5, 1e20, 40, 0.1))),
        .zeroSize(view: "gap\tline", frame: rect(10, 60, 0, 20)),
        .outsideSuperview(view: "wide", frame: rect(-8, 0, 420, 44), superviewBounds: rect(0, 0, 390, 844)),
        .entirelyOutsideSuperview(view: "gone", superview: "root", frame: rect(400, 0, 10, 10), superviewBounds: rect(0, 0, 390, 844)),
        .outsideSafeArea(view: "top", frame: rect(0, 0, 390, 60), safeArea: rect(0, 47, 390, 763)),
        .overlappingSiblings(first: "a", second: "b", intersection: rect(1, 2, 3.333333333333333, 4)),
        .overlappingSiblingsNotListed(superview: "stack", pairs: 1_250_000, listed: 100),
        .misplaced(view: "title", frame: rect(16, 100, 200, 21), recordedFrame: rect(16, 98, 200, 20.5)),
        .scrollableContentSizeAmbiguous(scrollView: "scroll", axes: [.horizontal, .vertical]),
        .standardRowHeight(cell: "row", height: 44),
    ]

    /// A document's entries: several configurations sharing one result (as a batch
    /// shares a result between configurations placed alike), results that compare
    /// equal but print differently (-0 and 0 in a message), and unsolved ones.
    static func entries() -> [ReportEntry] {
        var entries: [ReportEntry] = []
        let shared = Fixtures.handMade(
            [("a", "root", rect(16, 60, 100.5, 20)), ("b", "root", rect(-0.0, 1e-7, Double.nan, 20)),
             ("é<&>", "a", rect(1, 2, 3, 4))],
            diagnostics: everyKind, name: "every kind", revision: 4)
        let labels = ContentSizeCategory.allCases.prefix(4).flatMap { size in
            LayoutDirection.allCases.map { ConfigurationLabel(deviceID: "iphone-se-2-3", contentSize: size, direction: $0) }
        }
        for (index, label) in labels.enumerated() {
            var result = shared
            result.label = label
            if index % 3 == 2 { result.layout.scale = 2 }
            entries.append(.solved(result))
        }
        for zero in [0.0, -0.0, 0.0] {
            var result = Fixtures.handMade(
                [("z", "root", rect(zero, 60, 0, 20))], diagnostics: [.zeroSize(view: "z", frame: rect(zero, 60, 0, 20))],
                name: "every kind", revision: nil,
                label: ConfigurationLabel(deviceID: "ipad-pro-11inch", multitasking: zero.sign == .minus ? .half : .third))
            result.containerSize = LayoutSize(width: 507.5, height: 1194)
            entries.append(.solved(result))
        }
        entries.append(.solved(Fixtures.handMade(
            [], name: "every kind", revision: 4, label: ConfigurationLabel(deviceID: "iphone-16-pro", orientation: .landscape))))
        entries.append(.unsolved(UnsolvedConfiguration(
            documentName: "every kind", revision: 4, label: ConfigurationLabel(deviceID: "ipad-11inch"),
            message: "variants 2 and \"5\" both set 'spacing'\n")))
        entries.append(.unsolved(UnsolvedConfiguration(
            documentName: "every kind", revision: nil, label: ConfigurationLabel(deviceID: "ipad-12inch"), message: "no root")))
        return entries
    }

    @Test("each configuration's text is its value printed, under either policy", arguments: [false, true])
    func eachEntryIsItsValuePrinted(strict: Bool) throws {
        let failingKinds: Set<ProblemKind> = strict ? Set(ProblemKind.allCases) : [.unsatisfiable, .zeroSize]
        let report = LayoutReport(entries: Self.entries() + (try Batch.entries()), failingKinds: failingKinds)
        var writer = ReportJSONWriter(report: report)
        var remembered = 0
        for entry in report.entries {
            writer.write(entry, depth: 4)
            let text = writer.takeText()
            #expect(text == Self.reference(report.jsonValue(entry), depth: 4), "\(entry.documentName) \(entry.label)")
            if case .solved(let result) = entry, result.layout.diagnostics.count > 1 { remembered += 1 }
        }
        #expect(remembered >= 8)
        // -0 shows in the message of the configuration that has it, and only there.
        let json = report.json
        #expect(json == Self.reference(report.jsonValue, depth: 0) + "\n")
        #expect(json.components(separatedBy: "frame (-0.0, 60.0, 0.0, 20.0)").count == 2)
        #expect(json.components(separatedBy: "frame (0.0, 60.0, 0.0, 20.0)").count == 3)
        // junit.xml keeps each configuration's own message too (its failure's message
        // and text, or its system-out), though its case's body is written once per result.
        let junit = report.junitXML
        #expect(junit.components(separatedBy: "frame (-0.0, 60.0, 0.0, 20.0)").count == 3)
        #expect(junit.components(separatedBy: "frame (0.0, 60.0, 0.0, 20.0)").count == 5)
        #expect(json.contains("\"status\": \"failed\""))
        #expect(json.contains("\"status\": \"passed\""))
        #expect(json.contains("\"status\": \"error\""))
    }
}
