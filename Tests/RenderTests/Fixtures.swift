import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LayoutInterchange
import TestSupport

/// Results to render: example documents solved on catalog devices, and small
/// hand-made results whose every number is known.
enum Fixtures {
    static func document(_ name: String) throws -> LayoutDocument {
        let url = SharedPaths.examples.appendingPathComponent(name)
        return try DocumentReader.read(Array(try Data(contentsOf: url)), file: name)
    }

    static func solved(
        _ name: String, device: String = "iphone-6.1inch-island", orientation: Orientation = .portrait,
        contentSize: ContentSizeCategory = .large, direction: LayoutDirection = .leftToRight, revision: Int? = nil
    ) throws -> ConfigurationResult {
        let configuration = try DeviceConfiguration(
            deviceNamed: device, orientation: orientation, contentSize: contentSize, direction: direction)
        return try ConfigurationResult.solving(try document(name), revision: revision, configuration: configuration)
    }

    static let phone = LayoutSize(width: 390, height: 844)

    /// A 390×844 window with a 47/34 safe area and 16-point side margins; `views` are
    /// `(id, parent, frame in root coordinates)`, the root implied.
    static func handMade(
        _ views: [(String, String, LayoutRect)], diagnostics: [LayoutDiagnostic] = [], name: String = "hand",
        revision: Int? = nil, label: ConfigurationLabel = ConfigurationLabel(deviceID: "iphone-6.1inch-2020")
    ) -> ConfigurationResult {
        let root = LayoutRect(x: 0, y: 0, width: phone.width, height: phone.height)
        var frames = ["root": ItemFrame(inRoot: root, inSuperview: root)]
        var rendered = [RenderedView(id: "root", className: "UIView", parent: nil)]
        for (id, parent, frame) in views {
            let origin = frames[parent]?.inRoot ?? root
            frames[id] = ItemFrame(inRoot: frame, inSuperview: frame.offsetBy(dx: -origin.x, dy: -origin.y))
            rendered.append(RenderedView(id: id, className: "UILabel", parent: parent))
        }
        return ConfigurationResult(
            documentName: name, revision: revision, label: label, containerSize: phone,
            safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
            rootLayoutMargins: EdgeInsets(top: 47, left: 16, bottom: 34, right: 16), views: rendered,
            layout: LayoutResult(frames: frames, diagnostics: diagnostics, scale: 3))
    }
}

/// A parsed SVG or XML document, for asserting on structure rather than on text.
enum Markup {
    static func parse(_ text: String) throws -> XMLDocument {
        try XMLDocument(xmlString: text, options: [])
    }

    /// Every element named `name` below `root`, depth first.
    static func elements(_ name: String, in node: XMLNode) -> [XMLElement] {
        var found: [XMLElement] = []
        for child in node.children ?? [] {
            if let element = child as? XMLElement {
                if element.name == name { found.append(element) }
                found += elements(name, in: element)
            }
        }
        return found
    }

    static func attribute(_ element: XMLElement, _ name: String) -> String? {
        // By local name: FoundationXML's lookup by name misses attributes of elements in
        // the SVG default namespace.
        (element.attributes ?? []).first { ($0.localName ?? $0.name) == name }?.stringValue
    }
}
