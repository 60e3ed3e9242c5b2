/// The traits a document is materialised and solved for (FORMAT.md, "Traits and
/// devices"): what UIKit's `UITraitCollection` says about the environment that decides
/// which variants apply and how text and leading/trailing are laid out.
///
/// A device from the catalog, with an orientation and a multitasking width, gives a
/// full trait collection together with the container size and the safe area.
public struct TraitCollection: Hashable, Sendable, Codable {
    public var widthClass: SizeClass
    public var heightClass: SizeClass
    public var contentSize: ContentSizeCategory
    public var direction: LayoutDirection
    /// Points to pixels (2 or 3 on current devices); frames are rounded to this grid.
    public var displayScale: Double
    public var idiom: UserInterfaceIdiom

    public init(
        widthClass: SizeClass = .compact,
        heightClass: SizeClass = .regular,
        contentSize: ContentSizeCategory = .default,
        direction: LayoutDirection = .leftToRight,
        displayScale: Double = 3,
        idiom: UserInterfaceIdiom = .phone
    ) {
        self.widthClass = widthClass
        self.heightClass = heightClass
        self.contentSize = contentSize
        self.direction = direction
        self.displayScale = displayScale
        self.idiom = idiom
    }
}
