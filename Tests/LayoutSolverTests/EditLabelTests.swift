import Testing
import LayoutSolver

/// An edit variable's constraint is stored unlabelled and named "edit NAME" only when
/// someone asks (``Solver/constraint(_:)``, `setConstant`'s error): the name is what it
/// was when it was written into every edit constraint.
@Suite struct EditLabelTests {
    @Test func anEditConstraintIsNamedAfterItsVariable() throws {
        var solver = Solver()
        let w = solver.makeVariable("container.width")
        let x = solver.makeVariable("x")
        let plain = try solver.add(Constraint(LinearExpression(x) - LinearExpression(w), .lessThanOrEqual, label: "x <= w"))
        let unlabelled = try solver.add(Constraint(LinearExpression(x) - 10, .greaterThanOrEqual))
        try solver.addEditVariable(w, priority: Priority(clamping: 999), initialValue: 320)
        let edit = try #require(solver.installedConstraints.last)
        #expect(solver.constraint(edit)?.label == "edit container.width")
        #expect(solver.constraint(edit)?.priority == Priority(clamping: 999))
        #expect(solver.constraint(plain)?.label == "x <= w")
        #expect(solver.constraint(unlabelled)?.label == nil)
        #expect(throws: SolverError.nonFinite(label: "edit container.width")) {
            try solver.setConstant(edit, to: .nan)
        }
        try solver.suggestValue(w, 400)
        #expect(abs(solver.value(of: w) - 400) < 1e-9)
        try solver.removeEditVariable(w)
        #expect(solver.constraint(edit) == nil)
    }
}
