/// The points of the optimal face that ``Solver/ambiguity(of:)`` finds, and the rays
/// it follows, kept per variable asked about.
///
/// A point is the face's values at one vertex (a snapshot, shared by every point taken
/// there) plus the few variables a ray moves. Kept dense, one vector per point, a layout
/// of 2,000 views placed by nothing held 2,000 vectors of 4,000 values (439 MB) and
/// looked each value up through a dictionary: the analysis was quadratic in time and
/// memory. The alternative solution is the mean of the end points, summed as they come
/// in the order the dense vectors were added, so the answer is the same to the bit.
struct AmbiguityPoints {
    /// One point: a snapshot of the face's values and the changes a ray makes to it.
    struct Point {
        var snapshot: Int
        /// (position among the variables asked about, change), each position once.
        var shifts: [(Int, Double)]
    }

    private let symbols: [Symbol]
    /// Where each symbol is among the variables asked about (a variable may be asked
    /// about twice).
    private var positions: [Symbol: [Int]] = [:]
    private var snapshots: [[Double]] = []
    /// The snapshot of the face as it is now, until the face moves.
    private var current: Int?
    private(set) var points: [Point] = []
    /// For each variable, the first ray that moves it down (up), by its point's index.
    private(set) var rayDown: [Int?]
    private(set) var rayUp: [Int?]
    private var endpointSum: [Double]
    private var endpointCount = 0

    init(symbols: [Symbol]) {
        self.symbols = symbols
        for (k, s) in symbols.enumerated() { positions[s, default: []].append(k) }
        rayDown = Array(repeating: nil, count: symbols.count)
        rayUp = Array(repeating: nil, count: symbols.count)
        endpointSum = Array(repeating: 0, count: symbols.count)
    }

    /// Says the face's values changed (an LP ran on it), so the next point needs a new
    /// snapshot.
    mutating func faceMoved() { current = nil }

    /// The face's vertex as a point of its own.
    mutating func vertex(of face: Tableau) -> Int {
        points.append(Point(snapshot: snapshot(of: face), shifts: []))
        return points.count - 1
    }

    /// The point `step` along `free`'s ray from the face's current vertex, noted as the
    /// ray of every variable it moves at a rate above `epsilon` (the rate the LPs'
    /// pricing counts as a move, ``Tableau/extreme(of:sign:pinned:)``).
    mutating func follow(_ free: Symbol, by step: Double, on face: inout Tableau) -> Int {
        let values = face.valueShifts(movingNonbasic: free, by: step)
        var shifts: [(Int, Double)] = []
        for k in positions[free] ?? [] { shifts.append((k, step)) }
        for (s, shift) in values where s != free {
            for k in positions[s] ?? [] { shifts.append((k, shift)) }
        }
        let index = points.count
        for (k, shift) in shifts {
            if shift < -epsilon * step && rayDown[k] == nil { rayDown[k] = index }
            if shift > epsilon * step && rayUp[k] == nil { rayUp[k] = index }
        }
        points.append(Point(snapshot: snapshot(of: face), shifts: shifts))
        return index
    }

    /// Variable `k`'s value at point `p`.
    func value(at p: Int, _ k: Int) -> Double {
        let point = points[p]
        for (j, shift) in point.shifts where j == k { return snapshots[point.snapshot][k] + shift }
        return snapshots[point.snapshot][k]
    }

    /// Counts point `p` among the end points the alternative averages.
    mutating func addEndpoint(_ p: Int) {
        let point = points[p]
        var dense = snapshots[point.snapshot]
        for (k, shift) in point.shifts { dense[k] += shift }
        for k in dense.indices { endpointSum[k] += dense[k] }
        endpointCount += 1
    }

    /// The mean of the end points, or `baseline` when there is none.
    func alternative(baseline: [Double]) -> [Double] {
        guard endpointCount > 0 else { return baseline }
        return endpointSum.map { $0 / Double(endpointCount) }
    }

    private mutating func snapshot(of face: Tableau) -> Int {
        if let current { return current }
        snapshots.append(symbols.map { face.value($0) })
        current = snapshots.count - 1
        return snapshots.count - 1
    }
}
