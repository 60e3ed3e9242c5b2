import CFreeType

/// One FreeType library instance. Faces keep a reference to it so it outlives them:
/// `FT_Done_FreeType` frees every face still open, and a face freed twice crashes.
///
/// Not `Sendable`: FreeType objects must not be used from two threads at once, so
/// only `FontMeasurer`'s lock-guarded state holds it.
final class FreeTypeLibrary {
    let handle: FT_Library

    init() throws(FontLoadingError) {
        var library: FT_Library?
        let error = FT_Init_FreeType(&library)
        guard error == 0, let library else { throw .freeTypeFailed(path: "(FT_Init_FreeType)", code: error) }
        handle = library
    }

    deinit {
        FT_Done_FreeType(handle)
    }
}
