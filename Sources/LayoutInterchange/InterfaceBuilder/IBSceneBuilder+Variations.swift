import LayoutModel
extension IBSceneBuilder {
    /// The `<variation>`s of constraints and views as atoms (one target, one property
    /// or installed state, one predicate each), in file order (IB-NOTES.md §1.6).
    ///
    /// - A holder's `<mask key="constraints|subviews">` installs (`include`) or
    ///   uninstalls (`exclude`) the listed constraints or subviews under its key.
    /// - Attributes of a variation set the property in place: `constant`, `priority`,
    ///   `multiplier` on constraints; `hidden`, and on stack views `axis`, `spacing`,
    ///   `spacingType`, `alignment`, `distribution`.
    /// - Child elements: `<rect key="frame">` is a per-class design frame, stored as
    ///   `recordedFrame` (and as `frame` when the view is placed by its frame) unless the
    ///   variation is `misplaced`/`ambiguous`; `<fontDescription>` sets the font;
    ///   `<edgeInsets>`/`<directionalEdgeInsets>` set the layout margins.
    /// - `userInterfaceIdiom=mac` variations are reported and skipped.
    mutating func variationAtoms() throws(IBImportError) -> [IBVariantAtom] {
        var atoms: [IBVariantAtom] = []
        for (element, _) in pendingConstraints {
            guard let ibID = element["id"], let id = constraintIDs[ibID] else { continue }
            for variation in element.children(named: "variation") {
                guard let when = try predicate(variation, of: element) else { continue }
                if let value = try values.number(variation, "constant") {
                    atoms.append(IBVariantAtom(when: when, target: .constraint(id), change: .constant(value)))
                }
                if let value = try values.priority(variation, "priority") {
                    atoms.append(IBVariantAtom(when: when, target: .constraint(id), change: .priority(value)))
                }
                if variation["multiplier"] != nil {
                    atoms.append(IBVariantAtom(when: when, target: .constraint(id), change: .multiplier(try values.multiplier(variation))))
                }
            }
        }
        for pending in pendingViews {
            for variation in pending.element.children(named: "variation") {
                guard let when = try predicate(variation, of: pending.element) else { continue }
                atoms += try maskAtoms(variation, when: when)
                atoms += try viewAtoms(variation, when: when, view: pending)
            }
        }
        return atoms
    }

    /// The predicate of a variation of `owner` (the view or constraint holding it), or nil
    /// (with a warning naming `owner`) for a Mac-only one.
    mutating func predicate(_ variation: IBElement, of owner: IBElement) throws(IBImportError) -> TraitPredicate? {
        guard let when = try values.predicate(variation) else {
            warnings.append(
                InterfaceBuilderWarning(
                    line: variation.line, element: owner["id"].map { "\(owner.name) \(EchoedName.quoted($0))" },
                    message: "skipped a userInterfaceIdiom=mac variation: layoutdb's trait collections are phone or pad"))
            return nil
        }
        return when
    }

    /// The installs and uninstalls of `variation`'s masks.
    ///
    /// Decision: a constraints mask entry that names no constraint of the scene is
    /// skipped with a warning naming its line, not refused. Such an entry installs or
    /// uninstalls nothing, and Xcode compiles files that hold them: AdGuard's protection
    /// storyboard (Xcode 13, in the app it ships) keeps seven such ids in both masks of a
    /// size-class variation, ids that are nowhere else in the file (FIDELITY.md, "Ninth
    /// sweep"). A subviews mask entry that names no view is still refused: no file shows one.
    mutating func maskAtoms(_ variation: IBElement, when: TraitPredicate) throws(IBImportError) -> [IBVariantAtom] {
        var atoms: [IBVariantAtom] = []
        for mask in variation.children(named: "mask") {
            for entry in mask.children where entry.name == "include" || entry.name == "exclude" {
                guard let reference = entry["reference"] else { continue }
                let target: VariantTarget
                switch mask["key"] {
                case "constraints"?:
                    guard let id = constraintIDs[reference] else {
                        warnings.append(InterfaceBuilderWarning(
                            line: entry.line,
                            message: "skipped a size-class mask's \(entry.name) of \(EchoedName.quoted(reference)), "
                                + "which is no constraint of this scene: it installs and uninstalls nothing"))
                        continue
                    }
                    target = .constraint(id)
                case "subviews"?:
                    guard let item = items[reference], item.guide == nil, !guides.contains(where: { $0.id == item.id }) else {
                        throw unresolved(reference, entry, "subview")
                    }
                    target = .view(item.id)
                default:
                    continue
                }
                atoms.append(IBVariantAtom(when: when, target: target, installed: entry.name == "include"))
            }
        }
        return atoms
    }

    func unresolved(_ reference: String, _ element: IBElement, _ what: String) -> IBImportError {
        IBImportError(
            .unresolvedID(reference), fileName: fileName, line: element.line,
            "a size-class mask names \(EchoedName.quoted(reference)), which is no \(what) of this scene")
    }

    func viewAtoms(_ variation: IBElement, when: TraitPredicate, view: PendingView) throws(IBImportError) -> [IBVariantAtom] {
        var changes: [VariantChange] = []
        if let hidden = variation["hidden"] { changes.append(.hidden(hidden == "YES")) }
        if let baseAxis = view.stackAxis {
            let axis = try values.axis(variation)
            if let axis { changes.append(.axis(axis)) }
            if let distribution = try values.distribution(variation) { changes.append(.distribution(distribution)) }
            if let alignment = try values.alignment(variation, axis: axis ?? baseAxis) { changes.append(.alignment(alignment)) }
            if variation["spacingType"] == "standard" {
                changes.append(.spacing(.system))
            } else if let spacing = try values.number(variation, "spacing") {
                changes.append(.spacing(.points(spacing)))
            }
        }
        if let rect = variation.child(named: "rect", key: "frame") {
            let frame = try values.rect(rect)
            if view.placedByFrame { changes.append(.frame(frame)) }
            if !variation.flag("misplaced") && !variation.flag("ambiguous") { changes.append(.recordedFrame(frame)) }
        }
        if let description = variation.child(named: "fontDescription", key: "fontDescription"), let font = try values.font(description) {
            if case .textStyle(let style) = font { changes.append(.textStyle(style)) } else { changes.append(.font(font)) }
        }
        if let margins = try layoutMargins(in: variation) { changes.append(.layoutMargins(margins)) }
        return changes.map { IBVariantAtom(when: when, target: .view(view.id), change: $0) }
    }
}
