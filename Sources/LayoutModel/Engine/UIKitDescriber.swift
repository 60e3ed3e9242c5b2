/// Prints items and constraints the way UIKit's `description` does
/// (facts/diagnostics.md §2), with fake addresses.
///
/// Real addresses change from run to run; layoutdb's outputs must not, so every
/// address is derived from a position in the document: views from their depth-first
/// index, guides from their view's index or their place in `guides`, document
/// constraints from their index in `constraints`, UIKit's own constraints from a serial
/// number in the order the engine adds them. The bases mimic the heap regions UIKit
/// logs show (`0x7f…` for views, `0x6000…` for constraints and guides).
struct UIKitDescriber: Sendable {
    let hierarchy: LayoutHierarchy
    /// The trait collection's direction, for the `(LTR)`/`(RTL)` marker of visual-format
    /// descriptions.
    var direction: LayoutDirection = .leftToRight

    static let viewBase = 0x7fa0_0000_0000
    static let builtInGuideBase = 0x6000_0300_0000
    static let customGuideBase = 0x6000_0380_0000
    static let documentConstraintBase = 0x6000_0001_0000
    static let systemConstraintBase = 0x6000_0002_0000

    static func hex(_ value: Int) -> String { "0x" + String(value, radix: 16) }

    /// `UIView:0x7fa000000300`, or `UILabel:0x7fa000000300'Welcome back'` for a label or
    /// button with text; class names longer than 25 characters are cut to 25 and `...`
    /// as UIKit does. A view with a ``ViewNode/customClass`` prints that name, as UIKit
    /// prints an object's runtime class (facts/diagnostics.md §2:
    /// `WatchlistResidentialUI.HeaderButtonView:0x…`; the module prefix of a Swift class is
    /// not known to a document, so the name prints as the document gives it).
    func view(_ index: Int) -> String {
        let view = hierarchy.views[index].view
        let name = view.customClass ?? view.className
        return "\(Self.cut(name)):\(Self.hex(Self.viewBase + (index + 1) * 0x100))\(Self.textSuffix(view))"
    }

    /// UIKit shortens long class names and texts alike to 25 characters and `...`
    /// (facts/diagnostics.md §2: `'Bottom Label of Inner Sta...'`, `UIContinuousPathIntroduct...`).
    static func cut(_ text: String) -> String { text.count > 25 ? String(text.prefix(25)) + "..." : text }

    /// `'Welcome back'` after a label's or button's address: UIKit's descriptions of
    /// `UILabel` and `UIButton` carry their text, in constraint logs as in the trace
    /// (facts/diagnostics.md §2: `UILabel:0x7fa57d30def0'Bottom Label of Inner Sta...'`,
    /// `H:[UILabel:0x7b769520'Number'(131)]`). Other classes print none (a text field's
    /// placeholder or a text view's text is not known to appear; decision). Empty text
    /// prints nothing (unconfirmed: UIKit may print `''`).
    static func textSuffix(_ view: ViewNode) -> String {
        let text: String?
        switch view.className {
        case "UILabel": text = view.content.text
        case "UIButton": text = view.content.title
        default: text = nil
        }
        guard let text, !text.isEmpty else { return "" }
        return "'\(cut(text))'"
    }

    /// `UILayoutGuide:0x…'UIViewSafeAreaLayoutGuide'` for the built-in guides of view `index`.
    func builtInGuide(_ guide: BuiltInGuide, of index: Int) -> String {
        let (slot, identifier): (Int, String)
        switch guide {
        case .safeArea: (slot, identifier) = (0, "UIViewSafeAreaLayoutGuide")
        case .layoutMargins: (slot, identifier) = (1, "UIViewLayoutMarginsGuide")
        case .readableContent: (slot, identifier) = (2, "UIViewReadableContentGuide")
        case .contentLayout: (slot, identifier) = (3, "UIScrollViewContentLayoutGuide")
        case .frameLayout: (slot, identifier) = (4, "UIScrollViewFrameLayoutGuide")
        case .topLayoutGuide: (slot, identifier) = (5, "_UILayoutGuide-top")
        case .bottomLayoutGuide: (slot, identifier) = (6, "_UILayoutGuide-bottom")
        case .keyboard:
            // UIKit's class and identifier for a view's keyboard guide.
            return "UIKeyboardLayoutGuide:\(Self.hex(Self.builtInGuideBase + index * 0x400 + 7 * 0x80))'UIViewKeyboardLayoutGuide'"
        }
        return "UILayoutGuide:\(Self.hex(Self.builtInGuideBase + index * 0x400 + slot * 0x80))'\(identifier)'"
    }

