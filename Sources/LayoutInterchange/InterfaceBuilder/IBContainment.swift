/// Which container controllers show each view controller of a file, read from its
/// segues and simulated metrics (IB-NOTES.md §1.2): the ``ControllerContainment`` of each
/// controller's document, and what the design canvas drew for it.
///
/// How a controller comes to be in a container:
/// - a navigation controller's `rootViewController` relationship puts it under that
///   controller's bar (none when `navigationBarHidden`; opaque when the bar says
///   `translucent="NO"`), above its toolbar when `toolbarHidden="NO"` shows one (opaque
///   when its `<toolbar key="toolbar">` says `translucent="NO"`), and in whatever tab bar
///   the navigation controller is in;
/// - a tab bar controller's `viewControllers` relationship makes it a tab (opaque bar
///   when `translucent="NO"`);
/// - a split view controller's `masterViewController` and `detailViewController` share
///   the split view controller's tab bar;
/// - a `push` or `show` segue puts the destination in the source's navigation
///   controller, with its bars and toolbar (but not its tab bar when the destination
///   says `hidesBottomBarWhenPushed="YES"`: UIKit hides the tab bar while it is on the
///   navigation stack, so the controllers it pushes in turn have none either), or, from
///   a controller in no navigation
///   controller that carries a simulated navigation bar, under that bar (what the canvas
///   draws for the destination's inferred top bar);
/// - a controller in none of these that carries simulated metrics
///   (`simulatedTopBarMetrics` a navigation bar, `simulatedBottomBarMetrics` a tab bar
///   or, `<simulatedToolbarMetrics>`, a toolbar) was designed for those bars: that is
///   what Interface Builder lays its root out under, and the only thing the file says
///   about where the controller goes.
///
/// A controller with `extendedLayoutIncludesOpaqueBars="YES"` extends under its opaque
/// bars too: it is laid out as under translucent ones. A controller that leaves an edge
/// out of `edgesForExtendedLayout` is not under that edge's bar, whatever the bar's
/// style: it is laid out as under an opaque one.
///
/// Decisions: a modal segue (`modal`, `presentation`, `popoverPresentation`) ends the
/// containment (a presented controller is not in its presenter's containers);
/// `showDetail`, `embed` and custom segues give nothing; a navigation controller's own
/// simulated toolbar metrics are not read (its toolbar shows for its children only with
/// `toolbarHidden="NO"`).
struct IBContainment {
    /// By controller IB id; only controllers in some container.
    private(set) var containment: [String: ControllerContainment] = [:]
    /// The recorded frame of the navigation bar a controller is shown under, when its
    /// navigation controller records one: the bar Interface Builder drew on the canvas.
    private(set) var navigationBarFrames: [String: LayoutRect] = [:]
    /// Controllers that are the destination of a modal segue with the default style
    /// (a page sheet since iOS 13), of a popover presentation (a sheet on a phone), or of
    /// a `show` segue from a controller under no navigation bar (presented modally).
    private(set) var presentedAsSheet: Set<String> = []
    /// Controllers that are the destination of an `embed` segue: a child controller whose
    /// view fills a container view of its parent's.
    private(set) var embedded: Set<String> = []

    private struct Edge {
        enum Kind { case navigationRoot, tab, split, push }
        var kind: Kind
        var source: String
        var destination: String
    }

