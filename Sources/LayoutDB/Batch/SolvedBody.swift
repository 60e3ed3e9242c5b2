import LayoutInterchange
import LayoutModel
import LayoutStore

/// The parts of a configuration's outcome and cache row that depend on the solved result
/// only (with the document and the hierarchy it was solved from): made once per distinct
/// result of a document (``BatchBodyMemo``) and shared by every configuration solved to it.
///
/// A body made for storing is encoded when it is made (``encoded``): the cache row's
/// JSON body, its hash and its binary form are the same for every configuration that
/// shares the body, so a configuration writes only its header (``cacheRecord(document:revision:setup:container:)``).
/// The views and diagnostics the encodings were made from are not kept: a document's
/// bodies live as long as its groups run.
struct SolvedBody: Sendable {
    var problems: [BatchProblem]
    /// The messages the outcome reports, as `solve` prints them: the model's
    /// (``LayoutDiagnostic/message``), with the views of an Interface Builder document
    /// named by their IB ids too and their designers' names (``SolvedDiagnostic/nameInterfaceBuilderView(of:documentName:labels:)``).
    var messages: [String]
    /// `batch_result.problems` (``BatchProblem/json(_:)``).
    var problemsJSON: String
    /// The stored diagnostics that are errors (``SolvedDiagnostic/isError``), and the rest.
    var errorCount: Int
    var warningCount: Int
    /// ``SolvedLayout/encodedBody`` (nil when results are not stored).
    var encoded: EncodedBody?
    /// The designers' names of the views the problems name (``BatchOutcome/labels``).
    var labels: [String: String]

    init(document: String, hierarchy: LayoutHierarchy, result: LayoutResult, stores: Bool) {
        // The designers' names of the views, for the messages (none to look for without problems).
        let labels = result.diagnostics.isEmpty ? [:] : hierarchy.userLabels
        self.labels = labels.isEmpty ? [:] : Self.labels(labels, of: result.diagnostics)
        guard stores else {
            problems = result.diagnostics.map { BatchProblem(kind: $0.kind, views: $0.views) }
            messages = result.diagnostics.map { SolvedDiagnostic($0, documentName: document, labels: labels).message }
            problemsJSON = Self.json(problems)
            errorCount = 0
            warningCount = 0
            encoded = nil
            return
        }
        // Each diagnostic's views and message are computed once, for the problem, the
        // outcome's message and the stored diagnostic alike.
        var problems: [BatchProblem] = []
        var messages: [String] = []
        var diagnostics: [SolvedDiagnostic] = []
        problems.reserveCapacity(result.diagnostics.count)
        messages.reserveCapacity(result.diagnostics.count)
        diagnostics.reserveCapacity(result.diagnostics.count)
        for diagnostic in result.diagnostics {
            var solved = SolvedDiagnostic(diagnostic)
            problems.append(BatchProblem(kind: solved.kind, views: solved.views))
            solved.nameInterfaceBuilderView(of: diagnostic, documentName: document, labels: labels)
            messages.append(solved.message)
            diagnostics.append(solved)
        }
        self.problems = problems
        self.messages = messages
        problemsJSON = Self.json(problems)
        errorCount = diagnostics.reduce(0) { $0 + ($1.isError ? 1 : 0) }
        warningCount = diagnostics.count - errorCount
        // The body's encodings do not depend on the header's fields.
        let layout = SolvedLayout(
            document: document, revision: nil, traitKey: "", traits: TraitCollection(),
            container: LayoutSize(width: 0, height: 0), views: LayoutSolving.views(of: hierarchy, in: result),
            diagnostics: diagnostics, cached: false, scrollViews: LayoutSolving.scrollViews(of: hierarchy, in: result))
        encoded = layout.encodedBody
    }

    /// The solve cache's row for a configuration solved to this body: what
    /// ``SolvedLayout/cacheRecord(setup:)`` gives for the whole result, with the body
    /// encoded once. Nil when results are not stored.
    func cacheRecord(document: String, revision: Int, setup: SolveSetup, container: LayoutSize) -> SolveCacheRecord? {
        guard let encoded else { return nil }
        let header = SolvedLayout(
            document: document, revision: revision, traitKey: setup.traitKey, traits: setup.traits, container: container,
            views: [], diagnostics: [], cached: false)
        return SolvedLayout.cacheRecord(
            setup: setup, traits: setup.traits, errorCount: errorCount, warningCount: warningCount,
            header: header.headerJSON, body: encoded)
    }

    /// `labels` narrowed to the views `diagnostics` name.
    static func labels(_ labels: [String: String], of diagnostics: [LayoutDiagnostic]) -> [String: String] {
        var named: [String: String] = [:]
        for diagnostic in diagnostics {
            for view in diagnostic.views { if let label = labels[view] { named[view] = label } }
        }
        return named
    }

    /// ``BatchProblem/json(_:)``'s text written straight into bytes, without building a
    /// `JSONValue` per problem (the same text: `BatchBodyMemoTests`).
    static func json(_ problems: [BatchProblem]) -> String {
        var output = JSONOutputBuffer()
        output.append(UInt8(ascii: "["))
        for (index, problem) in problems.enumerated() {
            output.append(index == 0 ? "{\"kind\":" : ",{\"kind\":")
            output.writeString(problem.kind)
            output.append(",\"views\":[")
            for (position, view) in problem.views.enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                output.writeString(view)
            }
            output.append("]}")
        }
        output.append(UInt8(ascii: "]"))
        return output.string
    }
}
