import LayoutModel

/// Where text and custom views get their intrinsic size when a document is solved
/// (`layoutdb solve --intrinsic-from content|recorded`).
public enum IntrinsicSource: String, CaseIterable, Hashable, Sendable {
    /// From their content: text measured in its font, images by their size (the default).
    case content
    /// From the frames the design tool recorded (``RecordedIntrinsicSizes``), so that an
    /// Interface Builder file can be checked against Xcode's frames without the fonts it
    /// was designed with.
    case recorded

    /// `document` as this source solves it.
    public func apply(to document: LayoutDocument) -> LayoutDocument {
        switch self {
        case .content: return document
        case .recorded: return RecordedIntrinsicSizes.applied(to: document)
        }
    }
}
