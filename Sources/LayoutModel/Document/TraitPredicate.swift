/// The `when` of a variant: the traits under which it applies. A nil field matches any
/// value. Interface Builder's short form `wC hR` names the two size classes; the object
/// form adds content-size ranges, direction and idiom (FORMAT.md, "Variants").
public struct TraitPredicate: Hashable, Sendable {
    public var widthClass: SizeClass?
    public var heightClass: SizeClass?
    /// Matches categories within the range, both ends included.
    public var contentSize: ClosedRange<ContentSizeCategory>?
    public var direction: LayoutDirection?
    public var idiom: UserInterfaceIdiom?

    public init(
        widthClass: SizeClass? = nil,
        heightClass: SizeClass? = nil,
        contentSize: ClosedRange<ContentSizeCategory>? = nil,
        direction: LayoutDirection? = nil,
        idiom: UserInterfaceIdiom? = nil
    ) {
        self.widthClass = widthClass
        self.heightClass = heightClass
        self.contentSize = contentSize
        self.direction = direction
        self.idiom = idiom
    }

    /// `*`: every trait collection.
    public static let any = TraitPredicate()
}
