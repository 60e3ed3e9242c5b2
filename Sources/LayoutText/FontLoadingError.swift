/// Why a `FontMeasurer` could not be made. Thrown once, at construction: measuring
/// itself cannot fail, so the engine never has to handle a font error mid-layout.
public enum FontLoadingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No file of the stand-in font was found; `searched` lists every path tried.
    case fontNotFound(file: String, searched: [String], package: String)
    /// FreeType could not start or open the file (`code` is FreeType's `FT_Error`).
    case freeTypeFailed(path: String, code: Int32)
    /// HarfBuzz could not make a face or font from the FreeType face.
    case harfBuzzFailed(path: String)

    public var description: String {
        switch self {
        case let .fontNotFound(file, searched, package):
            return "font file \(file) not found (install the Debian package \(package)); looked in: "
                + searched.joined(separator: ", ")
        case let .freeTypeFailed(path, code):
            return "FreeType error \(code) opening \(path)"
        case let .harfBuzzFailed(path):
            return "HarfBuzz could not make a font from \(path)"
        }
    }
}
