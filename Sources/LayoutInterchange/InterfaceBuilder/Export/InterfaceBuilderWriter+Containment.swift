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
    /// tab bar and a toolbar is written with the tab bar only here. A storyboard says that
    /// case with its containers instead (``containerScenes(_:around:context:)``); a xib
    /// cannot, and the export says it loses the toolbar (``InterfaceBuilderExportLoss``).
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

    /// The container scenes a storyboard needs for a containment that simulated metrics
    /// cannot say: a tab bar and a navigation controller's toolbar together (Interface
    /// Builder simulates one bottom bar, and the importer reads a simulated toolbar as the
    /// only one). They are written as UIKit builds them: a tab bar controller whose tab is
    /// a navigation controller showing its toolbar (`toolbarHidden="NO"`, and
    /// `navigationBarHidden="YES"` when the document has no navigation bar), whose root is
    /// the document's controller. The importer reads that back as the same containment, as
    /// it reads ONLYOFFICE's documents storyboard (the ninth sweep, FIDELITY.md), and makes
    /// no document of the containers, which have no view.
    ///
    /// Nil when simulated metrics say it all. Otherwise the tab bar controller's id (the
    /// storyboard's initial controller) and the two scenes, in the order Xcode's templates
    /// list them (the tab bar controller first).
    static func containerScenes(
        _ containment: ControllerContainment, around controllerID: String, context: inout IBExportContext
    ) -> (initialID: String, scenes: [IBXMLNode])? {
        guard let tabBar = containment.tabBar, let toolbar = containment.toolbar else { return nil }
        let navigationID = context.freshID()
        var navigation = IBXMLNode("navigationController")
        if containment.navigationBar == nil { navigation.set("navigationBarHidden", "YES") }
        navigation.set("toolbarHidden", "NO")
        navigation.set("id", navigationID)
        navigation.set("sceneMemberID", "viewController")
        var navigationBar = IBXMLNode("navigationBar", [("key", "navigationBar"), ("contentMode", "scaleToFill")])
        if containment.navigationBar == .opaque { navigationBar.set("translucent", "NO") }
        navigationBar.set("id", context.freshID())
        navigationBar.children = [IBXMLNode("autoresizingMask", [("key", "autoresizingMask")])]
        var toolbarNode = IBXMLNode("toolbar", [
            ("key", "toolbar"), ("opaque", "NO"), ("clearsContextBeforeDrawing", "NO"), ("contentMode", "scaleToFill"),
        ])
        if toolbar == .opaque { toolbarNode.set("translucent", "NO") }
        toolbarNode.set("id", context.freshID())
        toolbarNode.children = [IBXMLNode("autoresizingMask", [("key", "autoresizingMask")])]
        navigation.children = [
            navigationBar, toolbarNode,
            relationship(to: controllerID, "rootViewController", id: context.freshID()),
        ]

        let tabBarID = context.freshID()
        var tabBarNode = IBXMLNode("tabBar", [("key", "tabBar"), ("contentMode", "scaleToFill")])
        if tabBar == .opaque { tabBarNode.set("translucent", "NO") }
        tabBarNode.set("id", context.freshID())
        tabBarNode.children = [IBXMLNode("autoresizingMask", [("key", "autoresizingMask")])]
        let tabBarController = IBXMLNode("tabBarController", [("id", tabBarID), ("sceneMemberID", "viewController")], children: [
            tabBarNode, relationship(to: navigationID, "viewControllers", id: context.freshID()),
        ])
        return (tabBarID, [
            containerScene(tabBarController, context: &context),
            containerScene(navigation, context: &context),
        ])
    }

    /// `<connections>` with one relationship segue to `destination`.
    private static func relationship(to destination: String, _ relationship: String, id: String) -> IBXMLNode {
        IBXMLNode("connections", children: [
            IBXMLNode("segue", [
                ("destination", destination), ("kind", "relationship"), ("relationship", relationship), ("id", id),
            ]),
        ])
    }

    /// A scene holding `controller` and its first responder placeholder, as Xcode writes one.
    static func containerScene(_ controller: IBXMLNode, context: inout IBExportContext) -> IBXMLNode {
        let responder = IBXMLNode("placeholder", [
            ("placeholderIdentifier", "IBFirstResponder"), ("id", context.freshID()), ("userLabel", "First Responder"),
            ("customClass", "UIResponder"), ("sceneMemberID", "firstResponder"),
        ])
        return IBXMLNode("scene", [("sceneID", context.freshID())], children: [
            IBXMLNode("objects", children: [controller, responder]),
            IBXMLNode("point", [("key", "canvasLocation"), ("x", "0.0"), ("y", "0.0")]),
        ])
    }
}
