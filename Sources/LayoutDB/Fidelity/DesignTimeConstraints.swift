import LayoutModel

/// The fidelity check's document at design time: constraints marked `placeholder="YES"`
/// ("remove at build time") are installed, because the canvas laid the views out with
/// them.
///
/// Why only here: UIKit never sees a placeholder constraint (IB-NOTES.md §1.4, pitfall
/// 5), so a solve of the stored document drops it; but the frames the check compares
/// against were computed with it. Instructure's StudentAssignmentDetailsViewController
/// pins its submit button to the safe area's bottom and sides with placeholders only:
/// without them the button is ambiguous and solved 3000 points from where Xcode drew it.
///
/// Decision: where the placeholders make the layout unsatisfiable and it is not without
/// them, the check solves without them. Which constraint the canvas broke is not known
/// (mattneub's scrollViewInNib examples pin a 200-wide view to a container's edges with
/// placeholders; Xcode drew it 320 wide, breaking the width, where the engine broke
/// another), and the run-time layout is the better guess.
enum DesignTimeConstraints {
    /// `document` solved for `setup` with its placeholder constraints installed, unless
    /// they make it unsatisfiable (see the type's decision).
    static func solve(
        _ document: LayoutDocument, setup: SolveSetup, measurer: any TextMeasuring
    ) throws(SolveError) -> SolvedLayout {
        let designTime = installed(in: document)
        let solved = try LayoutSolving.solve(designTime, revision: nil, setup: setup, measurer: measurer)
        guard designTime != document, solved.isUnsatisfiable else { return solved }
        let runTime = try LayoutSolving.solve(document, revision: nil, setup: setup, measurer: measurer)
        return runTime.isUnsatisfiable ? solved : runTime
    }

    static func installed(in document: LayoutDocument) -> LayoutDocument {
        var document = document
        document.constraints = document.constraints.map { constraint in
            guard case .single(var spec) = constraint, spec.isPlaceholder else { return constraint }
            spec.isPlaceholder = false
            return .single(spec)
        }
        return document
    }
}

extension SolvedLayout {
    /// Whether the solve broke a constraint.
    fileprivate var isUnsatisfiable: Bool { diagnostics.contains { $0.kind == "unsatisfiable" } }
}
