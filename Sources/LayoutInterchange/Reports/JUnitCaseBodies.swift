/// The `<failure>` and `<system-out>` of a test case, which depend on its diagnostics
/// only: kept for the last few diagnostics arrays, so that configurations sharing a
/// result (a batch shares one between configurations placed alike) escape its messages
/// once. The same means the very same array (a copy of one result's), or none: two
/// equal arrays may still print differently (-0 and 0 in a message).
struct JUnitCaseBodies {
    private var recent: [(diagnostics: [LayoutDiagnostic], standing: BaselineStanding?, body: String)] = []

    /// As many as ``ReportJSONWriter/remembered``.
    static let remembered = ReportJSONWriter.remembered

    /// `standing`: against a baseline run, which decides what fails (part of the key).
    mutating func body(
        of diagnostics: [LayoutDiagnostic], standing: BaselineStanding? = nil, make: ([LayoutDiagnostic]) -> String
    ) -> String {
        if let known = recent.first(where: { Self.same($0.diagnostics, diagnostics) && $0.standing == standing }) {
            return known.body
        }
        let body = make(diagnostics)
        if recent.count == Self.remembered { recent.removeFirst() }
        recent.append((diagnostics, standing, body))
        return body
    }

    /// Whether two arrays are one (or both empty).
    static func same(_ lhs: [LayoutDiagnostic], _ rhs: [LayoutDiagnostic]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        guard !lhs.isEmpty else { return true }
        return lhs.withUnsafeBufferPointer { left in
            rhs.withUnsafeBufferPointer { right in left.baseAddress == right.baseAddress }
        }
    }
}
