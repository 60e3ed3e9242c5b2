import LayoutModel

/// The frame a written `<rect key="frame">` records: Interface Builder never records a
/// negative width or height (none of the corpus's 807 frames has one), and where the
/// constraints squeeze a view past nothing it records the size as 0 (GoMap's Display
/// storyboard, label `Zzc-4t-QhT`: `height="0.0"` in a stack view too short for its three
/// labels, where the engine's solution is 14 pt below zero). layoutdb's pictures draw such
/// a size as 0 and its diagnostics call it "no height" (`zeroSize`); the export writes it
/// as 0 too, keeping the origin, as the pictures do. A value that is not finite, which no
/// importer accepts, is written as 0 as well, so that the file always imports again.
enum IBRecordedFrame {
    /// `rect` as the file records it.
    static func recordable(_ rect: LayoutRect) -> LayoutRect {
        LayoutRect(
            x: rect.x.isFinite ? rect.x : 0, y: rect.y.isFinite ? rect.y : 0,
            width: size(rect.width), height: size(rect.height))
    }

    /// What ``recordable(_:)`` changes, one phrase per value (`height -14 is written as
    /// 0`), in x, y, width, height order; empty when the frame is written as it is.
    static func changes(_ rect: LayoutRect) -> [String] {
        let written = recordable(rect)
        return [("x", rect.x, written.x), ("y", rect.y, written.y), ("width", rect.width, written.width),
                ("height", rect.height, written.height)]
            .filter { $0.1 != $0.2 && !($0.1.isNaN && $0.2.isNaN) }
            .map { "\($0.0) \(text($0.1)) is written as \(text($0.2))" }
    }

    /// A number in a sentence, to the thousandth as layoutdb prints points (`-20.333`).
    private static func text(_ value: Double) -> String {
        value.isFinite ? PointText.format(value) : "\(value)"
    }

    private static func size(_ value: Double) -> Double {
        value.isFinite ? max(0, value) : 0
    }
}
