/// Anything with edges, centres and a size to constrain: views, their built-in guides
/// and custom layout guides. UIKit spreads these anchors over `UIView` and
/// `UILayoutGuide`; here one protocol hands them out from an ``ItemReference``.
public protocol LayoutAnchoring {
    /// The item the anchors talk about.
    var anchorItem: ItemReference { get }
}

extension LayoutAnchoring {
    public var leadingAnchor: XAxisAnchor { XAxisAnchor(anchorItem, .leading) }
    public var trailingAnchor: XAxisAnchor { XAxisAnchor(anchorItem, .trailing) }
    public var leftAnchor: XAxisAnchor { XAxisAnchor(anchorItem, .left) }
    public var rightAnchor: XAxisAnchor { XAxisAnchor(anchorItem, .right) }
    public var centerXAnchor: XAxisAnchor { XAxisAnchor(anchorItem, .centerX) }
    public var topAnchor: YAxisAnchor { YAxisAnchor(anchorItem, .top) }
    public var bottomAnchor: YAxisAnchor { YAxisAnchor(anchorItem, .bottom) }
    public var centerYAnchor: YAxisAnchor { YAxisAnchor(anchorItem, .centerY) }
    public var widthAnchor: DimensionAnchor { DimensionAnchor(anchorItem, .width) }
    public var heightAnchor: DimensionAnchor { DimensionAnchor(anchorItem, .height) }
}
