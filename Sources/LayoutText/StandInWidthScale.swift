import LayoutModel

/// How the stand-in font's advances are scaled to San Francisco's, by point size and
/// weight: what is left of the width difference between Roboto and SF after shaping.
///
/// SF is not one design at every size: its tracking tightens from +0 at 12 pt to −26/1000
/// em at 17 pt (Apple's typography guidelines), and from 20 pt on the Display cut (a
/// continuous optical size in iOS 14's variable SF Pro) has narrower letters. Roboto
/// scales linearly, so a text measured in it is too narrow at small sizes and too wide
/// at large ones. The factors are fitted to the widths Xcode recorded for labels and
/// system buttons whose width is their intrinsic size (`layoutdb system text-fidelity`
/// over the shared corpus and three wild sweeps; FIDELITY.md, "Text measurement against
/// recorded frames"): the median of recorded ÷ Roboto width over distinct texts, files
/// from Xcode 7 to 26 alike (SF UI and SF Pro agree), regular weight:
///
/// | size | 12 | 14 | 15 | 17 | 24 and up |
/// | --- | --- | --- | --- | --- | --- |
/// | factor | 1.064 | 1.052 | 1.034 | 1.011 | 0.970 |
///
/// (6, 11, 34, 82 and 14 distinct texts; 12 → 17 pt falls by 5 %, the guidelines' 26/1000
/// em of tracking over an average letter of about half an em). Between the sizes the
/// factor is interpolated linearly, beyond them it stays at the end's. SF's semibold and
/// heavier weights are a further 4.5 % wider than Roboto Bold and Black (8 distinct texts
/// at 17 to 36 pt: +5 to +6 % at 17–18 pt, +1 to +5 % at 24–36 pt).
///
/// Only runs in the stand-in font are scaled: a fallback font (CJK ideographs, Hebrew,
/// Arabic) stands for another system font, not for SF.
public enum StandInWidthScale: Hashable, Sendable {
    /// The fitted factors (the default).
    case fitted
    /// Roboto's own advances, unscaled: for comparing fonts.
    case none

    static let regular: [(size: Double, factor: Double)] = [
        (12, 1.064), (14, 1.052), (15, 1.034), (17, 1.011), (24, 0.970),
    ]
    static let heavierFactor = 1.045

    /// The factor for a run in the stand-in font at `pointSize` and `weight`.
    public func factor(pointSize: Double, weight: FontWeight) -> Double {
        guard self == .fitted else { return 1 }
        let points = Self.regular
        var factor = points[points.count - 1].factor
        if pointSize <= points[0].size {
            factor = points[0].factor
        } else if let upper = points.firstIndex(where: { $0.size >= pointSize }) {
            let (low, high) = (points[upper - 1], points[upper])
            factor = low.factor + (high.factor - low.factor) * (pointSize - low.size) / (high.size - low.size)
        }
        switch weight {
        case .semibold, .bold, .heavy, .black: return factor * Self.heavierFactor
        default: return factor
        }
    }
}