    /// `UILayoutGuide:0x…'column'`: a custom guide prints its id as its identifier. The
    /// guides a stack view makes print as UIKit's private classes with their identifiers
    /// (facts/stackview.md §1 and public logs: `_UILayoutSpacer:0x…'UISV-alignment-spanner'`,
    /// `_UIOLAGapGuide` `'UISV-distributing'`).
    func customGuide(_ index: Int) -> String {
        let guide = hierarchy.guides[index]
        let (className, identifier) = Self.stackGuideName(guide) ?? ("UILayoutGuide", guide.id)
        return "\(className):\(Self.hex(Self.customGuideBase + (index + 1) * 0x80))'\(identifier)'"
    }

    /// UIKit's class and identifier for a guide ``StackViewExpansion`` made; nil for others.
    static func stackGuideName(_ guide: LayoutGuideNode) -> (String, String)? {
        let prefix = guide.owner + "_"
        guard guide.id.hasPrefix(prefix) else { return nil }
        let suffix = guide.id.dropFirst(prefix.count)
        if suffix == "UISV_alignment_spanner" { return ("_UILayoutSpacer", "UISV-alignment-spanner") }
        if suffix.hasPrefix("UISV_distributing"), suffix.dropFirst("UISV_distributing".count).allSatisfy(\.isNumber) {
            return ("_UIOLAGapGuide", "UISV-distributing")
        }
        return nil
    }

    /// The item of an anchor as written (margin attributes stay on the view, as UIKit
    /// prints `UIView:0x….leadingMargin`).
    func item(_ reference: ItemReference) -> String {
        if let index = hierarchy.indexOfView(reference.id) {
            guard let guide = reference.guide else { return view(index) }
            return builtInGuide(guide, of: index)
        }
        if let index = hierarchy.indexOfGuide(reference.id) { return customGuide(index) }
        return reference.description
    }

    func anchor(_ anchor: AnchorReference) -> String {
        "\(item(anchor.item)).\(anchor.attribute.rawValue)"
    }

    /// ` + 8`, ` - 5`, or nothing for 0, in `%g` style.
    static func constantSuffix(_ constant: Double) -> String {
        guard constant != 0 else { return "" }
        return (constant < 0 ? " - " : " + ") + NumberText.g(abs(constant))
    }

    /// A document constraint in UIKit's visual-format style where it is a spacing between
    /// view edges (``visualFormatBody(_:)``;
    /// `<NSLayoutConstraint:0x… H:|-(20)-[UIView:0x…](LTR)   (active, names: '|':UIView:0x… )>`),
    /// else in its equation style:
    /// `<NSLayoutConstraint:0x… 'id' UILabel:0x….leading == UIView:0x….leadingMargin + 8   (active)>`.
    /// Non-required priorities print as ` @750` after an equation (UIKit's exact spelling for
    /// optional priorities is unconfirmed; only required constraints reach the
    /// unsatisfiable log).
    func document(_ spec: ConstraintSpec, index: Int) -> String {
        let address = Self.hex(Self.documentConstraintBase + (index + 1) * 0x40)
        let identifier = spec.identifier.map { " '\($0)'" } ?? ""
        if let visual = visualFormatBody(spec) {
            let names = visual.bar.map { ", names: '|':\(view($0)) " } ?? ""
            return "<NSLayoutConstraint:\(address)\(identifier) \(visual.body)   (active\(names))>"
        }
        var body = "\(anchor(spec.first)) \(spec.relation.rawValue) "
        if let second = spec.second {
            if spec.multiplier != 1 { body += "\(NumberText.g(spec.multiplier))*" }
            body += anchor(second) + Self.constantSuffix(spec.constant)
        } else {
            body += NumberText.g(spec.constant)
        }
        if !spec.priority.isRequired { body += " @\(NumberText.g(spec.priority.rawValue))" }
        return "<NSLayoutConstraint:\(address)\(identifier) \(body)   (active)>"
    }

