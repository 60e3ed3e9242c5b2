import LayoutModel

/// Traits to filter by in the ready-made queries; nil fields match anything.
public struct TraitFilter: Hashable, Sendable {
    public var widthClass: SizeClass?
    public var heightClass: SizeClass?
    public var contentSize: ContentSizeCategory?
    public var direction: LayoutDirection?
    public var idiom: UserInterfaceIdiom?
    public var device: String?

    public init(
        widthClass: SizeClass? = nil, heightClass: SizeClass? = nil, contentSize: ContentSizeCategory? = nil,
        direction: LayoutDirection? = nil, idiom: UserInterfaceIdiom? = nil, device: String? = nil
    ) {
        self.widthClass = widthClass
        self.heightClass = heightClass
        self.contentSize = contentSize
        self.direction = direction
        self.idiom = idiom
        self.device = device
    }
}
