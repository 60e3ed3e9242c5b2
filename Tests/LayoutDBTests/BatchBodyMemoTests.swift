import Foundation
import LayoutInterchange
import LayoutModel
import LayoutStore
import PropertyBased
import TestSupport
import Testing

@testable import LayoutDB

/// A body found in the memo shared by a document's groups (``BatchBodyMemo``) is exactly
/// the body the plain path makes for that result: the same problems, messages, views,
/// diagnostics, and the same stored JSON, hash and binary form, byte for byte.
@Suite struct BatchBodyMemoTests {
    /// The login example solved on one phone: a real hierarchy and result to vary.
    static func login() throws -> (name: String, hierarchy: LayoutHierarchy, result: LayoutResult) {
        let (name, hierarchy, result, _) = try loginSolved()
        return (name, hierarchy, result)
    }

    /// ``login()`` with the setup it was solved for.
    static func loginSolved() throws -> (name: String, hierarchy: LayoutHierarchy, result: LayoutResult, setup: SolveSetup) {
        let path = try #require(DocumentCommandTests.examples.first { $0.hasSuffix("/login.json") })
        let document = try DocumentFile.documents(at: path).first.unwrap()
        let configuration = try BatchMatrix(devices: "iphone-6.1inch-2020", orientations: "portrait", contentSizes: "large")
            .configurations.first.unwrap()
        let setup = SolveSetup(configuration: configuration)
        let (resolved, engine) = try LayoutSolving.engine(for: document, setup: setup, measurer: FixedMetricsTextMeasurer())
        return (document.name, resolved.hierarchy, engine.result(), setup)
    }

    /// What a single solve stores for `result` (``SolvedLayout/cacheRecord(setup:)``),
    /// made from the result without a batch.
    static func plainRecord(
        name: String, hierarchy: LayoutHierarchy, result: LayoutResult, setup: SolveSetup
    ) -> SolveCacheRecord {
        SolvedLayout(
            document: name, revision: 1, traitKey: setup.traitKey, traits: setup.traits,
            container: LayoutSize(width: 390, height: 844), views: LayoutSolving.views(of: hierarchy, in: result),
            diagnostics: result.diagnostics.map { SolvedDiagnostic($0, documentName: name) }, cached: false,
            scrollViews: LayoutSolving.scrollViews(of: hierarchy, in: result)
        ).cacheRecord(setup: setup)
    }

