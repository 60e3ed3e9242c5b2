/// UIKit's `UIUserInterfaceIdiom`, limited to the two a layout document targets.
public enum UserInterfaceIdiom: String, Hashable, Sendable, CaseIterable, Codable {
    case phone
    case pad
}
