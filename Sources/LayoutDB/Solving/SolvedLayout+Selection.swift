import LayoutInterchange
import LayoutModel

/// A view `layoutdb solve --view` asked for that the solved layout does not have.
public struct UnknownSolvedView: Error, Sendable, CustomStringConvertible {
    public var document: String
    /// The id as given.
    public var id: String
    /// The id of the layout nearest to it, if one is close.
    public var suggestion: String?
    /// The views whose designer's name (`userLabel`) is `id`, when several share it (one
    /// alone would have been taken).
    public var labelledViews: [String] = []

    public var description: String {
        if !labelledViews.isEmpty {
            return "\(document) has \(labelledViews.count) views named \(EchoedName.quoted(id)) by their designer "
                + "(\(labelledViews.joined(separator: ", "))): give one's id"
        }
        return "\(document) has no view or layout guide \(EchoedName.quoted(id))"
            + (suggestion.map { " (did you mean \(EchoedName.quoted($0))?)" } ?? "")
    }

    /// The one view whose designer's name (`labels`, `userLabel` by view id) is `name`;
    /// nil when none is; throws when several are, naming them.
    public static func labelled(
        _ name: String, labels: [String: String], document: String
    ) throws(UnknownSolvedView) -> String? {
        let matches = labels.filter { $0.value == name }.map(\.key).sorted()
        if matches.count > 1 { throw UnknownSolvedView(document: document, id: name, labelledViews: matches) }
        return matches.first
    }
}

extension SolvedLayout {
    private static func labelled(_ name: String, labels: [String: String], document: String) throws(UnknownSolvedView) -> String? {
        try UnknownSolvedView.labelled(name, labels: labels, document: document)
    }

    /// The same layout narrowed to the views (or custom guides) `ids` names, in that order,
    /// with only the diagnostics and scroll views that concern them: what a server that
    /// needs one view's frame asks for (`layoutdb solve login --view title`), where the
    /// whole layout was the only answer.
    ///
    /// An id may be a view's Interface Builder id (`Zzc-4t-QhT`), as `explain` takes it, or
    /// the name its designer gave it (`labels`, its `userLabel`) when no other view has
    /// that name. A
    /// diagnostic concerns a view when it names it (a conflict names every item of its
    /// constraints), so the exit status `solve` derives from what it prints still fails
    /// when an asked-for view is ambiguous or in a conflict.
    ///
    /// - Throws: ``UnknownSolvedView`` for the first id the layout has no view for.
    /// - Complexity: O(views + diagnostics × their views).
    public func selecting(views ids: [String], labels: [String: String] = [:]) throws(UnknownSolvedView) -> SolvedLayout {
        var byID: [String: SolvedView] = [:]
        for view in views { byID[view.id] = view }
        var chosen: [SolvedView] = []
        var seen = Set<String>()
        for id in ids {
            var found = byID[id] ?? byID[InterfaceBuilderID.documentID(for: id)]
            if found == nil, let labelled = try Self.labelled(id, labels: labels, document: document) { found = byID[labelled] }
            guard let view = found else {
                throw UnknownSolvedView(
                    document: document, id: id, suggestion: NameSuggestion.closest(to: id, among: views.map(\.id)))
            }
            if seen.insert(view.id).inserted { chosen.append(view) }
        }
        var narrowed = self
        narrowed.views = chosen
        narrowed.diagnostics = diagnostics.filter { !seen.isDisjoint(with: $0.views) }
        narrowed.scrollViews = scrollViews.filter { seen.contains($0.id) }
        return narrowed
    }
}
