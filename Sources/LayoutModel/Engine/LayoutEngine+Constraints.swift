/// Document constraints: checking them against the hierarchy and turning
/// `first REL multiplier × second + constant` into `first − multiplier·second − constant REL 0`.
extension LayoutEngine {
    /// Everything that can be wrong before solving, so that a bad document throws
    /// before any work: duplicate ids, guide owners, each spec's pairing rules and ids.
    func checkHierarchy() throws(LayoutEngineError) {
        if let duplicate = hierarchy.duplicateIDs.first { throw .duplicateID(duplicate) }
        for guide in hierarchy.guides where hierarchy.indexOfView(guide.owner) == nil {
            throw .unknownGuideOwner(guide: guide.id, owner: guide.owner)
        }
        for spec in hierarchy.constraints where spec.isActive && !spec.isPlaceholder {
            do { try spec.validate() } catch { throw .invalidConstraint(error) }
            _ = try target(of: spec.first, in: spec)
            if let second = spec.second { _ = try target(of: second, in: spec) }
        }
    }

    /// What an anchor's item resolves to.
    enum Target {
        /// A view, or one of its built-in guides (`guide` nil for the view itself).
        case view(Int, guide: BuiltInGuide?)
        case customGuide(Int)
    }

    /// Resolves an anchor's item, throwing for unknown ids, unsupported guides and
    /// attributes a guide does not have.
    func target(of anchor: AnchorReference, in spec: ConstraintSpec) throws(LayoutEngineError) -> Target {
        let reference = anchor.item
        let attribute = anchor.attribute
        let isViewOnlyAttribute = attribute.isMargin || attribute == .firstBaseline || attribute == .lastBaseline
        if let index = hierarchy.indexOfView(reference.id) {
            guard let guide = reference.guide else { return .view(index, guide: nil) }
            let isLegacyOnRoot = guide.isLegacy && index == 0
            let isScrollGuide = guide.isScrollViewOnly && ScrollViewContent.isScrollView(hierarchy.views[index].view)
            guard guide == .safeArea || guide == .layoutMargins || guide == .readableContent || guide == .keyboard
                || isLegacyOnRoot || isScrollGuide
            else {
                throw .unsupportedGuide(constraint: spec.displayName, item: reference.id, guide: guide)
            }
            // The legacy guides are UILayoutSupport: top, bottom and height anchors only.
            if isViewOnlyAttribute || (guide.isLegacy && attribute.axis != .vertical) {
                throw .attributeNotOnGuide(constraint: spec.displayName, item: reference.description, attribute: attribute)
            }
            return .view(index, guide: guide)
        }
        if let index = hierarchy.indexOfGuide(reference.id) {
            if let guide = reference.guide {
                throw .unsupportedGuide(constraint: spec.displayName, item: reference.id, guide: guide)
            }
            if isViewOnlyAttribute {
                throw .attributeNotOnGuide(constraint: spec.displayName, item: reference.id, attribute: attribute)
            }
            return .customGuide(index)
        }
        throw .unknownItem(constraint: spec.displayName, id: reference.id)
    }

