import Foundation
import LayoutModel

/// The Markdown table FIDELITY.md prints: one row per file, then the worst misses.
public enum FidelityTable {
    public static func markdown(_ reports: [FidelityFileReport], worst: Int = 3) -> String {
        var lines = [
            "| file | documents | views compared | matching | worst misses (IB id, class, solved → recorded, Δ) |",
            "|---|---|---|---|---|",
        ]
        for report in reports {
            if let error = report.error {
                lines.append("| \(report.fileName) | – | – | – | import failed: \(error) |")
                continue
            }
            let misses = report.misses.prefix(worst).map(describe).joined(separator: "<br>")
            lines.append("| \(report.fileName) | \(report.documents) | \(report.compared) | \(report.matching) | \(misses) |")
        }
        let compared = reports.reduce(0) { $0 + $1.compared }
        let matching = reports.reduce(0) { $0 + $1.matching }
        lines.append("| **total** | \(reports.reduce(0) { $0 + $1.documents }) | \(compared) | \(matching) | |")
        return lines.joined(separator: "\n") + "\n"
    }

    public static func describe(_ miss: FidelityMiss) -> String {
        let solved = miss.solved.map(text) ?? "–"
        let recorded = miss.recorded.map(text) ?? "–"
        let distance = miss.distance.isFinite ? number(miss.distance) : "∞"
        let reason = miss.reason.isEmpty ? "" : " (\(miss.reason))"
        return "`\(miss.interfaceBuilderID)` \(miss.className) \(solved) → \(recorded), Δ\(distance)\(reason)"
    }

    static func text(_ rect: LayoutRect) -> String {
        "(\(number(rect.x)), \(number(rect.y)), \(number(rect.width)), \(number(rect.height)))"
    }

    static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
