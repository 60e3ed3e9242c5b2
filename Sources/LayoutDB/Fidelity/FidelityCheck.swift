import Foundation
import LayoutInterchange
import LayoutModel

/// Issue #7's fidelity check: solve every document of an Interface Builder file at its
/// design canvas (``DesignCanvas``) with intrinsic sizes from the recorded frames
/// (``IntrinsicSource/recorded``), and compare each trustworthy view's solved frame, in
/// its superview's coordinates, with the frame Xcode recorded
/// (``InterfaceBuilderScene/trustworthyViews``).
///
/// A view matches when every edge is within ``tolerance`` of the recorded one (Xcode's
/// own misplacement threshold). `layoutdb system fidelity DIR` prints the table that
/// FIDELITY.md holds.
///
/// Decision: text is measured with ``FixedMetricsTextMeasurer`` unless a caller brings a
/// measurer. With recorded intrinsic sizes only baselines still come from a measurer, and
/// fixed metrics make the figures the same on every machine, fonts installed or not.
public enum FidelityCheck {
    public static let tolerance = 0.5

    /// The report for the file at `path` (its last path component names it).
    public static func check(path: String, measurer: any TextMeasuring = FixedMetricsTextMeasurer()) -> FidelityFileReport {
        let fileName = (path as NSString).lastPathComponent
        guard let data = FileManager.default.contents(atPath: path) else {
            return FidelityFileReport(fileName: fileName, error: "cannot read \(path)")
        }
        return check(data: data, fileName: fileName, measurer: measurer)
    }

    public static func check(data: Data, fileName: String, measurer: any TextMeasuring = FixedMetricsTextMeasurer()) -> FidelityFileReport {
        let file: InterfaceBuilderImport
        do {
            file = try InterfaceBuilderDocument.importFile(data: data, fileName: fileName)
        } catch {
            return FidelityFileReport(fileName: fileName, error: error.description)
        }
        var report = FidelityFileReport(fileName: fileName)
        report.documents = file.scenes.count
        for scene in file.scenes where !scene.trustworthyViews.isEmpty {
            check(scene, in: file, measurer: measurer, into: &report)
        }
        report.misses.sort { ($0.distance, $0.view) > ($1.distance, $1.view) }
        return report
    }

    static func check(
        _ scene: InterfaceBuilderScene, in file: InterfaceBuilderImport, measurer: any TextMeasuring,
        into report: inout FidelityFileReport
    ) {
        var document = DesignTimeArrangedLengths.applied(
            to: DesignTimeIntrinsicSizes.applied(
                scene.designTimeIntrinsicSizes, to: IntrinsicSource.recorded.apply(to: scene.document)))
        let insetlessSliders = CanvasSliderArtwork.drawsWithoutInsets(toolsVersion: file.toolsVersion)
        if insetlessSliders { document = CanvasSliderArtwork.applied(to: document) }
        if CanvasCellMargins.drawsWiderVerticalMargins(toolsVersion: file.toolsVersion) {
            document = CanvasCellMargins.applied(to: document)
        }
        let recorded = Dictionary(
            document.allViews.compactMap { node in node.recordedFrame.map { (node.id, ($0, node.className)) } },
            uniquingKeysWith: { first, _ in first })
        let trusted = scene.trustworthyViews.sorted()
        report.compared += trusted.count
        guard var setup = DesignCanvas(file: file, scene: scene).setup(for: document) else {
            report.misses += trusted.map {
                FidelityMiss(document: document.name, view: $0, className: recorded[$0]?.1 ?? "?", solved: nil,
                             recorded: recorded[$0]?.0, distance: .infinity, reason: "no design device in the catalog")
            }
            return
        }
        // The canvas installs the constraints as the file lists them (a subview's before
        // its superview's), not as UIKit does at run time (FIDELITY.md, ninth semantics audit).
        setup.constraintOrder = .document
        let solved: SolvedLayout
        do {
            solved = try DesignTimeConstraints.solve(document, setup: setup, measurer: measurer)
        } catch {
            report.misses += trusted.map {
                FidelityMiss(document: document.name, view: $0, className: recorded[$0]?.1 ?? "?", solved: nil,
                             recorded: recorded[$0]?.0, distance: .infinity, reason: "\(error)")
            }
            return
        }
        let frames = Dictionary(solved.views.map { ($0.id, $0.frame) }, uniquingKeysWith: { first, _ in first })
        let ambiguous = Set(solved.diagnostics.filter { $0.kind == "ambiguous" }.flatMap(\.views))
        let unsatisfiable = !solved.diagnostics.filter { $0.kind == "unsatisfiable" }.isEmpty
        for id in trusted {
            guard let (expected, className) = recorded[id] else { continue }
            guard let solvedFrame = frames[id] else {
                report.misses.append(FidelityMiss(
                    document: document.name, view: id, className: className, solved: nil, recorded: expected,
                    distance: .infinity, reason: "not in the solved layout (uninstalled at the design device)"))
                continue
            }
            let frame = insetlessSliders ? CanvasSliderArtwork.drawnFrame(solvedFrame, className: className) : solvedFrame
            let distance = max(
                abs(frame.minX - expected.minX), abs(frame.minY - expected.minY),
                abs(frame.maxX - expected.maxX), abs(frame.maxY - expected.maxY))
            if distance <= tolerance {
                report.matching += 1
            } else {
                var reason = ""
                if ambiguous.contains(id) { reason = "ambiguous" } else if unsatisfiable { reason = "the layout broke a constraint" }
                report.misses.append(FidelityMiss(
                    document: document.name, view: id, className: className, solved: frame, recorded: expected,
                    distance: distance, reason: reason))
            }
        }
    }
}

/// One file's figures.
public struct FidelityFileReport: Hashable, Sendable {
    public var fileName: String
    public var documents = 0
    /// Trustworthy views.
    public var compared = 0
    public var matching = 0
    /// Worst first.
    public var misses: [FidelityMiss] = []
    /// Set when the file did not import.
    public var error: String?

    public init(fileName: String, error: String? = nil) {
        self.fileName = fileName
        self.error = error
    }
}

/// A trustworthy view whose solved frame is off its recorded one.
public struct FidelityMiss: Hashable, Sendable {
    public var document: String
    /// The document id (``InterfaceBuilderID`` maps it back to the file's id).
    public var view: String
    public var className: String
    public var solved: LayoutRect?
    public var recorded: LayoutRect?
    /// The largest edge difference, in points.
    public var distance: Double
    /// What the solve said about the view, when it said something.
    public var reason: String

    /// The view's id as the file writes it.
    public var interfaceBuilderID: String { InterfaceBuilderID.interfaceBuilderID(for: view) ?? view }
}