    /// The anchor as a linear expression over the solver's variables.
    ///
    /// Margin attributes of a view are the plain attributes of its margins guide.
    /// Leading/trailing are read in the constraint's direction (``layoutDirection(of:)``).
    /// Baselines come from the view's content (``baselineExpression(ofView:_:)``); a scroll
    /// view's edges and margins towards its content are its content area's.
    func expression(of anchor: AnchorReference, in spec: ConstraintSpec) throws(LayoutEngineError) -> LinearExpression {
        let frame: FrameVariables
        var attribute = anchor.attribute
        switch try target(of: anchor, in: spec) {
        case .view(let index, let guide):
            switch guide {
            case nil where attribute == .firstBaseline || attribute == .lastBaseline:
                return baselineExpression(ofView: index, attribute)
            case nil where contentFrames[index] != nil:
                if try contentAreaScrollView(for: anchor, in: spec) != nil,
                    let expression = contentAreaExpression(ofScrollView: index, attribute)
                {
                    return expression
                }
                frame = attribute.isMargin ? marginFrames[index] : viewFrames[index]
                attribute = attribute.nonMarginCounterpart
            case nil where attribute.isMargin:
                frame = marginFrames[index]
                attribute = attribute.nonMarginCounterpart
            case nil:
                frame = viewFrames[index]
            case .contentLayout?:
                frame = contentFrames[index] ?? viewFrames[index]
            case .frameLayout?:
                frame = viewFrames[index]
            case .safeArea?:
                frame = safeAreaFrames[index]
            case .readableContent?:
                frame = readableFrames[index] ?? marginFrames[index]
            case .topLayoutGuide?, .bottomLayoutGuide?:
                return legacyGuideExpression(guide ?? .topLayoutGuide, attribute: attribute)
            case .keyboard?:
                let itemDirection = attribute.isDirectionRelative ? try layoutDirection(of: spec) : direction
                guard let expression = keyboardGuideEdges(ofView: index).expression(for: attribute, direction: itemDirection)
                else { throw .invalidConstraint(.notAnAttribute(constraint: spec.displayName)) }
                return expression
            default:
                frame = marginFrames[index]
            }
        case .customGuide(let index):
            frame = guideFrames[index]
        }
        let itemDirection = attribute.isDirectionRelative ? try layoutDirection(of: spec) : direction
        guard let expression = frame.expression(for: attribute, direction: itemDirection, baselineOffset: nil) else {
            throw .invalidConstraint(.notAnAttribute(constraint: spec.displayName))
        }
        return expression
    }

    /// The root's legacy guides as strips outside its safe area: `topLayoutGuide` from
    /// the root's top to the safe area's top, `bottomLayoutGuide` from the safe area's
    /// bottom to the root's bottom (iOS 11+: their length is the safe-area inset).
    private func legacyGuideExpression(_ guide: BuiltInGuide, attribute: LayoutAttribute) -> LinearExpression {
        let root = viewFrames[0]
        let safe = safeAreaFrames[0]
        let (top, bottom) = guide == .topLayoutGuide ? (root.top, safe.top) : (safe.bottom, root.bottom)
        switch attribute {
        case .top: return top
        case .bottom: return bottom
        case .height: return bottom - top
        default: return 0.5 * top + 0.5 * bottom
        }
    }

    /// View `index`'s keyboard layout guide with the keyboard hidden (the one state a
    /// document lays out): UIKit ties the guide's top to the view's safe-area bottom and
    /// keeps the guide at the bottom of the window, across it (its edges follow the
    /// window's keyboard guide, which is the window's width and, offscreen, as tall as its
    /// bottom safe-area inset). The root stands for the window: the root's bottom edge
    /// and sides. Decision: under an opaque bottom bar the window's bottom is below the
    /// root, which the model does not see; the guide then ends at the root's bottom, and
    /// its top, the edge documents pin content to, is unchanged.
    func keyboardGuideEdges(ofView index: Int) -> GuideEdges {
        let root = viewFrames[0]
        return GuideEdges(left: root.left, right: root.right, top: safeAreaFrames[index].bottom, bottom: root.bottom)
    }

    /// The views whose readable content guide an active constraint uses: only those get
    /// the guide's variables and constraints.
    func usedReadableGuides() throws(LayoutEngineError) -> Set<Int> {
        var used: Set<Int> = []
        for spec in hierarchy.constraints where spec.isActive && !spec.isPlaceholder {
            for anchor in [spec.first] + (spec.second.map { [$0] } ?? []) {
                if case .view(let index, .readableContent?) = try target(of: anchor, in: spec) { used.insert(index) }
            }
        }
        return used
    }

