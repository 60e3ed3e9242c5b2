import Foundation
import LayoutDB
import LayoutInterchange
import LayoutModel
import Testing

/// The controllers around a document survive an export: the writer says them as
/// simulated bar metrics, which the importer reads back as the same
/// ``ControllerContainment``. Before, a re-import saw a plain full-screen controller, and
/// a view pinned to the safe area moved by the bars' height (133 of the 280 documents of
/// the unseen files in FIDELITY.md, "Unseen files (session 4)").
@Suite("Interface Builder export of controller containment")
struct ExportContainmentTests {
    let files = ContainmentBehaviourTests()

    /// The document `id` of `data` exported as `format` and imported again.
    func reimported(_ data: Data, controller id: String, as format: InterfaceBuilderWriter.Format) throws -> (LayoutDocument, LayoutDocument) {
        let documents = try InterfaceBuilderDocument.importFile(data: data, fileName: "t.storyboard").scenes
        let original = try #require(documents.first { $0.sourceID == id }).document
        let text = InterfaceBuilderWriter.write(original, as: format, device: ("retina4_7", .portrait))
        let again = try InterfaceBuilderDocument.importFile(data: Data(text.utf8), fileName: "out." + format.rawValue)
        try #require(again.documents.count == 1)
        return (original, again.documents[0])
    }

    func frame(of view: String, in document: LayoutDocument) throws -> LayoutRect? {
        let solved = try LayoutSolving.solve(
            document, revision: nil, setup: SolveSetup(configuration: DeviceConfiguration(deviceNamed: "retina4_7")))
        return solved.views.first { $0.id == view }?.frame
    }

    /// The root of a translucent navigation controller that is a tab of a translucent tab
    /// bar controller: on a 4.7-inch iPhone its safe area is 20 + 44 = 64 on top and 49
    /// below, so the view pinned to it is (0, 64, 375, 667 − 64 − 49 = 554), before and
    /// after the round trip, as a storyboard and as a xib.
    @Test("translucent navigation and tab bars come back from a storyboard and a xib")
    func translucentBars() throws {
        let data = files.storyboard("""
            \(files.tabBarScene())
            \(files.navigationScene(root: "one", barY: 20))
            \(files.controllerScene("one", height: 667, box: LayoutRect(x: 0, y: 64, width: 375, height: 554), pinBottom: true))
            """)
        for format in InterfaceBuilderWriter.Format.allCases {
            let (original, again) = try reimported(data, controller: "one", as: format)
            #expect(original.containment == ControllerContainment(navigationBar: .translucent, tabBar: .translucent))
            #expect(again.containment == original.containment, "\(format)")
            #expect(try frame(of: "b_one", in: again) == LayoutRect(x: 0, y: 64, width: 375, height: 554), "\(format)")
        }
    }

