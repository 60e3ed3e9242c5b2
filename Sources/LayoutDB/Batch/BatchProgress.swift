/// How far a batch is, reported after each group of configurations it finishes.
public struct BatchProgress: Hashable, Sendable {
    public var solved: Int
    public var total: Int
    /// Since the run started.
    public var seconds: Double

    public init(solved: Int, total: Int, seconds: Double) {
        self.solved = solved
        self.total = total
        self.seconds = seconds
    }

    /// 0…1.
    public var fraction: Double { total == 0 ? 1 : Double(solved) / Double(total) }
}