    /// An autoresizing constraint: `<NSAutoresizingMaskLayoutConstraint:0x… h=--& v=--& UIView:0x….minX == 20   (active)>`.
    /// `mask` is the `h=… v=…` pair: `h=--& v=--&` for no mask; the window-managed
    /// root uses `h=-&- v=-&-` (flexible width and height, UIKit's mask for a view
    /// controller's view; the character mapping is our reading, unconfirmed). A pin that
    /// follows the superview prints its share of the superview's size in UIKit's
    /// equation style (`== 0.5*UIView:0x….width + 10`); a position fixed to the
    /// superview's origin names the superview as `'|'`, as public logs show
    /// (`h=--& v=--& UIView:0x1033d6280.minX == 0   (active, names: '|':PPFileListCell:0x… )`,
    /// `h=&-& v=&-& UIView:0x….minX == 0.500507*UIView:0x….width - 32.0324   (active)`).
    func autoresizing(
        view index: Int, mask: String, variable: String, value: Double, serial: Int, share: Double = 0,
        superview: Int? = nil
    ) -> String {
        let address = Self.hex(Self.systemConstraintBase + (serial + 1) * 0x40)
        var body = NumberText.g(value)
        var names = ""
        if share != 0, let superview {
            let dimension = variable == "minX" || variable == "width" ? "width" : "height"
            let factor = share == 1 ? "" : "\(NumberText.g(share))*"
            body = "\(factor)\(view(superview)).\(dimension)" + Self.constantSuffix(value)
        } else if let superview, variable == "minX" || variable == "minY" {
            names = ", names: '|':\(view(superview)) "
        }
        return "<NSAutoresizingMaskLayoutConstraint:\(address) \(mask) \(view(index)).\(variable) == \(body)   (active\(names))>"
    }

    /// A built-in guide pinned inside its view, in the visual-format style UIKit uses for
    /// them: `<NSLayoutConstraint:0x… 'UIViewSafeAreaLayoutGuide-bottom' V:[UILayoutGuide:0x…'UIViewSafeAreaLayoutGuide']-(34)-|   (active, names: '|':UIView:0x… )>`.
    /// The left and right edges carry the view's direction, as UIKit's logs print them
    /// (`'UIViewSafeAreaLayoutGuide-right' H:[UILayoutGuide:0x…'UIViewSafeAreaLayoutGuide']-(0)-|(LTR)`,
    /// `'UIView-rightMargin-guide-constraint' H:[…'UIViewLayoutMarginsGuide']-(0)-|(LTR)`;
    /// what right to left prints is not known: layoutdb prints `(RTL)` with the same
    /// physical edges).
    ///
    /// The readable content guide hangs inside the margins guide, not the view's edges, so
    /// its edges print in equation style against the margins guide
    /// (`'UIViewReadableContentGuide-left' UILayoutGuide:0x…'UIViewReadableContentGuide'.left
    /// == UILayoutGuide:0x…'UIViewLayoutMarginsGuide'.left + 61`): written as a spacing from
    /// `'|'`, the view, an inset of 61 read as 61 from the view's edge where the guide
    /// sat 81 from it. (UIKit's own constraints for this guide are not known.)
    func guideEdge(_ guide: BuiltInGuide, of index: Int, edge: FrameEdge, inset: Double, serial: Int) -> String {
        let address = Self.hex(Self.systemConstraintBase + (serial + 1) * 0x40)
        if guide == .readableContent {
            let readable = builtInGuide(.readableContent, of: index)
            let margins = builtInGuide(.layoutMargins, of: index)
            let body: String
            switch edge {
            case .left, .top:
                body = "\(readable).\(edge.rawValue) == \(margins).\(edge.rawValue)" + Self.constantSuffix(inset)
            case .right, .bottom:
                body = "\(margins).\(edge.rawValue) == \(readable).\(edge.rawValue)" + Self.constantSuffix(inset)
            }
            return "<NSLayoutConstraint:\(address) 'UIViewReadableContentGuide-\(edge.rawValue)' \(body)   (active)>"
        }
        let identifier: String
        switch guide {
        case .safeArea: identifier = "UIViewSafeAreaLayoutGuide-\(edge.rawValue)"
        default: identifier = "UIView-\(edge.rawValue)Margin-guide-constraint"
        }
        let item = "[\(builtInGuide(guide, of: index))]"
        let gap = "-(\(NumberText.g(inset)))-"
        let marker = Self.marker(hierarchy.views[index].view.semanticContentAttribute.effectiveDirection(under: direction))
        let body: String
        switch edge {
        case .left: body = "H:|\(gap)\(item)\(marker)"
        case .right: body = "H:\(item)\(gap)|\(marker)"
        case .top: body = "V:|\(gap)\(item)"
        case .bottom: body = "V:\(item)\(gap)|"
        }
        return "<NSLayoutConstraint:\(address) '\(identifier)' \(body)   (active, names: '|':\(view(index)) )>"
    }

