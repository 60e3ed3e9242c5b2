import Foundation
import LayoutInterchange
import LayoutModel
import Testing

/// Views whose class is not a `UI…` class but has a tag of its own (`<mapView>` is
/// MKMapView, `<wkWebView>` WKWebView) are written with that tag and no custom class; a
/// class with no tag is a custom class on a `<view>`. Before, the writer gave every class
/// outside `UI…` a `customClass`, so a map view came back with a custom class the file
/// never had (4 of the unseen files of FIDELITY.md, "Unseen files (session 4)").
@Suite("Interface Builder export of view classes")
struct ExportViewClassTests {
    func document() -> LayoutDocument {
        let map = ViewNode(id: "map", className: "MKMapView")
        let web = ViewNode(id: "web", className: "WKWebView")
        let custom = ViewNode(id: "chart", className: "BarChartView")
        var subclassed = ViewNode(id: "sub", className: "MKMapView")
        subclassed.customClass = "ClusterMapView"
        return LayoutDocument(name: "d", root: ViewNode(id: "root", subviews: [map, web, custom, subclassed]))
    }

    @Test("a class with its own tag is written with the tag and no custom class, and comes back the same")
    func tagClasses() throws {
        for format in InterfaceBuilderWriter.Format.allCases {
            let text = InterfaceBuilderWriter.write(document(), as: format)
            #expect(text.contains("<mapView ") && text.contains("<wkWebView "), "\(format)")
            #expect(!text.contains(#"customClass="MKMapView""#), "\(format)")
            #expect(!text.contains(#"customClass="WKWebView""#), "\(format)")
            #expect(text.contains(#"customClass="BarChartView""#), "\(format)")
            #expect(text.contains(#"customClass="ClusterMapView""#), "\(format)")
            let again = try #require(try InterfaceBuilderDocument.parse(data: Data(text.utf8), fileName: "out." + format.rawValue).first)
            let views = again.root.subviews.map { "\($0.id) \($0.className) \($0.customClass ?? "-")" }
            #expect(views == ["map MKMapView -", "web WKWebView -", "chart UIView BarChartView", "sub MKMapView ClusterMapView"], "\(format)")
        }
    }
}
