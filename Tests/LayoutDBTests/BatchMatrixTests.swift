import Foundation
import LayoutDB
import TestSupport
import Testing

/// The configuration matrix and the library's batch, without the command line.
@Suite struct BatchMatrixTests {
    @Test func theMatrixHoldsOnlyConfirmedWidths() throws {
        let pro11 = try BatchMatrix(devices: "ipad-pro-11inch", contentSizes: "default", directions: "ltr")
        // facts/devices.json: landscape third, half, two thirds; portrait third, two thirds.
        #expect(pro11.configurations.map { "\($0.orientation.rawValue) \($0.multitasking.rawValue)" } == [
            "portrait fullScreen", "portrait third", "portrait twoThirds",
            "landscape fullScreen", "landscape third", "landscape half", "landscape twoThirds",
        ])
        #expect(pro11.configurations.allSatisfy { $0.multitasking != .slideOver })
        let without = try BatchMatrix(devices: "ipad-pro-11inch", multitasking: "none", contentSizes: "default")
        #expect(without.configurations.count == 2 * 2)
        #expect(without.spelling.contains(" multitasking=off "))
    }

    /// Slide Over is in the default matrix on the iPads whose width layoutdb decided
    /// (Documentation/Devices.md): 320 wide and the screen's full height on the 9.7-inch
    /// iPad (768 × 1024), in both orientations; `splitView` leaves it out, `slideOver`
    /// keeps it alone with full screen, and an iPad without a decided width has none.
    @Test func slideOverIsInTheDefaultMatrixWhereItsWidthIsDecided() throws {
        let all = try BatchMatrix(devices: "ipad-9.7inch,ipad-pro-11inch", contentSizes: "default", directions: "ltr")
        let slideOver = all.configurations.filter { $0.multitasking == .slideOver }
        #expect(slideOver.map { "\($0.device.id) \($0.orientation.rawValue) \($0.containerSize.width)×\($0.containerSize.height)" } == [
            "ipad-9.7inch portrait 320.0×1024.0", "ipad-9.7inch landscape 320.0×768.0",
        ])
        #expect(all.spelling.contains(" multitasking=all "))
        #expect(all.multitaskingModes.first { $0.mode == .slideOver }?.devices.map(\.id) == ["ipad-9.7inch"])
        let split = try BatchMatrix(devices: "ipad-9.7inch", multitasking: "splitView", contentSizes: "default")
        #expect(!split.configurations.contains { $0.multitasking == .slideOver })
        let alone = try BatchMatrix(devices: "ipad-9.7inch", multitasking: "slideOver", contentSizes: "default", directions: "ltr")
        #expect(Set(alone.configurations.map(\.multitasking)) == [.fullScreen, .slideOver])
        #expect(throws: BatchMatrixError.unknownMultitasking("sideBySide")) {
            try BatchMatrix(devices: "pads", multitasking: "sideBySide")
        }
    }

    @Test func selectionsMultiply() throws {
        let phones = DeviceCatalog.all.filter { $0.idiom == .phone }.count
        let matrix = try BatchMatrix(devices: "phones", orientations: "portrait", contentSizes: "all", directions: "both")
        #expect(matrix.configurations.count == phones * 12 * 2)
        let named = try BatchMatrix(devices: "iPhone SE (3rd generation),iphone-se-2-3", contentSizes: "small,large")
        #expect(named.devices.map(\.id) == ["iphone-se-2-3"])
        #expect(named.contentSizes == [.small, .large])
        #expect(throws: BatchMatrixError.self) { try BatchMatrix(devices: "pixel-7") }
        #expect(throws: BatchMatrixError.self) { try BatchMatrix(directions: "sideways") }
    }

    /// A group inside a list was refused as "unknown device 'phones'".
    @Test func groupsMixWithNamesInAList() throws {
        let phones = DeviceCatalog.all.filter { $0.idiom == .phone }.map(\.id)
        let mixed = try BatchMatrix(devices: "phones, ipad-pro-11inch,phones", contentSizes: "default")
        #expect(mixed.devices.map(\.id) == phones + ["ipad-pro-11inch"])
        let both = try BatchMatrix(devices: "pads,phones", contentSizes: "default")
        #expect(Set(both.devices.map(\.id)) == Set(DeviceCatalog.all.map(\.id)))
        #expect(throws: BatchMatrixError.self) { try BatchMatrix(devices: "pads,phone") }
    }

    /// `--devices phone` offered five iPhones' names and not the group meant: a name that
    /// is a group's singular or a family's name comes with the group first.
    @Test func aGroupsSingularIsOfferedTheGroup() throws {
        for (name, group) in [("phone", "phones"), ("iPhone", "phones"), ("ipad", "pads"), ("Pad", "pads")] {
            #expect {
                try BatchMatrix(devices: "ipad-pro-11inch,\(name)")
            } throws: { error in
                "\(error)".hasPrefix("unknown device '\(name)' (did you mean \(group)") && "\(error)".contains("use all, phones, pads")
            }
        }
        // A name that suggests no group gets the devices' names alone.
        #expect {
            try BatchMatrix(devices: "iPhone 99")
        } throws: { error in "\(error)".hasPrefix("unknown device 'iPhone 99' (did you mean iPhone") }
        let db = try StoreCommandTests.database(["login"])
        let result = try CommandLine.run(["batch", "--db", db, "--devices", "phone", "--quiet"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: unknown device 'phone' (did you mean phones, "), "\(result.stderr)")
    }

    /// The 3.5-inch iPhone (``DeviceCatalog/olderPhones``) is in no group: a batch over
    /// `phones` or `all` keeps the facts file's families, and naming it adds it.
    @Test func olderPhoneOnlyWhereNamed() throws {
        #expect(!(try BatchMatrix(devices: "all")).devices.contains { $0.id == "iphone-3.5inch" })
        #expect(!(try BatchMatrix(devices: "phones")).devices.contains { $0.id == "iphone-3.5inch" })
        let named = try BatchMatrix(devices: "retina3_5,iphone-4inch", orientations: "both", contentSizes: "default")
        #expect(named.devices.map(\.id) == ["iphone-3.5inch", "iphone-4inch"])
        #expect(named.configurations.count == 2 * 2 * 2)
    }

    /// The incremental sweep and the naive rebuild give identical problems for every
    /// configuration, and identical frames wherever the layout is not ambiguous (an
    /// ambiguous one may settle anywhere valid, depending on the solver's history); the
    /// sweep builds far fewer engines.
    @Test func sweepingGivesWhatRebuildingGives() async throws {
        let folder = try DocumentCommandTests.folder()
        let db = try LayoutDatabase(path: folder.appendingPathComponent("db.sqlite").path, measurer: FixedMetricsTextMeasurer())
        _ = try db.importFiles(DocumentCommandTests.examples)
        let matrix = try BatchMatrix(
            devices: "iphone-se-2-3,iphone-6.1inch-island,ipad-pro-11inch", contentSizes: "extraSmall,large",
            directions: "both")
        let swept = try await db.batch(options: BatchOptions(matrix: matrix, jobs: 2, storesResults: false, keepsResults: true))
        let rebuilt = try await db.batch(
            options: BatchOptions(matrix: matrix, jobs: 1, storesResults: false, keepsResults: true, strategy: .rebuildEach))
        #expect(swept.outcomes.count == DocumentCommandTests.examples.count * matrix.configurations.count)
        #expect(swept.outcomes.map(\.traitKey) == rebuilt.outcomes.map(\.traitKey))
        var conflicts = 0
        for (a, b) in zip(swept.outcomes, rebuilt.outcomes) {
            #expect(a.problems == b.problems, "\(a.document) \(a.traitKey)")
            if !a.problems.contains(where: { $0.kind == "ambiguous" }) {
                #expect(a.result?.layout.frames == b.result?.layout.frames, "\(a.document) \(a.traitKey)")
            }
            // A conflict's message (its set, with the window's constants) does not depend on
            // where an ambiguous layout settles: always the fresh engine's.
            let unsatisfiable = { (outcome: BatchOutcome) in
                zip(outcome.problems, outcome.messages).filter { $0.0.kind == "unsatisfiable" }.map(\.1)
            }
            #expect(unsatisfiable(a) == unsatisfiable(b), "\(a.document) \(a.traitKey)")
            conflicts += unsatisfiable(a).count
        }
        // The login form's width cap breaks on the wide windows (kept out across resizes).
        #expect(conflicts > 10)
        #expect(rebuilt.enginesBuilt == rebuilt.outcomes.count)
        #expect(swept.enginesBuilt * 2 < rebuilt.enginesBuilt)
        #expect(swept.id == nil)
    }

    /// A run that does not keep its outcomes (the command line without a report) has the
    /// same summary, stored rows and regressions as one that keeps them, found as the
    /// groups finish.
    @Test func streamingKeepsTheSummaryAndRegressions() async throws {
        let folder = try DocumentCommandTests.folder()
        let db = try LayoutDatabase(path: folder.appendingPathComponent("db.sqlite").path, measurer: FixedMetricsTextMeasurer())
        _ = try db.importFiles(DocumentCommandTests.examples)
        let matrix = try BatchMatrix(devices: "iphone-se-2-3,ipad-pro-11inch", contentSizes: "large", directions: "both")
        let kept = try await db.batch(options: BatchOptions(matrix: matrix, jobs: 2))
        for strict in [false, true] {
            let rule = BatchRegressionRule(baseline: nil, strict: strict)
            let streamed = try await db.batch(options: BatchOptions(
                matrix: matrix, jobs: 2, keepsOutcomes: false, regressionRule: rule))
            #expect(streamed.outcomes.isEmpty)
            #expect(streamed.tally == kept.tally)
            #expect(streamed.tally.configurations == kept.outcomes.count)
            #expect(streamed.summary.problemsByKind == kept.summary.problemsByKind)
            let expected = kept.regressions(comparedWith: nil, strict: strict)
            #expect(!expected.isEmpty)
            #expect(streamed.foundRegressions == expected)
            // Against the kept run as baseline nothing is new.
            let keptID = try #require(kept.id)
            let baseline = try #require(try db.baselineProblems(String(keptID), excluding: nil))
            let again = try await db.batch(options: BatchOptions(
                matrix: matrix, jobs: 2, keepsOutcomes: false,
                regressionRule: BatchRegressionRule(baseline: baseline.problems, strict: strict)))
            #expect(again.foundRegressions.isEmpty)
        }
    }

    /// Configurations placed alike share one solve: the iPhone 8 and the SE (2nd and 3rd
    /// generation) have one window (devices.json), and the self-sizing cell is placed by
    /// its width alone. What the sweep reports for each is what a fresh engine gives.
    @Test func configurationsPlacedAlikeGetWhatRebuildingGives() async throws {
        let folder = try DocumentCommandTests.folder()
        let db = try LayoutDatabase(path: folder.appendingPathComponent("db.sqlite").path, measurer: FixedMetricsTextMeasurer())
        _ = try db.importFiles(DocumentCommandTests.examples)
        let matrix = try BatchMatrix(
            devices: "iphone-4.7inch,iphone-se-2-3,iphone-6.1inch-lcd,iphone-6.5inch", contentSizes: "large",
            directions: "both")
        let swept = try await db.batch(options: BatchOptions(matrix: matrix, jobs: 2, storesResults: false))
        let rebuilt = try await db.batch(
            options: BatchOptions(matrix: matrix, jobs: 1, storesResults: false, strategy: .rebuildEach))
        #expect(swept.outcomes.count == DocumentCommandTests.examples.count * matrix.configurations.count)
        #expect(swept.outcomes.map(\.traitKey) == rebuilt.outcomes.map(\.traitKey))
        for (a, b) in zip(swept.outcomes, rebuilt.outcomes) {
            #expect(a.problems == b.problems, "\(a.document) \(a.traitKey)")
            if !a.problems.contains(where: { $0.kind == "ambiguous" }) {
                #expect(a.messages == b.messages, "\(a.document) \(a.traitKey)")
            }
        }
        // The two 4.7-inch phones have one window and one result each way round.
        let cell = swept.outcomes.filter { $0.document == "self-sizing-cell" }
        #expect(!cell.isEmpty)
        let twins = ["iphone-4.7inch", "iphone-se-2-3"]
        let pairs = Dictionary(grouping: swept.outcomes.filter { twins.contains($0.setup.configuration.device.id) }) {
            "\($0.document) \($0.setup.configuration.orientation) \($0.setup.traits.direction) \($0.setup.container)"
        }
        #expect(pairs.count == DocumentCommandTests.examples.count * 2 * 2)
        for same in pairs.values {
            #expect(same.count == 2)
            #expect(same[0].messages == same[1].messages)
        }
    }
}
