import LayoutModel

/// Every face a measurer has open, and the cache of shaped-run widths: the state
/// `FontMeasurer` keeps behind its lock, because FreeType and HarfBuzz objects are not
/// safe to use from two threads at once.
struct FontFaces {
    /// The most run widths kept; past it the cache starts over. Widths are a pure
    /// function of (file, text), so dropping them changes speed, never results.
    static let cacheLimit = 20_000

    private let library: FreeTypeLibrary
    /// Stand-in faces by file name (weights that map to the same file share one).
    private let primaries: [String: FontFace]
    private let fallbacks: [FontFace]
    private var widths: [RunKey: Double] = [:]
    private(set) var statistics = CacheStatistics(hits: 0, misses: 0, entries: 0)

    struct RunKey: Hashable {
        var path: String
        var text: String
    }

    init(catalog: FontCatalog) throws(FontLoadingError) {
        library = try FreeTypeLibrary()
        var primaries: [String: FontFace] = [:]
        for weight in FontWeight.allCases {
            let file = FontCatalog.primaryFile(for: weight)
            if primaries[file] != nil { continue }
            guard let path = catalog.path(of: file) else {
                throw .fontNotFound(
                    file: file, searched: catalog.candidates(of: file), package: FontCatalog.primaryPackage)
            }
            primaries[file] = try FontFace(path: path, library: library)
        }
        self.primaries = primaries
        var fallbacks: [FontFace] = []
        for file in FontCatalog.fallbackFiles {
            guard let path = catalog.path(of: file) else { continue }
            fallbacks.append(try FontFace(path: path, library: library))
        }
        self.fallbacks = fallbacks
    }

    /// The faces tried for `weight`: the stand-in first, then the fallbacks.
    func faces(for weight: FontWeight) -> [FontFace] {
        let primary = primaries[FontCatalog.primaryFile(for: weight)]
        return (primary.map { [$0] } ?? []) + fallbacks
    }

    func primary(for weight: FontWeight) -> FontFace? {
        primaries[FontCatalog.primaryFile(for: weight)]
    }

    /// `text` split into runs and shaped, in logical order of the runs.
    func shape(_ text: Substring, weight: FontWeight) -> [ShapedRun] {
        let faces = faces(for: weight)
        return TextRun.itemize(text, faceCount: faces.count) { faces[$0].covers($1) }
            .map { faces[$0.face].shape(text[$0.range]) }
    }

    /// Advance width of `text` in ems: the sum of its runs, each shaped once and then
    /// taken from the cache; runs in the stand-in font are multiplied by `primaryScale`
    /// (``StandInWidthScale``), fallback runs are not.
    mutating func ems(_ text: Substring, weight: FontWeight, primaryScale: Double = 1) -> Double {
        let primary = self.primary(for: weight)
        let faces = faces(for: weight)
        var total = 0.0
        for run in TextRun.itemize(text, faceCount: faces.count, covers: { faces[$0].covers($1) }) {
            let face = faces[run.face]
            let scale = primary != nil && run.face == 0 ? primaryScale : 1
            let key = RunKey(path: face.path, text: String(text[run.range]))
            if let cached = widths[key] {
                statistics.hits += 1
                total += cached * scale
            } else {
                statistics.misses += 1
                let width = face.shape(text[run.range]).ems
                if widths.count >= Self.cacheLimit { widths.removeAll(keepingCapacity: true) }
                widths[key] = width
                total += width * scale
            }
        }
        statistics.entries = widths.count
        return total
    }
}
