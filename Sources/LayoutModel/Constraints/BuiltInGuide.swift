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
    /// `keyboardLayoutGuide` (iOS 15): the space the keyboard takes. A document lays out
    /// with the keyboard hidden, where UIKit puts the guide's top at the view's safe-area
    /// bottom (`UIKeyboardLayoutGuide.followsUndockedKeyboard`, `usesBottomSafeArea`) and
    /// the guide itself at the bottom of the window, across it, as tall as the window's
    /// bottom safe-area inset: here the root view's bottom edge and sides.
    case keyboard
    /// A view controller's `topLayoutGuide` (deprecated in iOS 11): the strip from the
    /// root's top to its safe area's top; `root.topLayoutGuide.bottom` is the line
    /// Interface Builder's "Top Layout Guide" constraints use. Root only; vertical
    /// attributes only.
    case topLayoutGuide
    /// A view controller's `bottomLayoutGuide`: from the safe area's bottom to the root's bottom.
    case bottomLayoutGuide

    /// The guides a document should use, which error messages list. The two legacy
    /// guides still parse (from Interface Builder files and old documents) but are left
    /// out, so nobody is pointed at a deprecated API.
    public static let allCases: [BuiltInGuide] = [
        .safeArea, .layoutMargins, .readableContent, .contentLayout, .frameLayout, .keyboard,
    ]

    /// `topLayoutGuide` and `bottomLayoutGuide`.
    public static let legacyCases: [BuiltInGuide] = [.topLayoutGuide, .bottomLayoutGuide]

    /// Whether this is one of the view controller's legacy guides.
    public var isLegacy: Bool { self == .topLayoutGuide || self == .bottomLayoutGuide }

    public var description: String { rawValue }

    /// Whether only scroll views own this guide.
    public var isScrollViewOnly: Bool { self == .contentLayout || self == .frameLayout }
}
