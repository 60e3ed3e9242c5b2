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

    /// Edit variables are kept by variable index: a later variable made an edit first,
    /// an edit removed and added again, and the suggestions of each reach its own
    /// variable (the table must not mix up slots or keep a removed one).
    @Test func editsAreFoundByTheirVariable() throws {
        var solver = Solver()
        let a = solver.makeVariable("a")
        let b = solver.makeVariable("b")
        let c = solver.makeVariable("c")
        try solver.addEditVariable(c, priority: Priority(clamping: 500), initialValue: 3)
        try solver.addEditVariable(a, priority: Priority(clamping: 500), initialValue: 1)
        #expect(solver.isEditVariable(a) && !solver.isEditVariable(b) && solver.isEditVariable(c))
        try solver.suggestValue(c, 30)
        try solver.suggestValue(a, 10)
        #expect(solver.value(of: a) == 10 && solver.value(of: c) == 30)
        #expect(throws: SolverError.unknownEditVariable(b)) { try solver.suggestValue(b, 2) }
        #expect(throws: SolverError.duplicateEditVariable(c)) {
            try solver.addEditVariable(c, priority: Priority(clamping: 500))
        }
        try solver.removeEditVariable(c)
        #expect(!solver.isEditVariable(c))
        #expect(throws: SolverError.unknownEditVariable(c)) { try solver.suggestValue(c, 5) }
        try solver.addEditVariable(c, priority: Priority(clamping: 400), initialValue: 7)
        let edit = try #require(solver.installedConstraints.last)
        #expect(solver.constraint(edit)?.label == "edit c")
        try solver.setConstant(edit, to: -8)
        try solver.suggestValue(a, 11)
        #expect(solver.value(of: c) == 8 && solver.value(of: a) == 11)
        try solver.suggestValue(c, 9)
        #expect(solver.value(of: c) == 9)
    }
}
