import LayoutModel

/// One engine's worth of a batch: a document's resolved layout with one set of the
/// engine's fixed settings, and the configurations that share them.
///
/// ``LayoutEngine`` fixes the direction, display scale and content size when it is
/// built; the container, the safe area and the view controller's minimum margins can
/// change afterwards (``LayoutEngine/resize(to:safeArea:viewController:)``). So
/// configurations share an engine when their traits resolve to the same hierarchy *and*
/// those settings are equal: typically the devices of one display scale, in both
/// orientations where the size classes resolve alike.
struct BatchGroup: Sendable {
    var document: LayoutDocument
    var revision: Int
    /// The materialised layout, or why the document does not materialise for these traits.
    var resolved: Result<ResolvedLayout, SolveError>
    /// Which of the document's distinct materialised hierarchies (or failures) `resolved`
    /// is: groups with the same one solve the same views (``BatchBodyMemo``).
    var hierarchy: Int
    var setups: [SolveSetup]

    /// What fixes an engine besides its hierarchy (an index into the distinct hierarchies).
    private struct EngineKey: Hashable {
        var hierarchy: Int
        var direction: LayoutDirection
        var scale: Double
        /// Nil when the content sizes share an engine (``ContentSizeDependence``).
        var contentSize: ContentSizeCategory?
    }

    /// The groups of `document` over `configurations`, in first-seen order, and how many
    /// distinct trait collections were resolved.
    ///
    /// Materialising depends on the traits only through which variants match them
    /// (``TraitPredicate/matches(_:)``): trait collections that every variant matches
    /// alike resolve to the same hierarchy, decisions and errors. So a document is
    /// materialised once per distinct set of matching variants (once in all for a
    /// document without variants), not once per trait collection: most of the matrix
    /// differs only in content size and direction, which few variants name.
    ///
    /// With `sharesContentSizes`, a hierarchy whose layout does not depend on the content
    /// size category (``ContentSizeDependence``) gets one group for all content sizes
    /// (per direction and scale): its configurations at one device and orientation are
    /// placed alike, so the sweep solves the first and answers the others from it, and
    /// its engine moves through the same placements, in the same order, as each content
    /// size's own engine would. A run that keeps every configuration's result (a
    /// report) shares them too: the shared answer is the one each content size's engine
    /// gives, and the rest of a kept result is the placement's and the configuration's.
    ///
    /// Complexity: one materialisation per distinct set of matching variants, one hash
    /// of each distinct hierarchy, O(variants) per distinct trait collection and O(1)
    /// per configuration after that.
    static func groups(
        of document: LayoutDocument, revision: Int, configurations: [DeviceConfiguration],
        sharesContentSizes: Bool = false
    ) -> (groups: [BatchGroup], materialized: Int) {
        var byTraits: [TraitCollection: Int] = [:]
        var byMatches: [[Bool]: Int] = [:]
        var hierarchyIndex: [LayoutHierarchy: Int] = [:]
        var results: [Result<ResolvedLayout, SolveError>] = []
        /// Per slot of `results`: whether its content sizes share a group.
        var shared: [Bool] = []
        var groups: [BatchGroup] = []
        var groupIndex: [EngineKey: Int] = [:]
        var failures: [TraitCollection: Int] = [:]
        for configuration in configurations {
            let traits = configuration.traitCollection
            let slot: Int
            if let known = byTraits[traits] {
                slot = known
            } else if let known = byMatches[document.variants.map { $0.when.matches(traits) }] {
                slot = known
                byTraits[traits] = slot
            } else {
                do throws(DocumentError) {
                    let resolved = try document.materialized(for: traits)
                    if let same = hierarchyIndex[resolved.hierarchy] {
                        slot = same
                    } else {
                        slot = results.count
                        hierarchyIndex[resolved.hierarchy] = slot
                        results.append(.success(resolved))
                        shared.append(sharesContentSizes && !ContentSizeDependence.follows(resolved.hierarchy))
                    }
                } catch {
                    slot = results.count
                    results.append(.failure(.document(name: document.name, error)))
                    shared.append(false)
                }
                byTraits[traits] = slot
                byMatches[document.variants.map { $0.when.matches(traits) }] = slot
            }
            let setup = SolveSetup(configuration: configuration)
            guard case .success = results[slot] else {
                if let index = failures[traits] {
                    groups[index].setups.append(setup)
                } else {
                    failures[traits] = groups.count
                    groups.append(BatchGroup(
                        document: document, revision: revision, resolved: results[slot], hierarchy: slot, setups: [setup]))
                }
                continue
            }
            let key = EngineKey(
                hierarchy: slot, direction: traits.direction, scale: traits.displayScale,
                contentSize: shared[slot] ? nil : traits.contentSize)
            if let index = groupIndex[key] {
                groups[index].setups.append(setup)
            } else {
                groupIndex[key] = groups.count
                groups.append(BatchGroup(
                    document: document, revision: revision, resolved: results[slot], hierarchy: slot, setups: [setup]))
            }
        }
        return (groups, byTraits.count)
    }
}
