/// UIKit's `UISemanticContentAttribute`: a per-view override of the layout direction.
public enum SemanticContentAttribute: String, Hashable, Sendable, CaseIterable {
    /// Follow the trait collection's direction.
    case unspecified
    /// Media playback controls: never flipped, always left-to-right.
    case playback
    /// Directional controls (a D-pad, a video scrubber's arrows): never flipped.
    case spatial
    case forceLeftToRight
    case forceRightToLeft

    /// The view's effective direction under the trait collection's `direction`.
    ///
    /// This is `UIView.userInterfaceLayoutDirection(for:relativeTo:)`: playback and
    /// spatial content is left-to-right whatever the language, the two `force` cases
    /// win outright, and only `unspecified` follows the traits.
    public func effectiveDirection(under direction: LayoutDirection) -> LayoutDirection {
        switch self {
        case .unspecified: return direction
        case .playback, .spatial, .forceLeftToRight: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        }
    }
}
