import ArgumentParser
import Foundation
import LayoutDB

/// `layoutdb solve DOC`: frames and diagnostics for one configuration.
struct SolveCommand: DatabaseCommand {
    static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "Solve a document for one device configuration and print its frames and problems.",
        discussion: """
            DOC is a stored document's name or a document file. Stored documents are solved \
            through the cache: the first solve of a revision and configuration computes and \
            stores the result, later ones read it ("cached": true).

            Exit status: 0 when the layout is sound, 1 when it has unsatisfiable or ambiguous \
            constraints (warnings such as overlapping or clipped views are printed but do not \
            fail, unless --strict), 64 bad usage, 65 a document that does not validate, 75 a \
            database another process kept locked (try again later).

            --view ID narrows what is printed to that view's frame and the problems that \
            name it (a server that needs one frame); the whole layout is still solved and \
            cached, and the exit status follows the problems printed. In a storyboard of \
            several scenes, the scenes that have the views are printed.

            In JSON, numbers are rounded to 1e-9 pt and printed as the shortest decimal \
            of that (20.333333333, not 20.333333333333314; compare frames within 1e-9), \
            and a view imported from Interface Builder ends with its interfaceBuilderID. \
            Problems name a view by its designer's name (Interface Builder's userLabel) \
            and IB id beside its id: "d_1" ('Title box', Interface Builder id d-1).

            Examples:
              layoutdb solve login --device "iPhone 15 Pro" --orientation landscape
              layoutdb solve login --device "iPhone 15" --view title --format json
              layoutdb solve login --device ipad-pro-11inch --multitasking third --direction rtl
              layoutdb solve examples/login.json --content-size accessibilityExtraLarge --format json
            """)

    @OptionGroup var database: DatabaseOptions
    @Argument(help: "A stored document's name, or a document file (FILE#ID for one scene of a storyboard or xib).") var document: String
    @Option(parsing: .unconditional, help: ArgumentHelp("A revision number of a stored document (default: the latest).", discussion: "Where DOC names both a file and a stored document, --revision picks the stored one (the file is used otherwise, said on standard error).")) var revision: Int?
    @OptionGroup var setupOptions: SetupOptions
    @OptionGroup var intrinsic: IntrinsicOption
    @Flag(help: "Fail (exit 1) on warnings too: clipped, off-screen, overlapping, zero-size or misplaced views.")
    var strict = false
    @Option(name: .customLong("view"), parsing: .singleValue, help: ArgumentHelp(
        "Print only this view's frame (or a custom guide's), and only the problems that name it; repeat it, or separate ids with commas, for several.",
        discussion: "An Interface Builder id works too, and a view's designer name (its userLabel, as the tree shows it) when no other view has it. The whole layout is still solved (and cached); the exit status follows the problems printed.",
        valueName: "id"))
    var views: [String] = []
    @OptionGroup var format: OutputFormatOption

    func run() throws {
        let ids = views.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        if ids.contains(where: \.isEmpty) { throw ValidationError("--view needs a view id (an empty one was given)") }
        let all = try solveAll()
        let (solved, results) = try ids.isEmpty ? (all, all.map(\.layout)) : select(ids, from: all)
        switch format.value {
        case .json:
            let value = all.count == 1 ? results[0].json : JSONValue.array(results.map(\.json))
            print(value.rendered, terminator: "")
        case .text:
            let texts = try zip(results, solved).map { SolvedLayoutText($0, labels: try $1.labels()).text }
            print(texts.joined(separator: "\n\n"))
        }
        let failing = results.contains { $0.hasErrors || (strict && !$0.diagnostics.isEmpty) }
        if failing { throw ExitStatus.problemsFound }
    }

    /// The layouts narrowed to `ids` (``SolvedLayout/selecting(views:labels:)``). A file of
    /// several scenes keeps the scenes that have any of the views, each narrowed to those it
    /// has (a view id belongs to one scene, so asking every scene for it failed at the
    /// first that lacked it); an id no scene has is refused, naming the nearest.
    private func select(_ ids: [String], from all: [Solved]) throws -> ([Solved], [SolvedLayout]) {
        guard all.count > 1 else {
            do {
                return (all, try all.map { try $0.layout.selecting(views: ids, labels: try $0.labels()) })
            } catch let error as UnknownSolvedView {
                throw ValidationError(error.description)
            }
        }
        var kept: [Solved] = []
        var narrowed: [SolvedLayout] = []
        var found = Set<String>()
        var firstError: [String: UnknownSolvedView] = [:]
        for entry in all {
            let labels = try entry.labels()
            var here: [String] = []
            for id in ids {
                do {
                    _ = try entry.layout.selecting(views: [id], labels: labels)
                    here.append(id)
                    found.insert(id)
                } catch {
                    if firstError[id] == nil { firstError[id] = error }
                }
            }
            guard !here.isEmpty else { continue }
            kept.append(entry)
            narrowed.append(try entry.layout.selecting(views: here, labels: labels))
        }
        if let missing = ids.first(where: { !found.contains($0) }) {
            let every = all.flatMap { $0.layout.views.map(\.id) }
            // An Interface Builder id is compared as the document id it would be (b-3 is b_3).
            let nearest = NameSuggestion.closest(to: InterfaceBuilderID.documentID(for: missing), among: every)
                ?? NameSuggestion.closest(to: missing, among: every)
            let guess = nearest.map { " (did you mean \(EchoedName.quoted($0))?)" } ?? ""
            if let shared = firstError[missing], !shared.labelledViews.isEmpty { throw ValidationError(shared.description) }
            throw ValidationError(
                "none of the \(all.count) documents of \(document) has a view or layout guide \(EchoedName.quoted(missing))\(guess)")
        }
        return (kept, narrowed)
    }

    /// A solved layout and the designers' names of its views (`userLabel`), which the text
    /// tree shows: read when the text is printed, from the document in hand or, for a
    /// result the cache served, from the store (the cache keeps frames, not names).
    private struct Solved {
        var layout: SolvedLayout
        var labels: () throws -> [String: String]
    }

    private func solveAll() throws -> [Solved] {
        if let file = try DocumentArgument.chosenFile(document, revision: revision, database: database) {
            let documents = try DocumentArgument.documents(in: file)
            // A device the catalog does not know leaves the file with no design device:
            // said once, as the frames are then the default device's, not the canvas's.
            if setupOptions.device == nil, setupOptions.size == nil,
                let unknown = documents.lazy.compactMap({ $0.canvas?.unknownInterfaceBuilderDevice }).first
            {
                printWarning(
                    "\(document): Interface Builder's device '\(unknown)' is not in the device catalog; "
                        + "solving at \(SolveSetup.defaultDeviceID) (choose one with --device)",
                    fields: [("document", .string(document))])
            }
            let measurer = TextMeasurers.commandLine
            return try documents.map { designed in
                let setup = try intrinsic.setup(for: designed, options: setupOptions)
                let doc = intrinsic.source.apply(to: designed.document)
                let layout = try solving { () throws(SolveError) in
                    try LayoutSolving.solve(doc, revision: nil, setup: setup, measurer: measurer)
                }
                return Solved(layout: layout, labels: { Self.labels(of: doc) })
            }
        }
        try DocumentArgument.refuseMissingFile(self.document, database: database)
        let db = try database.open()
        let document = try storedName(self.document, in: db.store)
        if intrinsic.source == .recorded {
            // Not through the cache: its key does not know the intrinsic source.
            let stored = try storeCall { () throws(StoreError) in try db.store.document(named: document, revision: revision) }
            let setup = try setupOptions.setup(designDevice: stored.document.designDevice)
            let doc = intrinsic.source.apply(to: stored.document)
            let layout = try solving { () throws(SolveError) in
                try LayoutSolving.solve(doc, revision: stored.revision, setup: setup, measurer: TextMeasurers.commandLine)
            }
            return [Solved(layout: layout, labels: { Self.labels(of: doc) })]
        }
        let (layout, solvedRevision) = try StoredSolve.solve(document, revision: revision, options: setupOptions, in: db)
        return [Solved(layout: layout, labels: {
            try storeCall { () throws(StoreError) in try db.store.userLabels(named: document, revision: solvedRevision) }
        })]
    }

    /// The designers' names of `document`'s views, by id.
    private static func labels(of document: LayoutDocument) -> [String: String] {
        var labels: [String: String] = [:]
        for view in document.allViews { if let label = view.userLabel, !label.isEmpty { labels[view.id] = label } }
        return labels
    }

    private func solving(_ body: () throws(SolveError) -> SolvedLayout) throws -> SolvedLayout {
        do {
            return try body()
        } catch {
            printError("layoutdb: \(error)")
            if case .store(let storeError) = error, case .unknownDocument = storeError { throw ExitCode.validationFailure }
            throw ExitStatus.failure(error)
        }
    }
}
