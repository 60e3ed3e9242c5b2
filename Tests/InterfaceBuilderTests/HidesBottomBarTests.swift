import Foundation
import LayoutDB
import LayoutInterchange
import LayoutModel
import Testing

/// A controller pushed with `hidesBottomBarWhenPushed="YES"` is not in its navigation
/// controller's tab bar: UIKit hides the tab bar while the controller is on the stack, so
/// the controllers it pushes have none either. Gordian Cosigner (Xcode 12, a 6.1-inch
/// canvas) pushes six such controllers from tabs and records every view pinned to their
/// safe area's bottom 49 points lower than under a tab bar. The storyboards are the
/// 4.7-inch ones of ``ContainmentBehaviourTests``: a translucent navigation bar and tab
/// bar, so a pushed view pinned to the safe area's top and bottom is (0, 64, 375, 603)
/// without the tab bar and 554 high with it.
@Suite("Interface Builder hidesBottomBarWhenPushed")
struct HidesBottomBarTests {
    let scenes = ContainmentBehaviourTests()

    /// The tab's root pushes `two`, which hides the bottom bar and pushes `three`.
    func storyboard(hides: Bool) -> Data {
        let two = scenes.controllerScene(
            "two", height: 667, box: LayoutRect(x: 0, y: 64, width: 375, height: hides ? 603 : 554), pinBottom: true,
            connections: #"<segue destination="three" kind="show" id="sg-three"/>"#)
        return scenes.storyboard(
            """
            \(scenes.tabBarScene())
            \(scenes.navigationScene(root: "one", barY: 20))
            \(scenes.controllerScene("one", height: 667, box: LayoutRect(x: 0, y: 64, width: 375, height: 554), pinBottom: true,
                connections: #"<segue destination="two" kind="show" id="sg-show"/>"#))
            \(hides ? two.replacingOccurrences(of: #"<viewController id="two""#, with: #"<viewController hidesBottomBarWhenPushed="YES" id="two""#) : two)
            \(scenes.controllerScene("three", height: 667, box: LayoutRect(x: 0, y: 64, width: 375, height: hides ? 603 : 554), pinBottom: true))
            """)
    }

    @Test("a controller pushed with hidesBottomBarWhenPushed, and what it pushes, have no tab bar")
    func hidesTheTabBar() throws {
        let data = storyboard(hides: true)
        scenes.expectAllMatch(data, compared: 3)
        let documents = try InterfaceBuilderDocument.parse(data: data, fileName: "t.storyboard")
        #expect(documents.map(\.containment) == [
            ControllerContainment(navigationBar: .translucent, tabBar: .translucent),
            ControllerContainment(navigationBar: .translucent),
            ControllerContainment(navigationBar: .translucent),
        ])
    }

    /// Without the flag the pushed controllers keep the tab bar; with it, the tab's root
    /// (not pushed) keeps it too.
    @Test("without the flag, and for a navigation controller's root, the tab bar stays")
    func keepsTheTabBar() throws {
        scenes.expectAllMatch(storyboard(hides: false), compared: 3)
        let rootHides = scenes.storyboard(
            """
            \(scenes.tabBarScene())
            \(scenes.navigationScene(root: "one", barY: 20))
            \(scenes.controllerScene("one", height: 667, box: LayoutRect(x: 0, y: 64, width: 375, height: 554), pinBottom: true)
                .replacingOccurrences(of: #"<viewController id="one""#, with: #"<viewController hidesBottomBarWhenPushed="YES" id="one""#))
            """)
        scenes.expectAllMatch(rootHides, compared: 1)
    }
}
