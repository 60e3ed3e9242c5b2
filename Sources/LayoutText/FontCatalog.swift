import Foundation
import LayoutModel

/// Which font files stand in for San Francisco and where to look for them.
///
/// Roboto (Debian's `fonts-roboto-unhinted`) is the stand-in: of the open fonts
/// compared in Documentation/Text.md it is closest to SF on line height, descender,
/// cap height, x-height and the one SF width we have ("Test" at 17 pt). Scripts Roboto
/// lacks fall back to DejaVu Sans (Hebrew, Arabic; `fonts-dejavu-core`) and WenQuanYi
/// Micro Hei (CJK; `fonts-wqy-microhei`), as iOS falls back from SF to other system fonts.
public struct FontCatalog: Hashable, Sendable {
    /// Folders searched in order for each file name.
    public var directories: [String]

    public init(directories: [String] = FontCatalog.defaultDirectories) {
        self.directories = directories
    }

    /// Debian's install folders (unhinted first: its advances are the design's), then
    /// the usual local font folders of Linux and macOS.
    public static let defaultDirectories = [
        "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF",
        "/usr/share/fonts/truetype/roboto/hinted",
        "/usr/share/fonts/truetype/dejavu",
        "/usr/share/fonts/truetype/wqy",
        "/usr/local/share/fonts",
        "/Library/Fonts",
    ]

    /// The Debian package of the primary font, named in the error when it is missing.
    public static let primaryPackage = "fonts-roboto-unhinted"

    /// Roboto's static files, one per weight it ships.
    ///
    /// `FontWeight` has nine values and Roboto six files, so weights without a file take
    /// the nearest by CSS's font-matching rule (lighter than regular looks lighter
    /// first, heavier than medium looks heavier first): ultraLight → Thin,
    /// semibold → Bold, heavy → Black.
    public static func primaryFile(for weight: FontWeight) -> String {
        switch weight {
        case .ultraLight, .thin: return "Roboto-Thin.ttf"
        case .light: return "Roboto-Light.ttf"
        case .regular: return "Roboto-Regular.ttf"
        case .medium: return "Roboto-Medium.ttf"
        case .semibold, .bold: return "Roboto-Bold.ttf"
        case .heavy, .black: return "Roboto-Black.ttf"
        }
    }

    /// Fallback files in the order they are tried for a character Roboto lacks; a
    /// missing fallback is skipped (its characters then measure as Roboto's .notdef).
    public static let fallbackFiles = ["DejaVuSans.ttf", "wqy-microhei.ttc"]

    /// The first existing path of `file`, or nil.
    public func path(of file: String) -> String? {
        candidates(of: file).first { FileManager.default.isReadableFile(atPath: $0) }
    }

    /// Every path tried for `file`, for the error message.
    public func candidates(of file: String) -> [String] {
        directories.map { $0.hasSuffix("/") ? $0 + file : $0 + "/" + file }
    }
}
