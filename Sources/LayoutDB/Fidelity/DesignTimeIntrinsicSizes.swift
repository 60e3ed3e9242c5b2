import LayoutModel

/// The fidelity check's second intrinsic-size transform, after
/// ``RecordedIntrinsicSizes``: a view Interface Builder gave a placeholder intrinsic size
/// (`placeholderIntrinsicWidth`/`Height`, ``InterfaceBuilderScene/designTimeIntrinsicSizes``)
/// takes it on that axis, because the canvas laid the view out with it.
///
/// Why only here: the placeholder is a design-time size that UIKit never sees
/// (IB-NOTES.md pitfall 5), so a solve of the stored document ignores it; but the frames
/// the check compares against were computed with it. Real files set it on views whose
/// size comes from code: MixinNetwork's IntroductionView's image view (76 × 72, no image
/// in the file, so without it the layout is ambiguous and the image 507 high), and stack
/// views that are filled at run time. An `infinite` axis gives nothing to take and keeps
/// what the view had. A view whose intrinsic size already comes from its recorded frame
/// (text, controls, custom leaf views) keeps that one: a MixinNetwork label with a
/// placeholder 309 wide is recorded compressed to 293, and the placeholder pushed its
/// neighbour to −16 points.
enum DesignTimeIntrinsicSizes {
    static func applied(_ sizes: [String: IntrinsicContentSize], to document: LayoutDocument) -> LayoutDocument {
        guard !sizes.isEmpty else { return document }
        var document = document
        document.root = applied(sizes, to: document.root)
        return document
    }

    static func applied(_ sizes: [String: IntrinsicContentSize], to view: ViewNode) -> ViewNode {
        var view = view
        if let size = sizes[view.id], !RecordedIntrinsicSizes.takesRecordedSize(view) {
            if let width = size.width { view.intrinsicContentSize.width = width }
            if let height = size.height { view.intrinsicContentSize.height = height }
        }
        view.subviews = view.subviews.map { applied(sizes, to: $0) }
        return view
    }
}
