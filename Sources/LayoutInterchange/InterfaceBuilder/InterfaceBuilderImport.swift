/// Everything an Interface Builder file gave: one ``InterfaceBuilderScene`` per document,
/// the canvas the file was designed on, and warnings about what was kept out of the
/// documents. ``InterfaceBuilderDocument/parse(data:fileName:)`` returns only the documents.
public struct InterfaceBuilderImport: Hashable, Sendable {
    public enum FileKind: String, Hashable, Sendable {
        case storyboard
        case xib
    }

    public var fileName: String
    public var kind: FileKind
    /// `toolsVersion`, kept as text (`11173.2`, `32700.99.1234`; IB-NOTES.md pitfall 12).
    public var toolsVersion: String?
    public var canvas: InterfaceBuilderCanvas
    /// In file order.
    public var scenes: [InterfaceBuilderScene]
    public var warnings: [InterfaceBuilderWarning]

    public var documents: [LayoutDocument] { scenes.map(\.document) }
}

/// The canvas an Interface Builder file's recorded frames were laid out on (IB-NOTES.md
/// §1.1): a `<device>`, an old `simulatedScreenMetrics` type, or the 600×600 Any/Any canvas.
public struct InterfaceBuilderCanvas: Hashable, Sendable {
    public enum Source: String, Hashable, Sendable {
        case device
        case simulatedMetrics
        /// Neither: Xcode 6/7's 600×600 "Any/Any" canvas.
        case anyAnyCanvas
    }

    public var source: Source
    /// IB's device id (`retina6_1`, `retina4_7` from `retina4_7.fullscreen`); nil for the 600×600 canvas.
    public var interfaceBuilderDeviceID: String?
    public var orientation: Orientation
    /// The catalog id (`DeviceCatalog`) the documents' `designDevice` holds; nil when the
    /// catalog has no device for the IB id, or for the 600×600 canvas.
    public var catalogDeviceID: String?
}

/// Something the importer kept out of the documents, with where it is: the line, the
/// element the user finds there, and the document it was kept out of.
public struct InterfaceBuilderWarning: Hashable, Sendable, CustomStringConvertible {
    /// 1-based line of the element kept out (a `<variation>`).
    public var line: Int
    /// The Interface Builder element it belongs to, as the file names it: `label 'c-1'`,
    /// `constraint 'k-1'` (the tag and its id); nil when it has no id.
    public var element: String?
    public var message: String
    /// The name of the document (scene or top-level view) it was kept out of.
    public var document: String?

    public init(line: Int, element: String? = nil, message: String, document: String? = nil) {
        self.line = line
        self.element = element
        self.message = message
        self.document = document
    }

    /// `42: label 'c-1': skipped …`.
    public var description: String { "\(line): " + (element.map { "\($0): " } ?? "") + message }
}

/// One imported document and the table that maps it back to the file.
public struct InterfaceBuilderScene: Hashable, Sendable {
    public var document: LayoutDocument
    /// The IB id of the view controller, or of the top-level view for a xib.
    public var sourceID: String
    /// Line of the controller's or top-level view's start tag.
    public var line: Int
    /// Document item → IB id, for every view, custom guide and constraint that has an
    /// IB id, and for built-in guides by their item name (`_8bC_Xf_vdC.safeArea` →
    /// `t0t-53-xVf`, `_8bC_Xf_vdC.topLayoutGuide` → the `viewControllerLayoutGuide`).
    /// Views and constraints also map back without it (``InterfaceBuilderID``); guides do not.
    public var sourceIDs: [String: String]
    /// Constraint ids whose constant is IB's "Standard" spacing (`symbolic="YES"`); the
    /// constant holds the value IB stored (8 between siblings, 20 to a superview edge).
    public var standardSpacingConstraints: Set<String>
    /// Constraint id → multiplier as written, where it was not a plain decimal (`1:1`,
    /// `21/15`), so an exporter can write it back.
    public var multiplierText: [String: String]
    /// `placeholderIntrinsicWidth`/`Height`: design-time sizes only, never solved with
    /// (IB-NOTES.md pitfall 5). A nil axis is `infinite` or absent.
    public var designTimeIntrinsicSizes: [String: IntrinsicContentSize]
    /// Document ids of the views whose recorded frame is what Xcode's layout gives, so a
    /// solve at the design device must reproduce it (issue #7's definition): the file
    /// names a `<device>`, the view is placed by constraints
    /// (`translatesAutoresizingMaskIntoConstraints="NO"`, not `fixedFrame`), has a
    /// `<rect key="frame">`, is not the scene's root (its container places it), and
    /// neither it nor an ancestor is flagged `misplaced` or `ambiguous`. Frames inside
    /// `<variation>`s are never recorded frames.
    public var trustworthyViews: Set<String> = []
    /// Document id → what the file says of each label, button, text field and text view
    /// beyond its content (``InterfaceBuilderTextAttributes``).
    public var textAttributes: [String: InterfaceBuilderTextAttributes] = [:]
    /// The recorded frame of the navigation bar the controller is shown under
    /// (its navigation controller's `navigationBar`), when the file records one: where
    /// Interface Builder drew the bar, and so the top of the root's safe area on the
    /// canvas (``ControllerContainment`` gives the bar at other devices).
    public var designNavigationBarFrame: LayoutRect?
    /// Whether the controller is the destination of a modal or popover segue that
    /// presents it as a sheet: Interface Builder draws its root shorter than the screen
    /// by the status bar.
    public var isPresentedAsSheet = false
    /// Whether the controller is the destination of an `embed` segue (a child controller
    /// shown in a container view): Interface Builder draws its freeform view with other
    /// safe-area insets than a screen's (``CanvasEmbeddedChild`` in the fidelity check).
    public var isEmbeddedChild = false
    /// Whether the root is a view controller's view (a storyboard scene's `key="view"`, or
    /// a xib's top-level view that its File's Owner holds as its `view` outlet), not a
    /// top-level view of its own (a xib's other views, or one beside a scene's
    /// controller): Interface Builder draws a controller's simulated status bar and home
    /// indicator whatever its view's size, and a top-level view with neither (the
    /// thirteenth sweep: five controller xibs of three repositories, 190 to 600 points
    /// high, record their views under the safe area; none of 660 xibs contradicts it).
    public var isControllerView = false
    /// Whether the controller's simulated status bar is "None"
    /// (`<nil key="simulatedStatusBarMetrics"/>`, as an app extension's view sets it):
    /// the canvas draws no status bar above its view.
    public var hidesSimulatedStatusBar = false

    /// Interface Builder id → the item name constraints use, for the built-in guides the
    /// file gives ids (`BGU-Fc-pLc` → `_8bC_Xf_vdC.topLayoutGuide`, a safe area's, a scroll
    /// view's content and frame guides'): the items whose id does not convert to their
    /// name (``InterfaceBuilderID``), so a user can name them as the file does.
    public var guideItemsByInterfaceBuilderID: [String: String] {
        var items: [String: String] = [:]
        for (item, ibID) in sourceIDs where item.contains(".") && InterfaceBuilderID.documentID(for: ibID) != item {
            items[ibID] = item
        }
        return items
    }
}
