extension LayoutHierarchy {
    /// The designer's name (``ViewNode/userLabel``) of each view that has one, by view id:
    /// what messages name a view by beside its ids. Empty for a hierarchy without labels
    /// (most documents), so a caller can skip the naming work.
    ///
    /// Complexity: O(views); made once per solved result that has problems to name.
    public var userLabels: [String: String] {
        var labels: [String: String] = [:]
        for entry in views {
            if let label = entry.view.userLabel, !label.isEmpty { labels[entry.view.id] = label }
        }
        return labels
    }
}