    init(root: IBElement, values: IBValueReader) {
        var controllers: [String: IBElement] = [:]
        var edges: [Edge] = []
        var groups = root.children(named: "objects")
        for scenes in root.children(named: "scenes") {
            for scene in scenes.children(named: "scene") { groups += scene.children(named: "objects") }
        }
        for group in groups {
            for object in group.children where object["sceneMemberID"] == "viewController" {
                guard let id = object["id"] else { continue }
                controllers[id] = object
                Self.visitSegues(in: object) { segue in
                    guard let destination = segue["destination"] else { return }
                    switch (segue["kind"], segue["relationship"]) {
                    case ("relationship", "rootViewController"?):
                        edges.append(Edge(kind: .navigationRoot, source: id, destination: destination))
                    case ("relationship", "viewControllers"?):
                        edges.append(Edge(kind: .tab, source: id, destination: destination))
                    case ("relationship", "masterViewController"?), ("relationship", "detailViewController"?):
                        edges.append(Edge(kind: .split, source: id, destination: destination))
                    case ("push", _), ("show", _):
                        edges.append(Edge(kind: .push, source: id, destination: destination))
                    case ("embed", _):
                        embedded.insert(destination)
                    case ("modal", _), ("presentation", _), ("popoverPresentation", _):
                        let style = segue["modalPresentationStyle"] ?? ""
                        if !style.lowercased().contains("fullscreen") { presentedAsSheet.insert(destination) }
                    default:
                        break
                    }
                }
            }
        }

        // Propagate along the edges until nothing changes (chains are short; cycles of
        // push segues end because a state, once set, is only ever the same again).
        var changed = true
        var rounds = 0
        while changed && rounds <= edges.count {
            changed = false
            rounds += 1
            for edge in edges {
                guard let source = controllers[edge.source] else { continue }
                var state = containment[edge.destination] ?? .none
                let inherited = containment[edge.source] ?? .none
                switch edge.kind {
                case .navigationRoot:
                    if !source.flag("navigationBarHidden") {
                        let bar = source.child(named: "navigationBar", key: "navigationBar")
                        state.navigationBar = bar?["translucent"] == "NO" ? .opaque : .translucent
                        if let bar, let frame = bar.child(named: "rect", key: "frame"), let rect = try? values.rect(frame) {
                            navigationBarFrames[edge.destination] = rect
                        }
                    }
                    state.tabBar = state.tabBar ?? inherited.tabBar
                    if source["toolbarHidden"] == "NO" {
                        let bar = source.child(named: "toolbar", key: "toolbar")
                        state.toolbar = bar?["translucent"] == "NO" ? .opaque : .translucent
                    }
                case .tab:
                    let bar = source.child(named: "tabBar", key: "tabBar")
                    state.tabBar = bar?["translucent"] == "NO" ? .opaque : .translucent
                case .split:
                    state.tabBar = state.tabBar ?? inherited.tabBar
                case .push:
                    guard let bar = inherited.navigationBar ?? Self.designedBar(pushedFrom: source, to: controllers[edge.destination])
                    else { continue }
                    state.navigationBar = state.navigationBar ?? bar
                    if controllers[edge.destination]?.flag("hidesBottomBarWhenPushed") != true {
                        state.tabBar = state.tabBar ?? inherited.tabBar
                    }
                    state.toolbar = state.toolbar ?? inherited.toolbar
                    if navigationBarFrames[edge.destination] == nil, let frame = navigationBarFrames[edge.source] {
                        navigationBarFrames[edge.destination] = frame
                    }
                }
                if state != (containment[edge.destination] ?? .none) {
                    containment[edge.destination] = state
                    changed = true
                }
            }
        }

        for (id, controller) in controllers {
            var state = containment[id] ?? .none
            if state.navigationBar == nil, let bar = Self.simulatedBar(controller, "simulatedNavigationBarMetrics") {
                state.navigationBar = bar
            }
            if state.tabBar == nil, let bar = Self.simulatedBar(controller, "simulatedTabBarMetrics") {
                state.tabBar = bar
            }
            // Interface Builder simulates one bottom bar: a controller that names a toolbar
            // as its bottom bar is drawn above that toolbar alone, even as a tab.
            // OwnTracks's map (Xcode 26, a 6.9-inch canvas whose notch insets the canvas
            // doubles) is the root of a navigation controller that is a tab, with a
            // simulated toolbar, and records its bottom layout guide 117 = 68 + 49 above
            // the root's bottom: one bar, not a tab bar and a toolbar.
            if let bar = Self.simulatedBar(controller, "simulatedToolbarMetrics") {
                state.toolbar = state.toolbar ?? bar
                state.tabBar = nil
            }
            if controller["automaticallyAdjustsScrollViewInsets"] == "NO" { state.automaticallyAdjustsScrollViewInsets = false }
            Self.applyExtendedEdges(of: controller, to: &state)
            containment[id] = state == .none ? nil : state
        }

        // UIKit's `show(_:sender:)` from a controller with no navigation controller around
        // it presents the destination modally, a page sheet since iOS 13, and the canvas
        // draws it as one: Esri's samples (Xcode 12, a 6.1-inch canvas) record the
        // destinations of their `show` segues 842 points high, views under the safe area
        // at y 0.
        for edge in edges where edge.kind == .push {
            guard controllers[edge.source] != nil, containment[edge.source]?.navigationBar == nil,
                containment[edge.destination]?.navigationBar == nil
            else { continue }
            presentedAsSheet.insert(edge.destination)
        }
    }