    /// A scroll view's own constraint on its content layout guide: its origin at the
    /// bounds origin, or a zero size on an axis nothing attaches to, as a visual format
    /// `before` + the guide + `after`. UIKit's identifier for these is unknown;
    /// `UIScrollView-contentLayoutGuide` is made up (decision).
    func scrollContentGuide(of index: Int, before: String, after: String, serial: Int) -> String {
        let address = Self.hex(Self.systemConstraintBase + (serial + 1) * 0x40)
        let text = before + builtInGuide(.contentLayout, of: index) + after
        return "<NSLayoutConstraint:\(address) 'UIScrollView-contentLayoutGuide' \(text)   (active, names: '|':\(view(index)) )>"
    }

    /// The temporary size constraint of `systemLayoutSizeFitting` on the fitted root:
    /// `<NSLayoutConstraint:0x… 'fittingSizeHTarget' UIStackView:0x….width == 0   (active)>`
    /// (facts/uikit-defaults.md §9, from a public log; the vertical `'fittingSizeVTarget'`
    /// is unconfirmed). A priority below required prints as ` @50`, as for a document
    /// constraint (unconfirmed spelling).
    func fittingTarget(axis: LayoutAxis, value: Double, priority: Priority, serial: Int) -> String {
        let address = Self.hex(Self.systemConstraintBase + (serial + 1) * 0x40)
        let (identifier, dimension) = axis == .horizontal ? ("fittingSizeHTarget", "width") : ("fittingSizeVTarget", "height")
        let suffix = priority.isRequired ? "" : " @\(NumberText.g(priority.rawValue))"
        return "<NSLayoutConstraint:\(address) '\(identifier)' \(view(0)).\(dimension) == \(NumberText.g(value))\(suffix)   (active)>"
    }

    /// `<NSContentSizeLayoutConstraint:0x… H:[UILabel:0x…(131)] Hug:250 CompressionResistance:750>`.
    func contentSize(view index: Int, axis: LayoutAxis, size: Double, hugging: Priority, resistance: Priority, serial: Int) -> String {
        let address = Self.hex(Self.systemConstraintBase + (serial + 1) * 0x40)
        let letter = axis == .horizontal ? "H" : "V"
        return "<NSContentSizeLayoutConstraint:\(address) \(letter):[\(view(index))(\(NumberText.g(size)))] "
            + "Hug:\(NumberText.g(hugging.rawValue)) CompressionResistance:\(NumberText.g(resistance.rawValue))>"
    }
}