    /// Opaque bars shorten the root: 667 − 20 − 44 − 49 = 554 high with no safe area, so
    /// the pinned view is (0, 0, 375, 554). A storyboard also keeps the controller's
    /// `automaticallyAdjustsScrollViewInsets="NO"`; a xib has no controller to say it on,
    /// and keeps the bars only.
    @Test("opaque bars and automaticallyAdjustsScrollViewInsets come back from a storyboard")
    func opaqueBars() throws {
        let controller = files.controllerScene("one", height: 554, box: LayoutRect(x: 0, y: 0, width: 375, height: 554), pinBottom: true)
            .replacingOccurrences(of: #"<viewController id="one""#, with: #"<viewController automaticallyAdjustsScrollViewInsets="NO" id="one""#)
        let data = files.storyboard("""
            \(files.tabBarScene(translucent: false))
            \(files.navigationScene(root: "one", barY: 20, translucent: false))
            \(controller)
            """)
        let expected = ControllerContainment(navigationBar: .opaque, tabBar: .opaque, automaticallyAdjustsScrollViewInsets: false)
        let (original, storyboard) = try reimported(data, controller: "one", as: .storyboard)
        #expect(original.containment == expected)
        #expect(storyboard.containment == expected)
        #expect(try frame(of: "b_one", in: storyboard) == LayoutRect(x: 0, y: 0, width: 375, height: 554))
        let (_, xib) = try reimported(data, controller: "one", as: .xib)
        #expect(xib.containment == ControllerContainment(navigationBar: .opaque, tabBar: .opaque))
        #expect(try frame(of: "b_one", in: xib) == LayoutRect(x: 0, y: 0, width: 375, height: 554))
    }

    /// A document in no container writes no simulated bars, so it stays a full-screen
    /// controller (the pinned view under the 20-pt status bar).
    @Test("a full-screen controller gets no simulated bars")
    func noBars() throws {
        let data = files.storyboard(
            files.controllerScene("one", height: 667, box: LayoutRect(x: 0, y: 20, width: 375, height: 647), pinBottom: true))
        for format in InterfaceBuilderWriter.Format.allCases {
            let (original, again) = try reimported(data, controller: "one", as: format)
            let text = InterfaceBuilderWriter.write(original, as: format)
            #expect(!text.contains("simulated"))
            #expect(again.containment == .none)
            #expect(try frame(of: "b_one", in: again) == LayoutRect(x: 0, y: 20, width: 375, height: 647))
        }
    }

    /// A navigation controller's toolbar above a tab bar, as ONLYOFFICE's documents
    /// storyboard has it (the ninth sweep): Interface Builder simulates one bottom bar, so
    /// a storyboard export writes the tab bar controller and the navigation controller
    /// around the controller. On a 4.7-inch iPhone, translucent bars give a safe area of
    /// 20 + 44 = 64 on top and 49 + 44 = 93 below, so the pinned view is (0, 64, 375,
    /// 667 − 64 − 93 = 510) before and after; the export used to come back with the tab
    /// bar alone (554 high). A xib keeps the tab bar and says it loses the toolbar.
    @Test("a toolbar above a tab bar comes back from a storyboard, and a xib says it loses the toolbar")
    func toolbarAboveTabBar() throws {
        let data = files.storyboard("""
            \(files.tabBarScene())
            \(files.navigationScene(root: "one", barY: 20).replacingOccurrences(of: #"id="nav""#, with: #"toolbarHidden="NO" id="nav""#))
            \(files.controllerScene("one", height: 667, box: LayoutRect(x: 0, y: 64, width: 375, height: 510), pinBottom: true))
            """)
        let expected = ControllerContainment(navigationBar: .translucent, tabBar: .translucent, toolbar: .translucent)
        let (original, again) = try reimported(data, controller: "one", as: .storyboard)
        #expect(original.containment == expected)
        #expect(again.containment == expected)
        #expect(again.name.hasSuffix("#one"), "the controller keeps its id, not a container's")
        #expect(try frame(of: "b_one", in: again) == LayoutRect(x: 0, y: 64, width: 375, height: 510))
        #expect(InterfaceBuilderExportLoss.losses(of: original, as: .storyboard).isEmpty)
        let text = InterfaceBuilderWriter.write(original, as: .storyboard, device: ("retina4_7", .portrait))
        let problems = try ExportConformanceTests.problems(text, format: .storyboard)
        #expect(problems == [])

        let (_, xib) = try reimported(data, controller: "one", as: .xib)
        #expect(xib.containment == ControllerContainment(navigationBar: .translucent, tabBar: .translucent))
        #expect(InterfaceBuilderExportLoss.losses(of: original, as: .xib).contains { $0.hasPrefix("containment's toolbar is left out") })
    }

    /// With no navigation bar and an opaque tab bar, the navigation controller is written
    /// with its bar hidden: the root ends at the tab bar (667 − 49 = 618) and the
    /// translucent toolbar above it adds 44 to the safe area, so the pinned view is (0, 20,
    /// 375, 618 − 20 − 44 = 554) before and after the round trip.
    @Test("a toolbar above an opaque tab bar with no navigation bar comes back from a storyboard")
    func toolbarAboveOpaqueTabBarWithoutNavigationBar() throws {
        let data = files.storyboard(
            files.controllerScene("one", height: 667, box: LayoutRect(x: 0, y: 20, width: 375, height: 554), pinBottom: true))
        var original = try InterfaceBuilderDocument.importFile(data: data, fileName: "t.storyboard").documents[0]
        original.containment = ControllerContainment(tabBar: .opaque, toolbar: .translucent)
        let text = InterfaceBuilderWriter.write(original, as: .storyboard, device: ("retina4_7", .portrait))
        #expect(text.contains(#"navigationBarHidden="YES" toolbarHidden="NO""#))
        let again = try InterfaceBuilderDocument.importFile(data: Data(text.utf8), fileName: "out.storyboard")
        try #require(again.documents.count == 1)
        #expect(again.documents[0].containment == original.containment)
        #expect(try frame(of: "b_one", in: original) == LayoutRect(x: 0, y: 20, width: 375, height: 554))
        #expect(try frame(of: "b_one", in: again.documents[0]) == LayoutRect(x: 0, y: 20, width: 375, height: 554))
    }
}
