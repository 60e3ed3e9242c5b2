extension LayoutDocument {
    /// Checks what the format promises beyond its syntax, throwing the first problem in
    /// document order (views, guides, constraints, variants):
    ///
    /// - ids are `[A-Za-z_][A-Za-z0-9_]*` and unique among views, guides and constraint entries;
    /// - every id a guide, stack, constraint or variant mentions exists (the error
    ///   suggests the closest id);
    /// - built-in guides belong to views (`contentLayout`/`frameLayout` to scroll views);
    /// - each constraint passes ``ConstraintSpec/validate()``, and each `visual` entry parses
    ///   and expands to constraints that pass it;
    /// - each variant changes something, sets a property at most once, sets only
    ///   properties its target takes, and never uninstalls the root.
    ///
    /// Variant ties depend on the traits, so ``materialized(for:ties:)`` reports them.
    public func validate() throws(DocumentError) {
        let index = DocumentIndex(self)
        try validateViews(index)
        if let duplicate = index.duplicates.first {
            throw DocumentError(.duplicateID, at: duplicate.location, "id \(EchoedName.quoted(duplicate.id)) is used more than once")
        }
        for (position, guide) in guides.enumerated() {
            try Self.checkID(guide.id, at: .guide(position))
            guard index.view(guide.owner) != nil else {
                throw .unknown("owner view", guide.owner, among: index.viewIDs, at: .guide(position))
            }
        }
        for (position, entry) in constraints.enumerated() {
            try validateConstraint(entry, at: position, index)
        }
        for (position, variant) in variants.enumerated() {
            try validateVariant(variant, at: position, index)
        }
    }

    static func checkID(_ id: String, at location: DocumentLocation) throws(DocumentError) {
        guard ItemReference.isValidID(id) else {
            throw DocumentError(
                .invalidID, at: location, "id \(EchoedName.quoted(id)) must be an ASCII letter or '_' followed by ASCII letters, digits or '_'")
        }
    }

    /// How many views deep a document may nest, the root counting as 1: one limit for
    /// every way in (JSON, storyboards, xibs, the library), so what layoutdb exports it
    /// imports again. Readers and exporters recurse once per view, and each format
    /// spends about two levels of its own nesting per view (`subviews` and the view), so
    /// their nesting limits are derived from this one (``DocumentReader``, the IB reader).
    public static let maximumViewDepth = 128

    private func validateViews(_ index: DocumentIndex) throws(DocumentError) {
        if let position = index.depths.firstIndex(where: { $0 > Self.maximumViewDepth }) {
            let id = index.views[position].view.id
            throw DocumentError(
                .tooDeep, at: .view(id),
                "view '\(id)' is nested \(index.depths[position]) views deep (the root is 1); layoutdb reads at most \(Self.maximumViewDepth)")
        }
        for (view, _) in index.views {
            try Self.checkID(view.id, at: .view(view.id))
            guard let stack = view.stack else { continue }
            let children = Set(view.subviews.map(\.id))
            for id in stack.arrangedSubviewIDs where !children.contains(id) {
                throw DocumentError(
                    .invalidStack, at: .view(view.id), "arranged view '\(id)' is not a subview of '\(view.id)'")
            }
            for id in stack.customSpacing.keys.sorted() where !stack.arrangedSubviewIDs.contains(id) {
                throw .unknown("arranged view", id, among: stack.arrangedSubviewIDs, at: .view(view.id))
            }
        }
    }

    private func validateConstraint(_ entry: DocumentConstraint, at position: Int, _ index: DocumentIndex)
        throws(DocumentError)
    {
        let location = DocumentLocation.constraint(position)
        if let id = entry.id { try Self.checkID(id, at: location) }
        switch entry {
        case .single(let spec):
            try Self.checkItem(spec.first.item, at: location, index)
            if let second = spec.second { try Self.checkItem(second.item, at: location, index) }
            do throws(ConstraintValidityError) {
                try spec.validate()
            } catch {
                throw DocumentError(.invalidConstraint(error), at: location, error.description)
            }
        case .visual(let visual):
            let specs: [ConstraintSpec]
            do throws(VisualFormatError) {
                specs = try VisualFormat.constraints(
                    visual.format, options: visual.options, metrics: visual.metrics, views: index.superviews)
            } catch {
                throw DocumentError(.visualFormat(error), at: location, error.description)
            }
            // What the string expands to obeys the same rules as a written constraint
            // (a spacing of 1e300 is a constant out of range): checked here, where the
            // error names the entry, not first by the engine, which named only the document.
            for spec in specs {
                do throws(ConstraintValidityError) {
                    try spec.validate()
                } catch {
                    throw DocumentError(.invalidConstraint(error), at: location, error.description)
                }
            }
        }
    }

    static func checkItem(_ item: ItemReference, at location: DocumentLocation, _ index: DocumentIndex)
        throws(DocumentError)
    {
        if let view = index.view(item.id) {
            if let guide = item.guide, guide.isScrollViewOnly, !ScrollViewContent.isScrollView(view) {
                throw DocumentError(
                    .invalidGuide, at: location,
                    "'\(item)': only scroll views have \(guide.rawValue), and '\(item.id)' is a \(view.className)")
            }
            return
        }
        if index.guidePosition[item.id] != nil {
            if let guide = item.guide {
                throw DocumentError(
                    .invalidGuide, at: location, "'\(item)': the layout guide '\(item.id)' has no \(guide.rawValue) guide")
            }
            return
        }
        throw .unknown("item", item.id, among: index.itemIDs, at: location)
    }

    private func validateVariant(_ variant: Variant, at position: Int, _ index: DocumentIndex) throws(DocumentError) {
        let location = DocumentLocation.variant(position)
        if variant.installed == nil && variant.changes.isEmpty {
            throw DocumentError(.invalidVariant, at: location, "the variant (when \(variant.when.displayText)) changes nothing")
        }
        var slots: Set<String> = []
        for change in variant.changes where !slots.insert(change.slot).inserted {
            throw DocumentError(.invalidVariant, at: location, "'\(change.propertyName)' is set twice (or with both font and textStyle)")
        }
        switch variant.target {
        case .view(let id):
            guard let view = index.view(id) else {
                throw .unknown("view", id, among: index.viewIDs, at: location)
            }
            if id == root.id, variant.installed == false {
                throw DocumentError(.invalidVariant, at: location, "the root view '\(id)' cannot be uninstalled")
            }
            for change in variant.changes where !change.fitsView(view) {
                let why = change.fitsConstraint ? "it is a constraint property" : "'\(id)' is not a UIStackView"
                throw DocumentError(
                    .propertyDoesNotFit, at: location, "view '\(id)' cannot take '\(change.propertyName)': \(why)")
            }
        case .constraint(let id):
            guard let entryIndex = index.constraintPosition[id] else {
                throw .unknown("constraint", id, among: index.constraintPosition.keys.sorted(), at: location)
            }
            let isVisual: Bool
            if case .visual = constraints[entryIndex] { isVisual = true } else { isVisual = false }
            for change in variant.changes where isVisual || !change.fitsConstraint {
                let why = isVisual ? "a Visual Format entry can only be installed or not" : "it is a view property"
                throw DocumentError(
                    .propertyDoesNotFit, at: location, "constraint '\(id)' cannot take '\(change.propertyName)': \(why)")
            }
            // The constraint as the variant makes it obeys the written constraint's rules:
            // a constant of 1e308 or a multiplier of 0 on a location passed the import and
            // failed every solve under those traits, naming only the document.
            if case .single(let spec) = constraints[entryIndex] {
                let changed = variant.changes.reduce(spec) { $1.applied(to: $0) }
                do throws(ConstraintValidityError) {
                    try changed.validate()
                } catch {
                    throw DocumentError(.invalidConstraint(error), at: location, error.description)
                }
            }
        case .guide(let id):
            guard index.guidePosition[id] != nil else {
                throw .unknown("guide", id, among: index.guidePosition.keys.sorted(), at: location)
            }
            if let change = variant.changes.first {
                throw DocumentError(
                    .propertyDoesNotFit, at: location,
                    "guide '\(id)' cannot take '\(change.propertyName)': a guide can only be installed or not")
            }
        }
    }
}
