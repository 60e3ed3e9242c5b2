/// Greedy line filling over `LineBreaker`'s segments: each line takes segments while
/// its visible width stays within the maximum, as UIKit's word wrapping does.
///
/// The width of a candidate line is measured whole (not summed per segment), so a
/// measurer that shapes with kerning gives lines that truly fit. A segment wider than
/// the maximum on its own is broken between characters, as
/// `NSLineBreakMode.byWordWrapping` does with a word that does not fit a line; so a
/// line is wider than the maximum only when it is a single character.
///
/// Complexity: O(n · k) measurements of at most a line's length, for n segments and
/// k segments per line. With no maximum width nothing can fail to fit, so each line is
/// measured once, when it closes: measuring every candidate made an unbounded 20,000
/// character label take minutes (its whole text is one line, so k = n).
public enum LineWrapper {
    /// Slack for comparing a measured width with the maximum (floating-point sums).
    static let tolerance = 1e-9

    /// The lines of `text` wrapped at `maxWidth` (nil: only at line breaks).
    ///
    /// - Parameter measure: the advance width of a piece of `text`; called only on
    ///   non-empty pieces without trailing spaces.
    public static func wrap(
        _ text: String,
        maxWidth: Double?,
        measure: (Substring) -> Double
    ) -> [WrappedLine] {
        wrapWithRange(text, maxWidth: maxWidth, measure: measure).lines
    }

    /// The lines of `text` wrapped at `maxWidth`, and the maximum widths at which every
    /// fit decision, and so every line, would be the same (``WrapWidthRange``).
    public static func wrapWithRange(
        _ text: String,
        maxWidth: Double?,
        measure: (Substring) -> Double
    ) -> (lines: [WrappedLine], range: WrapWidthRange) {
        withoutActuallyEscaping(measure) { measure in
            var wrapper = Wrapper(text: text, maxWidth: maxWidth, measure: measure)
            for segment in LineBreaker.segments(text) {
                wrapper.add(segment)
            }
            wrapper.closeLine()
            return (wrapper.lines, wrapper.range)
        }
    }

    /// The first `numberOfLines` lines (all of them for 0, UILabel's "no limit").
    public static func limit(_ lines: [WrappedLine], numberOfLines: Int) -> [WrappedLine] {
        numberOfLines > 0 ? Array(lines.prefix(numberOfLines)) : lines
    }

    /// `text[range]` without the trailing characters that hang past the line's end.
    static func visible(_ text: String, _ range: Range<String.Index>) -> Substring {
        var end = range.upperBound
        while end > range.lowerBound {
            let before = text.index(before: end)
            switch LineBreakClass(text[before]) {
            case .space, .mandatory, .zeroWidthSpace: end = before
            default: return text[range.lowerBound..<end]
            }
        }
        return text[range.lowerBound..<end]
    }

    private struct Wrapper {
        let text: String
        let maxWidth: Double?
        let measure: (Substring) -> Double
        var lines: [WrappedLine] = []
        var open: WrappedLine?
        /// Every width `fits` was asked about, split by its answer.
        var range = WrapWidthRange()

        init(text: String, maxWidth: Double?, measure: @escaping (Substring) -> Double) {
            self.text = text
            self.maxWidth = maxWidth
            self.measure = measure
        }

        func width(_ range: Range<String.Index>) -> Double {
            let piece = LineWrapper.visible(text, range)
            return piece.isEmpty ? 0 : measure(piece)
        }

        mutating func fits(_ width: Double) -> Bool {
            guard let maxWidth else { return true }
            let fits = width <= maxWidth + LineWrapper.tolerance
            range.record(width, fits: fits)
            return fits
        }

        mutating func add(_ segment: LineBreakSegment) {
            if let line = open, maxWidth == nil {
                // Every candidate fits: its width is taken when the line closes.
                open = WrappedLine(range: line.range.lowerBound..<segment.range.upperBound, width: line.width)
            } else if let line = open {
                let candidate = line.range.lowerBound..<segment.range.upperBound
                let candidateWidth = width(candidate)
                if fits(candidateWidth) {
                    open = WrappedLine(range: candidate, width: candidateWidth)
                } else {
                    closeLine()
                    start(segment.range)
                }
            } else {
                start(segment.range)
            }
            if segment.isMandatoryBreak { closeLine() }
        }

        mutating func closeLine() {
            if var line = open {
                if maxWidth == nil { line.width = width(line.range) }
                lines.append(line)
            }
            open = nil
        }

        /// Opens a line with one segment, breaking it between characters while it is
        /// wider than the maximum.
        mutating func start(_ range: Range<String.Index>) {
            let whole = width(range)
            if fits(whole) {
                open = WrappedLine(range: range, width: whole)
                return
            }
            var pieceStart = range.lowerBound
            var pieceWidth = 0.0
            var index = range.lowerBound
            while index < range.upperBound {
                let next = text.index(after: index)
                let candidateWidth = width(pieceStart..<next)
                if !fits(candidateWidth) && pieceStart < index {
                    lines.append(WrappedLine(range: pieceStart..<index, width: pieceWidth))
                    pieceStart = index
                    pieceWidth = width(index..<next)
                } else {
                    pieceWidth = candidateWidth
                }
                index = next
            }
            open = WrappedLine(range: pieceStart..<range.upperBound, width: pieceWidth)
        }
    }
}
