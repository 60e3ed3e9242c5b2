import Foundation
import LayoutModel

/// The Markdown tables of `layoutdb system text-fidelity`: per class group and font kind,
/// how many heights were compared and how many are within 0.5 and 1 pt of the recorded
/// ones, how many widths and their error in percent of the recorded width (the median of
/// the signed error, which shows a bias, and the 90th percentile of its size).
public enum TextFidelityTable {
    public static func markdown(_ samples: [TextFidelitySample]) -> String {
        var lines = [
            "| class | font | heights | within 0.5 pt | within 1 pt | median Δh | widths | median width error | 90th pct \\|width error\\| |",
            "|---|---|---|---|---|---|---|---|---|",
        ]
        let groups = Dictionary(grouping: samples) { "\($0.group)\u{1}\($0.fontKind)" }
        for key in groups.keys.sorted() {
            let parts = key.split(separator: "\u{1}", omittingEmptySubsequences: false).map(String.init)
            lines.append(row(parts[0], parts[1], groups[key] ?? []))
        }
        lines.append(row("**total**", "", samples))
        return lines.joined(separator: "\n") + "\n"
    }

    static func row(_ group: String, _ font: String, _ samples: [TextFidelitySample]) -> String {
        let heights = samples.filter { $0.axis == .vertical }
        let widths = samples.filter { $0.axis == .horizontal }
        let within = { (limit: Double) in heights.filter { abs($0.error) <= limit + 1e-9 }.count }
        let percent = widths.map { $0.recorded > 0 ? 100 * $0.error / $0.recorded : 0 }
        let median = percentile(percent, 0.5).map { signed($0) + " %" } ?? "–"
        let p90 = percentile(percent.map(abs), 0.9).map { FidelityTable.number($0) + " %" } ?? "–"
        let medianHeight = percentile(heights.map(\.error), 0.5).map(signed) ?? "–"
        return "| \(group) | \(font) | \(heights.count) | \(within(0.5)) | \(within(1)) | \(medianHeight) | \(widths.count) | \(median) | \(p90) |"
    }

    /// The value below which `fraction` of `values` lie (nearest rank); nil when empty.
    static func percentile(_ values: [Double], _ fraction: Double) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }

    static func signed(_ value: Double) -> String {
        let text = FidelityTable.number(value)
        return value > 0.005 ? "+" + text : text
    }

    /// One line per sample, tab-separated, for a closer look (`--samples`).
    public static func tsv(_ samples: [TextFidelitySample]) -> String {
        var lines = ["file\tdocument\tid\tclass\tfont\taxis\tmeasured\trecorded\terror\ttoolsVersion\tscale\tpointSize\ttext"]
        for sample in samples {
            let text = sample.text.replacingOccurrences(of: "\t", with: " ").replacingOccurrences(of: "\n", with: "⏎")
            lines.append([
                sample.fileName, sample.document, sample.interfaceBuilderID, sample.group, sample.fontKind,
                sample.axis == .horizontal ? "width" : "height", FidelityTable.number(sample.measured),
                FidelityTable.number(sample.recorded), FidelityTable.number(sample.error), sample.toolsVersion,
                FidelityTable.number(sample.scale), sample.pointSize.map(FidelityTable.number) ?? "", text,
            ].joined(separator: "\t"))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
