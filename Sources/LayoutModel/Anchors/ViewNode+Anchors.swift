/// A view hands out its anchors as `UIView` does: `title.leadingAnchor`,
/// `root.safeAreaLayoutGuide.topAnchor`.
extension ViewNode: ViewAnchoring {
    public var anchorItem: ItemReference { ItemReference(id) }

    /// The view's font when it shows text (its own, else the 17-point label default for
    /// text-bearing content); nil for a view without text.
    public var anchorFont: FontDescriptor? {
        if let font = content.font { return font }
        let showsText = content.text != nil || content.title != nil || content.placeholder != nil
        return showsText ? .labelDefault : nil
    }
}

/// A custom guide hands out edges, centres and size, as `UILayoutGuide` does.
extension LayoutGuideNode: LayoutAnchoring {
    public var anchorItem: ItemReference { ItemReference(id) }
}
