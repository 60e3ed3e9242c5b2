/// A view's extra anchors: baselines and the built-in guides. Guides have neither
/// (UIKit's `UILayoutGuide` has no baseline anchors), so these live on views only and
/// `guide.firstBaselineAnchor` does not compile.
///
/// Margin attributes are written as UIKit writes them in code, through the margins
/// guide: `view.layoutMarginsGuide.leadingAnchor` is the document's `view.leadingMargin`
/// (the engine places both on the same rectangle), and
/// `layoutMarginsGuide.centerXAnchor` is `centerXWithinMargins`.
public protocol ViewAnchoring: LayoutAnchoring {
    /// The font whose metrics the view's baselines follow, if it shows text.
    var anchorFont: FontDescriptor? { get }
}

extension ViewAnchoring {
    public var firstBaselineAnchor: YAxisAnchor { YAxisAnchor(anchorItem, .firstBaseline, font: anchorFont) }
    public var lastBaselineAnchor: YAxisAnchor { YAxisAnchor(anchorItem, .lastBaseline, font: anchorFont) }

    public var safeAreaLayoutGuide: LayoutItem.Guide { builtIn(.safeArea) }
    public var layoutMarginsGuide: LayoutItem.Guide { builtIn(.layoutMargins) }
    public var readableContentGuide: LayoutItem.Guide { builtIn(.readableContent) }
    /// A scroll view's content guide (the engine reports it unsupported for now).
    public var contentLayoutGuide: LayoutItem.Guide { builtIn(.contentLayout) }
    /// A scroll view's frame guide (the engine reports it unsupported for now).
    public var frameLayoutGuide: LayoutItem.Guide { builtIn(.frameLayout) }
    /// The keyboard's guide, laid out with the keyboard hidden (``BuiltInGuide/keyboard``).
    public var keyboardLayoutGuide: LayoutItem.Guide { builtIn(.keyboard) }

    private func builtIn(_ guide: BuiltInGuide) -> LayoutItem.Guide {
        LayoutItem.Guide(ItemReference(anchorItem.id, guide: guide))
    }
}
