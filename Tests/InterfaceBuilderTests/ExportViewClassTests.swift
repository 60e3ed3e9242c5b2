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

    /// A `UI…` class whose rest is no XML name (a damaged document's `UIImageVi␁ew`) was
    /// written as the element `<imageVi␁ew>`, and the file was malformed XML (found by
    /// `Benchmarks/fuzz-import`). It is a `<view>` with that custom class, and comes back.
    @Test("a UI class whose name is not an XML name is written as a view with a custom class, and comes back")
    func unwritableTagClass() throws {
        let odd = "UIImageVi\u{0CD7}\u{2401}ew"
        let document = LayoutDocument(
            name: "d", root: ViewNode(id: "root", subviews: [ViewNode(id: "odd", className: odd), ViewNode(id: "dots", className: "UI.Bar")]))
        for format in InterfaceBuilderWriter.Format.allCases {
            let text = InterfaceBuilderWriter.write(document, as: format)
            #expect(text.contains("customClass=\"\(odd)\""), "\(format)")
            let again = try #require(try InterfaceBuilderDocument.parse(data: Data(text.utf8), fileName: "out." + format.rawValue).first)
            let views = again.root.subviews.map { "\($0.id) \($0.className) \($0.customClass ?? "-")" }
            #expect(views == ["odd UIView \(odd)", "dots UIView UI.Bar"], "\(format)")
        }
    }
}
