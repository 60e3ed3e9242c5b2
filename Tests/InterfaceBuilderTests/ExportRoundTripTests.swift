import Foundation
import LayoutInterchange
import Testing

/// Import → export → import over every corpus file: the second import must give the
/// same items, constraints and variants as the first, modulo what the format cannot
/// carry (``InterfaceBuilderWriter``): here, the name, frames and recorded frames (the
/// export writes the solved or document frame), and multiplier spelling.
@Suite("Interface Builder export")
struct ExportRoundTripTests {
    @Test("every corpus document survives export and re-import", arguments: Corpus.fileNames)
    func roundTrip(name: String) throws {
        let first = try Corpus.load(name)
        let format: InterfaceBuilderWriter.Format = first.kind == .storyboard ? .storyboard : .xib
        for document in first.documents {
            let text = InterfaceBuilderWriter.write(
                document, as: format, device: first.canvas.interfaceBuilderDeviceID.map { ($0, first.canvas.orientation) })
            let again = try InterfaceBuilderDocument.importFile(data: Data(text.utf8), fileName: "out." + format.rawValue)
            try #require(again.documents.count == 1, "\(document.name)")
            let second = again.documents[0]
            #expect(Comparable(second) == Comparable(document), "\(document.name)")
            let a = Comparable(document), b = Comparable(second)
            if a != b {
                if a.views != b.views {
                    for (x, y) in zip(a.views, b.views) where x != y { Issue.record("view \(x)\n  vs \(y)") ; break }
                    if a.views.count != b.views.count { Issue.record("view counts \(a.views.count) vs \(b.views.count): \(b.views.map { "\($0.id):\($0.className)" })") }
                }
                for c in a.constraints.subtracting(b.constraints).prefix(3) { Issue.record("lost \(c)") }
                for c in b.constraints.subtracting(a.constraints).prefix(3) { Issue.record("gained \(c)") }
                for v in a.variants.subtracting(b.variants).prefix(3) { Issue.record("lost variant \(v)") }
                for v in b.variants.subtracting(a.variants).prefix(3) { Issue.record("gained variant \(v)") }
                if a.guides != b.guides { Issue.record("guides \(a.guides) vs \(b.guides)") }
                if a.containment != b.containment { Issue.record("containment \(a.containment) vs \(b.containment)") }
            }
        }
    }

    @Test("the export is an Interface Builder document Xcode recognises")
    func header() throws {
        let first = try Corpus.load("duckduckgo__iOS__Tab.storyboard")
        let text = InterfaceBuilderWriter.write(first.documents[0], as: .storyboard, device: ("ipad9_7", .portrait))
        #expect(text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\""))
        #expect(text.contains("<device id=\"ipad9_7\" orientation=\"portrait\""))
        #expect(text.contains("<scenes>"))
        #expect(text.contains("<viewLayoutGuide key=\"safeArea\""))
        #expect(text.contains("<variation key=\"heightClass=compact\""))
        #expect(text.contains("<stackView"))
        let xibText = InterfaceBuilderWriter.write(first.documents[0], as: .xib)
        #expect(xibText.contains("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\""))
        #expect(xibText.contains("placeholderIdentifier=\"IBFilesOwner\""))
    }

    /// A document reduced to what a round trip must keep.
    struct Comparable: Hashable {
        var views: [ViewNode]
        var guides: [LayoutGuideNode]
        var constraints: Set<ConstraintSpec>
        var variants: Set<Variant>
        var designDevice: String?
        var containment: ControllerContainment

        init(_ document: LayoutDocument) {
            var views: [ViewNode] = []
            func visit(_ node: ViewNode) {
                var flat = node
                flat.subviews = []
                flat.frame = LayoutRect(x: 0, y: 0, width: 0, height: 0)
                flat.recordedFrame = nil
                views.append(flat)
                node.subviews.forEach(visit)
            }
            visit(document.root)
            self.views = views
            guides = document.guides
            constraints = Set(document.specs)
            variants = Set(document.variants.map { variant in
                var variant = variant
                variant.changes = variant.changes.filter {
                    if case .recordedFrame = $0 { return false }
                    if case .frame = $0 { return false }
                    return true
                }
                return variant
            }.filter { $0.installed != nil || !$0.changes.isEmpty })
            designDevice = document.designDevice
            containment = document.containment
        }
    }
}
