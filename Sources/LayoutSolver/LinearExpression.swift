/// `Σ coefficient·variable + constant`: the left-hand side of every ``Constraint``.
///
/// A variable may appear in several terms; the solver sums their coefficients.
/// An Auto Layout multiplier is just a coefficient: `a.x == 2·b.w + 8` is
/// `LinearExpression([Term(ax), Term(bw, -2)], constant: -8)` related `== 0`.
public struct LinearExpression: Hashable, Sendable {
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1·variable`.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// True when every coefficient and the constant are finite numbers.
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    /// The value of the expression when each variable takes `value(variable)`.
    public func evaluate(_ value: (Variable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
    }
}

extension LinearExpression {
    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + (-1.0 * rhs)
    }

    public static func * (factor: Double, expression: LinearExpression) -> LinearExpression {
        LinearExpression(
            expression.terms.map { Term($0.variable, $0.coefficient * factor) },
            constant: expression.constant * factor
        )
    }

    public static func + (lhs: LinearExpression, constant: Double) -> LinearExpression {
        LinearExpression(lhs.terms, constant: lhs.constant + constant)
    }

    public static func - (lhs: LinearExpression, constant: Double) -> LinearExpression {
        LinearExpression(lhs.terms, constant: lhs.constant - constant)
    }
}
