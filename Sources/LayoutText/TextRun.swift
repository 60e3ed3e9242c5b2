/// A stretch of text shaped in one go: one font (an index into the measurer's faces,
/// 0 = the stand-in for SF at the requested weight) and one script.
struct TextRun: Hashable, Sendable {
    var range: Range<String.Index>
    var face: Int
    var script: ScriptGroup
}

extension TextRun {
    /// Splits `text` into runs. Each character takes the current run's font when that
    /// font has it (so spaces and punctuation stay with their words), else the first
    /// face that has it, else face 0 (measured as .notdef). A run ends where the font
    /// or the script changes; common characters never change the script.
    ///
    /// - Parameter covers: whether face `i` maps a scalar to a glyph.
    static func itemize(_ text: Substring, faceCount: Int, covers: (Int, Unicode.Scalar) -> Bool) -> [TextRun] {
        var runs: [TextRun] = []
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            guard let scalar = text[index].unicodeScalars.first else {
                index = next
                continue
            }
            let script = ScriptGroup(scalar)
            if var run = runs.last, covers(run.face, scalar),
                script == .common || run.script == .common || run.script == script
            {
                run.range = run.range.lowerBound..<next
                if run.script == .common { run.script = script }
                runs[runs.count - 1] = run
            } else {
                let face = (0..<faceCount).first { covers($0, scalar) } ?? 0
                runs.append(TextRun(range: index..<next, face: face, script: script))
            }
            index = next
        }
        return runs
    }
}
