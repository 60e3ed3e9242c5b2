extension InterfaceBuilderWriter {
    /// The document's ``ControllerContainment`` as Interface Builder's simulated metrics,
    /// the one form a single scene or xib view can say it in (the containers themselves
    /// would be scenes and segues of their own). The importer reads them back as the same
    /// containment (``IBContainment``: a controller in no container that carries simulated
    /// bars was designed for them), so a document shown under a navigation or tab bar
    /// keeps its bars, and its layout, through an export and re-import.
    ///
    /// Xcode writes `<simulatedNavigationBarMetrics key="simulatedTopBarMetrics">` with
    /// `translucent="NO"` for an opaque bar and `prompted="NO"` always (Settings:482,
    /// Display:1662), and `<simulatedTabBarMetrics key="simulatedBottomBarMetrics">` or
    /// `<simulatedToolbarMetrics key="simulatedBottomBarMetrics">` likewise; on a
    /// storyboard's controller after its view, on a xib's top-level view after its
    /// constraints. Interface Builder has one simulated bottom bar: a document with both a
    /// tab bar and a toolbar is written with the tab bar only (decision: the toolbar is
    /// lost in that export, and said so in FIDELITY.md).
    static func simulatedBarMetrics(_ containment: ControllerContainment) -> [IBXMLNode] {
        var nodes: [IBXMLNode] = []
        if let bar = containment.navigationBar {
            var node = IBXMLNode("simulatedNavigationBarMetrics", [("key", "simulatedTopBarMetrics")])
            if bar == .opaque { node.set("translucent", "NO") }
            node.set("prompted", "NO")
            nodes.append(node)
        }
        if let bar = containment.tabBar {
            var node = IBXMLNode("simulatedTabBarMetrics", [("key", "simulatedBottomBarMetrics")])
            if bar == .opaque { node.set("translucent", "NO") }
            nodes.append(node)
        } else if let bar = containment.toolbar {
            var node = IBXMLNode("simulatedToolbarMetrics", [("key", "simulatedBottomBarMetrics")])
            if bar == .opaque { node.set("translucent", "NO") }
            nodes.append(node)
        }
        return nodes
    }
}
