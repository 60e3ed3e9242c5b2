/// The layout guides every view (or scroll view) owns without declaring them,
/// reached in item names as `V.safeArea`, `V.layoutMargins`, … (FORMAT.md,
/// "Layout guides and item names").
///
/// Custom guides are not listed here: they have ids of their own and are items.
public enum BuiltInGuide: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// `safeAreaLayoutGuide`.
    case safeArea
    /// `layoutMarginsGuide`.
    case layoutMargins
    /// `readableContentGuide`.
    case readableContent
    /// A scroll view's `contentLayoutGuide`.
    case contentLayout
    /// A scroll view's `frameLayoutGuide`.
    case frameLayout

    public var description: String { rawValue }

    /// Whether only scroll views own this guide.
    public var isScrollViewOnly: Bool { self == .contentLayout || self == .frameLayout }
}
