/// A custom `UILayoutGuide`: a rectangle with anchors and no drawing, owned by a view.
/// Its frame comes only from the constraints that mention it.
public struct LayoutGuideNode: Hashable, Sendable {
    /// The document id, unique among views and guides.
    public var id: String
    /// The id of the view it was added to (`addLayoutGuide`); its frame in the
    /// superview is reported relative to this view.
    public var owner: String

    public init(id: String, owner: String) {
        self.id = id
        self.owner = owner
    }
}