    /// The containment of the document whose controller (or xib top-level view) is
    /// `owner`: a xib's view may carry simulated bars itself.
    func containment(of owner: IBElement) -> ControllerContainment {
        if let id = owner["id"], let known = containment[id] { return known }
        var state = ControllerContainment.none
        if owner["sceneMemberID"] == nil {
            state.navigationBar = Self.simulatedBar(owner, "simulatedNavigationBarMetrics")
            state.tabBar = Self.simulatedBar(owner, "simulatedTabBarMetrics")
            state.toolbar = Self.simulatedBar(owner, "simulatedToolbarMetrics")
        }
        return state
    }

    /// A controller's `extendedLayoutIncludesOpaqueBars` and `edgesForExtendedLayout`.
    ///
    /// `extendedLayoutIncludesOpaqueBars` (UIKit's default false) lets the root extend
    /// under opaque bars as under translucent ones: it keeps the screen's size and its
    /// safe area grows by the bars. Gordian Wallet's and Fully Noded's storyboards (Xcode
    /// 12, a 4.7-inch canvas; 82 such controllers) push controllers that say it from the
    /// root of an opaque navigation controller in an opaque tab bar controller, and record
    /// their roots 667 high with views under the safe area from y 44 (the canvas of that
    /// Xcode draws no status bar) to 49 above the bottom, where their opaque siblings'
    /// roots are 667 − 44 − 49 = 574 high.
    ///
    /// `edgesForExtendedLayout` (`<extendedEdge key="edgesForExtendedLayout"
    /// top="YES" .../>`; absent means all edges): a bar on an edge the root does not
    /// extend to is laid out like an opaque one, the root ending at the bar with no
    /// safe area on that edge. XLPagerTabStrip's example writes an empty set (no edge)
    /// for a controller under a translucent navigation bar in a tab bar controller, and
    /// records its root 667 − 64 − 49 = 554 high with a scroll view under the top layout
    /// guide at y 0.
    private static func applyExtendedEdges(of controller: IBElement, to state: inout ControllerContainment) {
        if controller.flag("extendedLayoutIncludesOpaqueBars") {
            if state.navigationBar == .opaque { state.navigationBar = .translucent }
            if state.tabBar == .opaque { state.tabBar = .translucent }
            if state.toolbar == .opaque { state.toolbar = .translucent }
        }
        guard let edges = controller.child(named: "extendedEdge", key: "edgesForExtendedLayout") else { return }
        if state.navigationBar != nil, !edges.flag("top") { state.navigationBar = .opaque }
        if state.tabBar != nil, !edges.flag("bottom") { state.tabBar = .opaque }
        if state.toolbar != nil, !edges.flag("bottom") { state.toolbar = .opaque }
    }

    /// The navigation bar Interface Builder draws over the destination of a `push` or `show`
    /// segue from a controller that is in no navigation controller but was designed under a
    /// simulated navigation bar: the destination's own simulated bar when it has one (its
    /// style wins), else the source's, which the destination's "Inferred" top bar copies.
    /// IBAnimatable's playground storyboards (Xcode 8 and 9, a 4.7-inch canvas; 23 such
    /// segues in 7 files, whose navigation controller is in another storyboard) record the
    /// destinations' views under a 64-point safe area top, 44 below where they were solved
    /// without a bar, and a destination that names an opaque bar of its own with its root
    /// 603 high and its scroll view at y 0; Rocket.Chat's chat storyboard (Xcode 10) does
    /// the same. Nothing marks such a destination as presented modally.
    private static func designedBar(pushedFrom source: IBElement, to destination: IBElement?) -> ControllerContainment.BarStyle? {
        guard let inferred = simulatedBar(source, "simulatedNavigationBarMetrics") else { return nil }
        return destination.flatMap { simulatedBar($0, "simulatedNavigationBarMetrics") } ?? inferred
    }

    /// The style of a simulated bar element named `name` directly inside `element`.
    private static func simulatedBar(_ element: IBElement, _ name: String) -> ControllerContainment.BarStyle? {
        guard let metrics = element.child(named: name) else { return nil }
        return metrics["translucent"] == "NO" ? .opaque : .translucent
    }

    /// Every `<segue>` inside `element`, at any depth (bar button items and cells carry them).
    private static func visitSegues(in element: IBElement, _ body: (IBElement) -> Void) {
        for child in element.children {
            if child.name == "segue" { body(child) } else { visitSegues(in: child, body) }
        }
    }
}
