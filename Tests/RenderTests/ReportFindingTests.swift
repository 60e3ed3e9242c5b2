import Foundation
import LayoutInterchange
import Testing

/// index.html's cards: one per distinct finding of a document (status, and each
/// diagnostic's kind and views), listing every configuration it stands for.
@Suite("Report cards per finding")
struct ReportFindingTests {
    /// A zero-width view `id` on `device`, at a width that differs by device, so the
    /// messages differ while the finding (kind and view) is the same.
    static func zeroWidth(
        _ id: String, device: String, direction: LayoutDirection = .leftToRight, name: String = "cell"
    ) -> ConfigurationResult {
        let x = device.count % 2 == 0 ? 10.0 : 24.0
        let frame = LayoutRect(x: x, y: 60, width: 0, height: device.hasPrefix("ipad") ? 44 : 20)
        return Fixtures.handMade(
            [(id, "root", frame)], diagnostics: [.zeroSize(view: id, frame: frame)], name: name,
            label: ConfigurationLabel(deviceID: device, direction: direction))
    }

    static func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    @Test("two configurations with the same finding share one card and one picture, listing both")
    func sameFindingSharesACard() {
        // ipad-pro-11inch comes first in label order (device ids sort as text).
        let first = Self.zeroWidth("badge", device: "ipad-pro-11inch")
        let second = Self.zeroWidth("badge", device: "iphone-se-2-3")
        #expect(first.layout.diagnostics[0].message != second.layout.diagnostics[0].message)
        let html = LayoutReport(results: [second, first]).html
        #expect(Self.count("<article ", in: html) == 1)
        #expect(Self.count("<svg ", in: html) == 1)
        #expect(Self.count("<li class=\"configuration\"", in: html) == 2)
        #expect(html.contains("data-configurations=\"2\""))
        #expect(html.contains("<span class=\"matching\">2 of 2</span> configurations with this finding"))
        // The card is its first configuration in label order: heading, picture, message.
        #expect(html.contains("<h3>\(first.label.description)</h3>"))
        #expect(html.contains(MarkupText.escaped(second.layout.diagnostics[0].message)) == false)
        #expect(html.contains(MarkupText.escaped(first.layout.diagnostics[0].message)))
        // Both configurations keep their filter values.
        #expect(html.contains("data-device=\"ipad-pro-11inch\""))
        #expect(html.contains("data-device=\"iphone-se-2-3\""))
        #expect(html.contains("2 configurations, in 1 card"))
    }

    @Test("different views involved make two cards")
    func differentViewsAreTwoCards() {
        let results = [Self.zeroWidth("badge", device: "iphone-se-2-3"), Self.zeroWidth("title", device: "ipad-pro-11inch")]
        let html = LayoutReport(results: results).html
        #expect(Self.count("<article ", in: html) == 2)
        #expect(Self.count("<svg ", in: html) == 2)
        #expect(!html.contains("class=\"matching\""))
    }

    @Test("every passing configuration of a document without diagnostics is one card; another document has its own")
    func passingConfigurationsAreOneCard() {
        let fine = [("fine", "root", LayoutRect(x: 16, y: 60, width: 100, height: 20))]
        var results = ["iphone-se-2-3", "iphone-6.1inch-2020", "ipad-pro-11inch"].flatMap { device in
            LayoutDirection.allCases.map { direction in
                Fixtures.handMade(fine, label: ConfigurationLabel(deviceID: device, direction: direction))
            }
        }
        results.append(Fixtures.handMade(fine, name: "other"))
        let report = LayoutReport(results: results)
        let html = report.html
        #expect(Self.count("<article ", in: html) == 2)
        #expect(html.contains("<span class=\"matching\">6 of 6</span>"))
        #expect(Self.count("<li class=\"configuration\"", in: html) == 7)
        #expect(html.contains("0 of 6 configurations with problems, in 1 card"))
    }

    @Test("configurations not solved share a card when their reason is the same")
    func unsolvedByReason() {
        let entries = ["ipad-11inch", "ipad-pro-11inch", "iphone-se-2-3"].map { device in
            ReportEntry.unsolved(UnsolvedConfiguration(
                documentName: "cell", label: ConfigurationLabel(deviceID: device),
                message: device.hasPrefix("ipad") ? "variants 2 and 5 both set 'spacing' for wR" : "no root view"))
        }
        let html = LayoutReport(entries: entries).html
        #expect(Self.count("<article ", in: html) == 2)
        #expect(Self.count("<svg ", in: html) == 0)
        #expect(html.contains("data-status=\"error\" data-kinds=\"\" data-configurations=\"2\""))
    }

    @Test("--report-pictures every: a card and a picture per configuration")
    func everyConfigurationPictured() {
        let results = [Self.zeroWidth("badge", device: "iphone-se-2-3"), Self.zeroWidth("badge", device: "ipad-pro-11inch")]
        let html = LayoutReport(results: results, pictures: .every).html
        #expect(Self.count("<article ", in: html) == 2)
        #expect(Self.count("<svg ", in: html) == 2)
        #expect(html.contains(MarkupText.escaped(results[1].layout.diagnostics[0].message)))
        #expect(html.contains("2 configurations, in 2 cards"))
        // The files for programs do not depend on the pictures.
        let grouped = LayoutReport(results: results)
        #expect(grouped.json == LayoutReport(results: results, pictures: .every).json)
        #expect(grouped.junitXML == LayoutReport(results: results, pictures: .every).junitXML)
    }
}
