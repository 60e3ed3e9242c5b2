import LayoutModel
extension IBSceneBuilder {
    /// Registers every queued constraint's id first (masks and variations name them),
    /// then builds them in file order.
    mutating func buildConstraints() throws(IBImportError) -> [ConstraintSpec] {
        var ids: [String] = []
        for (element, _) in pendingConstraints {
            let id: String
            if let ibID = element["id"] {
                id = InterfaceBuilderID.documentID(for: ibID)
                try claim(id, ibID: ibID, at: element)
                guard items[ibID] == nil, constraintIDs[ibID] == nil else {
                    throw IBImportError(
                        .duplicateID(ibID), fileName: fileName, line: element.line,
                        "the id \(EchoedName.quoted(ibID)) is used more than once in this scene")
                }
                constraintIDs[ibID] = id
                sourceIDs[id] = ibID
            } else {
                id = madeUpID("constraint")
                try claim(id, ibID: nil, at: element)
            }
            ids.append(id)
        }
        var specs: [ConstraintSpec] = []
        for (index, pending) in pendingConstraints.enumerated() {
            specs.append(try constraint(pending.element, id: ids[index], holder: pending.holder))
        }
        return specs
    }

    /// One `<constraint>` with IB's defaults (IB-NOTES.md §1.4): a missing `firstItem` is
    /// the view holding the `<constraints>`, a missing `secondItem` makes a constant
    /// constraint, and relation `==`, multiplier 1, constant 0, priority 1000.
    ///
    /// Decision: a `secondItem` without a `secondAttribute` (never seen) takes the first
    /// attribute, as IB's own "Equal Widths"-style constraints would.
    mutating func constraint(_ element: IBElement, id: String, holder: String) throws(IBImportError) -> ConstraintSpec {
        let firstItem = try element["firstItem"].map { ibID throws(IBImportError) in try item(ibID, in: element) }
            ?? ItemReference(holder)
        let firstAttribute = try values.attribute(element, "firstAttribute")
        var second: AnchorReference?
        if let secondID = element["secondItem"] {
            let secondItem = try item(secondID, in: element)
            let attribute = element["secondAttribute"] == nil ? firstAttribute : try values.attribute(element, "secondAttribute")
            second = anchor(secondItem, attribute)
        }
        if let text = element["multiplier"], Self.isRatio(text) { multiplierText[id] = text }
        if element.flag("symbolic") { standardSpacing.insert(id) }
        return ConstraintSpec(
            id: id,
            first: anchor(firstItem, firstAttribute),
            relation: try values.relation(element),
            second: second,
            multiplier: try values.multiplier(element),
            constant: try values.number(element, "constant") ?? 0,
            priority: try values.priority(element, "priority") ?? .required,
            identifier: element["identifier"],
            isPlaceholder: element.flag("placeholder"))
    }

    /// `1:1`, `21/15`: the forms an exporter must write back as written.
    static func isRatio(_ text: String) -> Bool { text.contains(":") || text.contains("/") }

    /// What the IB id `ibID` names, or an error naming the file, line and id.
    func item(_ ibID: String, in element: IBElement) throws(IBImportError) -> ItemReference {
        guard let reference = items[ibID] else {
            let owner = element["id"].map { "constraint \(EchoedName.quoted($0))" } ?? "a constraint"
            throw IBImportError(
                .unresolvedID(ibID), fileName: fileName, line: element.line,
                "\(owner) names \(EchoedName.quoted(ibID)), which is no view or layout guide of this scene")
        }
        return reference
    }

    /// The anchor for `attribute` of `item`. On a view that follows the readable width,
    /// the horizontal margin attributes are the readable content guide's edges.
    ///
    /// Decision: IB's "Follow Readable Width" (`layoutMarginsFollowReadableWidth`) widens
    /// the view's side margins to the readable content guide; the model has no such
    /// flag, so constraints to those margins are imported as constraints to
    /// `V.readableContent`, which gives the same geometry.
    func anchor(_ item: ItemReference, _ attribute: LayoutAttribute) -> AnchorReference {
        guard item.guide == nil, readableViews.contains(item.id) else { return AnchorReference(item, attribute) }
        switch attribute {
        case .leadingMargin, .trailingMargin, .leftMargin, .rightMargin, .centerXWithinMargins:
            return AnchorReference(ItemReference(item.id, guide: .readableContent), attribute.nonMarginCounterpart)
        default:
            return AnchorReference(item, attribute)
        }
    }
}