    /// `first − multiplier·second − constant REL 0` at the spec's priority.
    ///
    /// Under right-to-left a leading/trailing constant counts towards the leading side,
    /// which is to the left: `b.leading == a.trailing + 8` puts b 8 points left of a. So
    /// the constant of a direction-relative constraint is negated when the constraint is
    /// read right to left (``layoutDirection(of:)``).
    /// With multiplier 1 this mirrors the layout exactly; position multipliers other than
    /// 1 are not mirrored (UIKit's behaviour for those is unconfirmed). Mirroring also
    /// turns an inequality round: `b.leading >= a.trailing + 8` keeps b at least 8 points
    /// to the *left* of a, which is `b.right <= a.left − 8`.
    func solverConstraint(for spec: ConstraintSpec) throws(LayoutEngineError) -> Constraint {
        var expression = try expression(of: spec.first, in: spec)
        // A size times 0 is a constant size (UIKit accepts it; a location times 0 never
        // gets here): the second item takes no part, so it is neither solved through it
        // nor named among its variables in a conflict or an ambiguity.
        if let second = spec.second, spec.multiplier != 0 {
            expression = expression - spec.multiplier * (try self.expression(of: second, in: spec))
            if spec.multiplier != 1, let origin = try commonOrigin(spec) { expression = expression + (spec.multiplier - 1) * origin }
        }
        let mirrored = try isRightToLeft(spec)
        expression = expression - (mirrored ? -spec.constant : spec.constant)
        let relation: Relation
        switch spec.relation {
        case .lessThanOrEqual where mirrored: relation = .greaterThanOrEqual
        case .greaterThanOrEqual where mirrored: relation = .lessThanOrEqual
        default: relation = spec.relation
        }
        return Constraint(expression, relation, priority: spec.priority, label: spec.displayName)
    }

    /// UIKit relates two positions in the space of the items' nearest common ancestor
    /// (its own bounds when one item contains the other: `superview.centerX == 1.6 ×
    /// button.centerX` reads the superview's centre as half its width). Positions here
    /// are in root coordinates, so `first − m·second` gets `(m − 1) × origin` added,
    /// which cancels for multiplier 1 (VideoViewController's skip buttons).
    private func commonOrigin(_ spec: ConstraintSpec) throws(LayoutEngineError) -> LinearExpression? {
        guard let second = spec.second, spec.first.attribute.isLocation, let axis = spec.first.attribute.axis else { return nil }
        func owner(_ target: Target) -> Int? {
            switch target {
            case .view(let index, _): return index
            case .customGuide(let index): return hierarchy.indexOfView(hierarchy.guides[index].owner)
            }
        }
        guard let a = owner(try target(of: spec.first, in: spec)), let b = owner(try target(of: second, in: spec)),
            let ancestor = hierarchy.nearestCommonAncestor(a, b)
        else { return nil }
        return axis == .horizontal ? viewFrames[ancestor].left : viewFrames[ancestor].top
    }

    /// Whether the spec is direction-relative and is read right to left.
    private func isRightToLeft(_ spec: ConstraintSpec) throws(LayoutEngineError) -> Bool {
        guard spec.first.attribute.isDirectionRelative || spec.second?.attribute.isDirectionRelative == true else {
            return false
        }
        return try layoutDirection(of: spec) == .rightToLeft
    }

    /// The direction a constraint's leading and trailing are read in: the effective
    /// direction of the view holding it (``holder(of:)``: its items' nearest common
    /// ancestor, a guide counting as its owner), the view whose content the constraint
    /// lays out; the item's own for a single item.
    ///
    /// Decision: a view's `semanticContentAttribute` flips the layout of its content
    /// (its subviews pinned to it or to each other), not where its superview puts it.
    /// Santander's cells give buttons `forceRightToLeft` to draw the image right of
    /// the title and pin them by their trailing edge to an LTR content view: Xcode
    /// records them in place, where reading the button's own direction put them off
    /// the cell's left edge (x −94); mattneub's ImageReversal example places a forced
    /// right-to-left view by its leading edge, recorded at its left. Both constraints of
    /// a child pinned to its superview read the superview's direction, so they agree.
    /// (Interface Builder's canvas does not mirror a forced container's content either;
    /// UIKit does, as it mirrors a forced stack view's arrangement.)
    func layoutDirection(of spec: ConstraintSpec) throws(LayoutEngineError) -> LayoutDirection {
        effectiveDirection(ofView: try holder(of: spec))
    }
}
