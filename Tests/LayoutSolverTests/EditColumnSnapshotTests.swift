import LayoutSolver
import Testing

/// A suggestion that makes no pivot shifts the constants of the rows holding the
/// edit's error symbol by coefficients remembered from the previous step (a
/// ``ColumnSnapshot`` inside the tableau). These sequences change those rows between
/// suggestions, by adding and removing constraints and by pivots of the dual simplex,
/// so a remembered column that outlived its rows gives wrong frames here.
@Suite("Solver, suggestions between changes of the tableau")
struct EditColumnSnapshotTests {
    func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    /// A container width `w` edited at 999; `x = w / 2` and `y = x + 10` required.
    /// A cap `y ≤ 80` (required) stops `w` at 140, and removing it frees `w` again.
    @Test func aCapAddedAndRemovedBetweenSuggestions() throws {
        var solver = Solver()
        let w = solver.makeVariable("w")
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        try solver.addEditVariable(w, priority: Priority(clamping: 999), initialValue: 100)
        try solver.add(Constraint(LinearExpression(x) - 0.5 * LinearExpression(w), .equal))
        try solver.add(Constraint(LinearExpression(y) - LinearExpression(x) - 10, .equal))
        #expect(near(solver.value(of: x), 50))
        for (suggestion, expected) in [(200.0, 100.0), (120, 60), (300, 150)] {
            try solver.suggestValue(w, suggestion)
            #expect(near(solver.value(of: x), expected))
            #expect(near(solver.value(of: y), expected + 10))
        }
        let cap = try solver.add(Constraint(LinearExpression(y) - 80, .lessThanOrEqual))
        #expect(near(solver.value(of: w), 140))
        for (suggestion, expectedWidth) in [(100.0, 100.0), (500, 140), (60, 60), (139, 139), (141, 140)] {
            try solver.suggestValue(w, suggestion)
            #expect(near(solver.value(of: w), expectedWidth))
            #expect(near(solver.value(of: x), expectedWidth / 2))
            #expect(near(solver.value(of: y), expectedWidth / 2 + 10))
        }
        try solver.remove(cap)
        for suggestion in [400.0, 90, 1000] {
            try solver.suggestValue(w, suggestion)
            #expect(near(solver.value(of: w), suggestion))
            #expect(near(solver.value(of: y), suggestion / 2 + 10))
        }
    }

    /// Two views side by side in a container edited at 999: `a` prefers 100 wide (at
    /// 750), `b` fills the rest, which must stay ≥ 40 (required). Narrow containers
    /// squeeze `a` (dual pivots in the step), wide ones leave it at 100 (steps without a
    /// pivot), back and forth; the second edit variable `h` moves between them, and
    /// every step is checked against the widths worked out by hand.
    @Test func dualPivotsBetweenStepsWithoutPivots() throws {
        var solver = Solver()
        let w = solver.makeVariable("w")
        let h = solver.makeVariable("h")
        let a = solver.makeVariable("a")
        let b = solver.makeVariable("b")
        let top = solver.makeVariable("top")
        try solver.addEditVariable(w, priority: Priority(clamping: 999), initialValue: 400)
        try solver.addEditVariable(h, priority: Priority(clamping: 999), initialValue: 800)
        // a + b = w − 20 (margins of 10), b ≥ 40, a = 100 at 750, top = h / 4.
        try solver.add(Constraint(LinearExpression(a) + LinearExpression(b) - LinearExpression(w) + 20, .equal))
        try solver.add(Constraint(LinearExpression(b) - 40, .greaterThanOrEqual))
        try solver.add(Constraint(LinearExpression(a) - 100, .equal, priority: Priority(clamping: 750)))
        try solver.add(Constraint(LinearExpression(top) - 0.25 * LinearExpression(h), .equal))
        let steps: [(w: Double, h: Double)] = [(400, 800), (320, 568), (150, 568), (160, 400), (130, 400), (1024, 1366), (100, 300), (60, 300), (744, 1133), (744, 1000)]
        for step in steps {
            try solver.suggestValue(w, step.w)
            try solver.suggestValue(h, step.h)
            let expectedA = min(100, step.w - 20 - 40)
            #expect(near(solver.value(of: a), expectedA), "a at w = \(step.w)")
            #expect(near(solver.value(of: b), step.w - 20 - expectedA), "b at w = \(step.w)")
            #expect(near(solver.value(of: top), step.h / 4), "top at h = \(step.h)")
        }
    }
    /// Dual pivots that keep the snapshot (the edit's column holds more rows than a
    /// pivot changes) and repair it at the next step: six guides at `i·w / 7` keep the
    /// column long, and `a` (100 wide at 750, with `b ≥ 40` required beside it) joins
    /// the column when a narrow container squeezes it (the pivot's substitution adds
    /// the symbol to `a`'s row; `b`'s slack leaves), and leaves it again when the
    /// container widens. Every step after such a pivot makes none, so it shifts the
    /// repaired rows only: a row the repair missed keeps its old value here.
    @Test func pivotsThatKeepTheSnapshotThenStepsWithoutPivots() throws {
        var solver = Solver()
        let w = solver.makeVariable("w")
        let a = solver.makeVariable("a")
        let b = solver.makeVariable("b")
        try solver.addEditVariable(w, priority: Priority(clamping: 999), initialValue: 400)
        let guides = (1...6).map { solver.makeVariable("g\($0)") }
        for (i, g) in guides.enumerated() {
            try solver.add(Constraint(LinearExpression(g) - (Double(i + 1) / 7) * LinearExpression(w), .equal))
        }
        try solver.add(Constraint(LinearExpression(a) + LinearExpression(b) - LinearExpression(w) + 20, .equal))
        try solver.add(Constraint(LinearExpression(b) - 40, .greaterThanOrEqual))
        try solver.add(Constraint(LinearExpression(a) - 100, .equal, priority: Priority(clamping: 750)))
        let widths: [Double] = [400, 390, 150, 140, 130, 145, 300, 310, 320, 120, 110, 100, 90, 500, 480, 60, 70, 65, 700, 690]
        for width in widths {
            try solver.suggestValue(w, width)
            let expectedA = min(100, width - 20 - 40)
            #expect(near(solver.value(of: w), width))
            #expect(near(solver.value(of: a), expectedA), "a at w = \(width)")
            #expect(near(solver.value(of: b), width - 20 - expectedA), "b at w = \(width)")
            for (i, g) in guides.enumerated() {
                #expect(near(solver.value(of: g), width * Double(i + 1) / 7), "g\(i + 1) at w = \(width)")
            }
        }
    }
}
