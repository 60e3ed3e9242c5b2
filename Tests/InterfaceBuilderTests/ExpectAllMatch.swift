import Foundation
import LayoutDB
import Testing

/// Checks a hand-written Interface Builder file the way the fidelity table does: it must
/// import, compare exactly `compared` trustworthy views, and match every one of them;
/// the misses are printed when it does not. `fileName` says which kind of file it is.
func expectAllMatch(
    _ data: Data, compared: Int, fileName: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let report = FidelityCheck.check(data: data, fileName: fileName)
    #expect(report.error == nil, sourceLocation: sourceLocation)
    #expect(report.compared == compared, sourceLocation: sourceLocation)
    #expect(report.misses.isEmpty, "\(report.misses.map(FidelityTable.describe))", sourceLocation: sourceLocation)
}