    /// Results of one hierarchy drawn from a few variants, each of which has a twin whose
    /// new zeros are negative (equal by `==`, printed apart): the memo must never hand one
    /// the other's body.
    @Test func memoisedBodiesAreThePlainOnes() async throws {
        let (name, hierarchy, base, setup) = try Self.loginSolved()
        let ids = hierarchy.views.map(\.view.id)
        let input = DeterministicCases.generator(seed: 0xB0D1_3E30) { rng in
            Self.results(from: base, ids: ids, using: &rng)
        }
        await propertyCheck(count: DeterministicCases.count(60), input: input) { generated in
            let memo = BatchBodyMemo()
            var exact: [LayoutResult] = []
            for result in generated.value {
                let plain = SolvedBody(document: name, hierarchy: hierarchy, result: result, stores: true)
                let found = memo.body(hierarchy: 0, result: result) {
                    SolvedBody(document: name, hierarchy: hierarchy, result: result, stores: true)
                }
                Self.expectEqual(found, plain, "\(generated.seed) #\(generated.index)")
                // The row a batch writes from the body is the one a single solve stores.
                #expect(
                    found.cacheRecord(
                        document: name, revision: 1, setup: setup, container: LayoutSize(width: 390, height: 844))
                        == Self.plainRecord(name: name, hierarchy: hierarchy, result: result, setup: setup),
                    "\(generated.seed) #\(generated.index)")
                if BatchBodyMemo.comparesExactly(result), !exact.contains(where: { BatchBodyMemo.sameBody($0, result) }) {
                    exact.append(result)
                }
            }
            // Each distinct result that compares exactly is made once; the rest are made
            // without the memo.
            #expect(memo.count == exact.count, "\(generated.seed) #\(generated.index)")
        }
    }

    /// The sign of a zero in a diagnostic's frame shows in its message, so two results
    /// that differ only there have bodies of their own.
    @Test func aNegativeZeroIsNotZeroToTheMemo() throws {
        let (name, hierarchy, base) = try Self.login()
        let view = try hierarchy.views.last.unwrap().view.id
        var positive = base
        positive.diagnostics = [.zeroSize(view: view, frame: LayoutRect(x: 0, y: 4, width: 0, height: 10))]
        var negative = base
        negative.diagnostics = [.zeroSize(view: view, frame: LayoutRect(x: -0.0, y: 4, width: 0, height: 10))]
        #expect(positive == negative)
        let memo = BatchBodyMemo()
        let make = { (result: LayoutResult) in
            memo.body(hierarchy: 0, result: result) {
                SolvedBody(document: name, hierarchy: hierarchy, result: result, stores: true)
            }
        }
        let first = make(positive)
        let second = make(negative)
        #expect(first.messages != second.messages)
        #expect(second.messages.first?.contains("(-0.0, 4.0") == true)
        #expect(second.encoded?.json == SolvedBody(document: name, hierarchy: hierarchy, result: negative, stores: true).encoded?.json)
        // An equal result made again is found, not made.
        let again = memo.body(hierarchy: 0, result: positive) { Issue.record("made again"); return first }
        #expect(again.encoded?.json == first.encoded?.json)
        #expect(memo.count == 1)
    }

    /// Past its byte budget the memo makes bodies without keeping them: the answer is the
    /// plain body either way, the bodies kept before stay found, and what it holds stays
    /// within the budget.
    @Test func aFullMemoMakesWithoutKeeping() throws {
        let (name, hierarchy, base) = try Self.login()
        let view = try hierarchy.views.last.unwrap().view.id
        func result(_ k: Int) -> LayoutResult {
            var result = base
            result.diagnostics = [.zeroSize(view: view, frame: LayoutRect(x: Double(k), y: 4, width: 0, height: 10))]
            return result
        }
        func plain(_ k: Int) -> SolvedBody { SolvedBody(document: name, hierarchy: hierarchy, result: result(k), stores: true) }
        let each = BatchBodyMemo.footprint(of: plain(0))
        #expect(each > 0)
        let memo = BatchBodyMemo(byteBudget: 3 * each + each / 2)
        var made = 0
        for k in 0..<6 {
            let body = memo.body(hierarchy: 0, result: result(k)) { made += 1; return plain(k) }
            Self.expectEqual(body, plain(k), "#\(k)")
        }
        #expect(made == 6)
        #expect(memo.count == 3)
        // The first three are found; the last three are made again.
        for k in 0..<6 {
            let body = memo.body(hierarchy: 0, result: result(k)) { made += 1; return plain(k) }
            Self.expectEqual(body, plain(k), "again #\(k)")
        }
        #expect(made == 9)
        #expect(memo.count == 3)
    }

    /// The problems' column written straight into bytes is ``BatchProblem/json(_:)``'s text.
    @Test func problemsTextIsTheReference() async {
        let input = DeterministicCases.generator(seed: 0x9B0B_1E35) { rng in
            (0..<Int.random(in: 0...5, using: &rng)).map { _ in
                BatchProblem(
                    kind: RandomSolvedLayout.string(using: &rng),
                    views: (0..<Int.random(in: 0...3, using: &rng)).map { _ in RandomSolvedLayout.string(using: &rng) })
            }
        }
        await propertyCheck(count: DeterministicCases.count(200), input: input) { generated in
            #expect(SolvedBody.json(generated.value) == BatchProblem.json(generated.value), "\(generated.index)")
        }
    }

    /// A fresh diagnostic takes its views and message from the model's object, once: the
    /// same as the model's own, for every kind the corpus and the variants give.
    @Test func aDiagnosticsViewsAndMessageAreTheModels() throws {
        let (_, hierarchy, base) = try Self.login()
        var rng = Xoshiro(seed: DeterministicCases.stateFor(seed: 0xD1A6, index: 0))
        let ids = hierarchy.views.map(\.view.id)
        let diagnostics = base.diagnostics + (0..<40).map { _ in Self.diagnostic(ids: ids, using: &rng) }
            + [try Self.conflict(), try Self.ambiguous()]
        for diagnostic in diagnostics {
            let solved = SolvedDiagnostic(diagnostic)
            #expect(solved.kind == diagnostic.kind)
            #expect(solved.views == diagnostic.views)
            #expect(solved.message == diagnostic.message)
            #expect(solved.json == SolvedDiagnostic.value(.object(diagnostic.jsonObject)))
        }
    }

    /// Corpus documents over a matrix whose groups share results (three content sizes,
    /// both directions): the groups solved in parallel with one memo per document store
    /// exactly the rows, problems and messages of groups that each make their own bodies,
    /// and make fewer bodies.
    @Test func sharedBodiesStoreWhatEachGroupWouldStore() async throws {
        let files = BatchCorpusSweepTests.corpusFiles().filter {
            $0.hasSuffix("LedgerTableViewCell.xib") || $0.hasSuffix("Settings.storyboard")
                || $0.hasSuffix("VideoPlayerControls.xib") || $0.hasSuffix("EpisodeDetailViewController.xib")
        }
        try #require(files.count == 4, "the shared corpus")
        let folder = try DocumentCommandTests.folder()
        let db = try LayoutDatabase(path: folder.appendingPathComponent("db.sqlite").path, measurer: FixedMetricsTextMeasurer())
        let names = try db.importFiles(files).map(\.name)
        let matrix = try BatchMatrix(
            devices: "iphone-se-2-3,iphone-6.1inch-2020", orientations: "both", multitasking: "none",
            contentSizes: "extraSmall,large,accessibilityExtraExtraExtraLarge", directions: "both")
        let options = BatchOptions(matrix: matrix, jobs: 2, storesResults: true)
        var sharedBodies = 0
        var separateBodies = 0
        for name in names {
            let stored = try db.store.document(named: name)
            let groups = BatchGroup.groups(
                of: stored.document, revision: stored.revision, configurations: matrix.configurations).groups
            #expect(groups.count > 1)
            let measurer = MemoizedTextMeasurer(FixedMetricsTextMeasurer())
            let shared = BatchGroupSolver(options: options, measurer: measurer, bodies: BatchBodyMemo())
            let sharedOutcomes = await withTaskGroup(of: (Int, [BatchOutcome]).self) { tasks in
                for (index, group) in groups.enumerated() {
                    tasks.addTask { (index, shared.solve(group).outcomes) }
                }
                var solved: [[BatchOutcome]] = Array(repeating: [], count: groups.count)
                for await (index, outcomes) in tasks { solved[index] = outcomes }
                return solved.flatMap { $0 }
            }
            var separateOutcomes: [BatchOutcome] = []
            for group in groups {
                let own = BatchGroupSolver(options: options, measurer: measurer, bodies: BatchBodyMemo())
                separateOutcomes += own.solve(group).outcomes
                separateBodies += own.bodies.count
            }
            sharedBodies += shared.bodies.count
            #expect(sharedOutcomes.count == matrix.configurations.count)
            #expect(sharedOutcomes.map(\.traitKey) == separateOutcomes.map(\.traitKey))
            for (a, b) in zip(sharedOutcomes, separateOutcomes) {
                #expect(a.problems == b.problems, "\(name) \(a.traitKey)")
                #expect(a.messages == b.messages, "\(name) \(a.traitKey)")
                #expect(a.problemsJSON == b.problemsJSON, "\(name) \(a.traitKey)")
                #expect(a.unsolved == b.unsolved, "\(name) \(a.traitKey)")
                #expect(a.cacheRecord != nil && a.cacheRecord == b.cacheRecord, "\(name) \(a.traitKey)")
            }
        }
        #expect(sharedBodies > 0)
        #expect(sharedBodies < separateBodies)
    }

    // MARK: - Generators

    static func results(from base: LayoutResult, ids: [String], using rng: inout some RandomNumberGenerator) -> [LayoutResult] {
        let variants = (0..<3).flatMap { _ -> [LayoutResult] in
            var variant = base
            for _ in 0..<Int.random(in: 0...2, using: &rng) {
                guard let id = ids.randomElement(using: &rng), var frame = variant.frames[id] else { continue }
                frame.inSuperview = rect(using: &rng)
                frame.inRoot = rect(using: &rng)
                variant.frames[id] = frame
            }
            variant.diagnostics = base.diagnostics.filter { _ in Bool.random(using: &rng) }
                + (0..<Int.random(in: 0...2, using: &rng)).map { _ in diagnostic(ids: ids, using: &rng) }
            return [variant, negated(variant)]
        }
        return (0..<10).map { _ in variants.randomElement(using: &rng) ?? base }
    }

    /// `result` with every zero of its frames and diagnostics' rectangles negative.
    static func negated(_ result: LayoutResult) -> LayoutResult {
        func flip(_ rect: LayoutRect) -> LayoutRect {
            func zero(_ value: Double) -> Double { value == 0 ? -0.0 : value }
            return LayoutRect(x: zero(rect.x), y: zero(rect.y), width: zero(rect.width), height: zero(rect.height))
        }
        var negated = result
        negated.frames = result.frames.mapValues { ItemFrame(inRoot: flip($0.inRoot), inSuperview: flip($0.inSuperview)) }
        negated.diagnostics = result.diagnostics.map { diagnostic in
            switch diagnostic {
            case .zeroSize(let view, let frame): return .zeroSize(view: view, frame: flip(frame))
            case .outsideSuperview(let view, let frame, let bounds):
                return .outsideSuperview(view: view, frame: flip(frame), superviewBounds: flip(bounds))
            case .misplaced(let view, let frame, let recorded):
                return .misplaced(view: view, frame: flip(frame), recordedFrame: flip(recorded))
            case .overlappingSiblings(let first, let second, let intersection):
                return .overlappingSiblings(first: first, second: second, intersection: flip(intersection))
            default: return diagnostic
            }
        }
        return negated
    }

    static func rect(using rng: inout some RandomNumberGenerator) -> LayoutRect {
        let values: [Double] = [0, 0.5, 1.0 / 3, 20]
        return LayoutRect(
            x: values.randomElement(using: &rng) ?? 0, y: 8, width: values.randomElement(using: &rng) ?? 0, height: 0)
    }

    static func diagnostic(ids: [String], using rng: inout some RandomNumberGenerator) -> LayoutDiagnostic {
        let view = ids.randomElement(using: &rng) ?? "root"
        let other = ids.randomElement(using: &rng) ?? "root"
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: return .zeroSize(view: view, frame: rect(using: &rng))
        case 1: return .outsideSuperview(view: view, frame: rect(using: &rng), superviewBounds: rect(using: &rng))
        case 2: return .misplaced(view: view, frame: rect(using: &rng), recordedFrame: rect(using: &rng))
        default: return .overlappingSiblings(first: view, second: other, intersection: rect(using: &rng))
        }
    }

    /// A conflict from a document whose required widths disagree.
    static func conflict() throws -> LayoutDiagnostic {
        try solvedDiagnostics(of: """
            {"layoutdb": 1, "name": "conflict", "root": {"id": "root", "subviews": [{"id": "box"}]},
             "constraints": ["box.leading == root.leading", "box.top == root.top", "box.height == 10",
                             "box.width == 100", "box.width == 200"]}
            """).first { $0.kind == "unsatisfiable" }.unwrap()
    }

    /// An ambiguous item: a box with no horizontal position.
    static func ambiguous() throws -> LayoutDiagnostic {
        try solvedDiagnostics(of: """
            {"layoutdb": 1, "name": "ambiguous", "root": {"id": "root", "subviews": [{"id": "box"}]},
             "constraints": ["box.top == root.top", "box.height == 10", "box.width == 100"]}
            """).first { $0.kind == "ambiguous" }.unwrap()
    }

    static func solvedDiagnostics(of json: String) throws -> [LayoutDiagnostic] {
        let document = try DocumentReader.read(json, file: "test.json")
        let configuration = try BatchMatrix(devices: "iphone-6.1inch-2020", orientations: "portrait", contentSizes: "large")
            .configurations.first.unwrap()
        let (_, engine) = try LayoutSolving.engine(for: document, setup: SolveSetup(configuration: configuration))
        return engine.result().diagnostics
    }

    static func expectEqual(_ found: SolvedBody, _ plain: SolvedBody, _ comment: String) {
        #expect(found.problems == plain.problems, "\(comment)")
        #expect(found.messages == plain.messages, "\(comment)")
        #expect(found.problemsJSON == plain.problemsJSON, "\(comment)")
        #expect(found.errorCount == plain.errorCount, "\(comment)")
        #expect(found.warningCount == plain.warningCount, "\(comment)")
        #expect(found.encoded?.json == plain.encoded?.json, "\(comment)")
        #expect(found.encoded?.hash == plain.encoded?.hash, "\(comment)")
        #expect(found.encoded?.binary == plain.encoded?.binary, "\(comment)")
    }
}

extension Optional {
    /// The value, or a thrown error naming what was missing (tests only).
    fileprivate func unwrap(_ what: String = "\(Wrapped.self)") throws -> Wrapped {
        guard let self else { throw MissingValue(what: what) }
        return self
    }
}

private struct MissingValue: Error {
    var what: String
}
