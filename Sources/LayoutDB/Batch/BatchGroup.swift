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
        var contentSize: ContentSizeCategory
    }

    /// The groups of `document` over `configurations`, in first-seen order, and how many
    /// distinct trait collections were materialised.
    ///
    /// Complexity: one materialisation per distinct trait collection, one hash of each
    /// distinct hierarchy, O(1) per configuration after that.
    static func groups(
        of document: LayoutDocument, revision: Int, configurations: [DeviceConfiguration]
    ) -> (groups: [BatchGroup], materialized: Int) {
        var byTraits: [TraitCollection: Int] = [:]
        var hierarchyIndex: [LayoutHierarchy: Int] = [:]
        var results: [Result<ResolvedLayout, SolveError>] = []
        var groups: [BatchGroup] = []
        var groupIndex: [EngineKey: Int] = [:]
        var failures: [TraitCollection: Int] = [:]
        for configuration in configurations {
            let traits = configuration.traitCollection
            let slot: Int
            if let known = byTraits[traits] {
                slot = known
            } else {
                do throws(DocumentError) {
                    let resolved = try document.materialized(for: traits)
                    if let same = hierarchyIndex[resolved.hierarchy] {
                        slot = same
                    } else {
                        slot = results.count
                        hierarchyIndex[resolved.hierarchy] = slot
                        results.append(.success(resolved))
                    }
                } catch {
                    slot = results.count
                    results.append(.failure(.document(name: document.name, error)))
                }
                byTraits[traits] = slot
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
                contentSize: traits.contentSize)
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
