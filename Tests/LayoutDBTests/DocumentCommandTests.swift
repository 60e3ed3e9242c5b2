import Foundation
import TestSupport
import Testing

/// `import`, `export`, `show`, `solve`, `resolve` and `devices` end to end, through the
/// built binary, as a user runs them.
@Suite struct DocumentCommandTests {
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdb-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static var examples: [String] { SharedPaths.jsonFiles(in: SharedPaths.examples).map(\.path) }

    /// A box pinned 10 pt from the safe area's leading edge and 20 below its top, 100×50,
    /// and a second box that conflicts with it when `conflict` is set.
    static func boxDocument(name: String = "box", conflict: Bool = false) -> String {
        let extra = conflict ? #", "box.width == 200""# : ""
        return """
            {"layoutdb": 1, "name": "\(name)",
             "root": {"id": "root", "subviews": [{"id": "box"}]},
             "constraints": ["box.leading == root.safeArea.leading + 10", "box.top == root.safeArea.top + 20",
                             "box.width == 100", "box.height == 50"\(extra)]}
            """
    }

    static func write(_ text: String, to url: URL) throws -> String {
        try Data(text.utf8).write(to: url)
        return url.path
    }

    static func json(_ text: String) throws -> Any { try JSONSerialization.jsonObject(with: Data(text.utf8)) }

    @Test func importingTheExamplesTwiceAddsNoRevision() throws {
        let db = try Self.folder().appendingPathComponent("db.sqlite").path
        let first = try CommandLine.run(["import", "--db", db] + Self.examples)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("login: revision 1 (new)"))
        let again = try CommandLine.run(["import", "--db", db, "--format", "json"] + Self.examples)
        let outcomes = try #require(try Self.json(again.stdout) as? [[String: Any]])
        #expect(outcomes.count == Self.examples.count)
        #expect(outcomes.allSatisfy { $0["changed"] as? Bool == false && $0["revision"] as? Int == 1 })
    }

    /// A document imported again with a change gets revision 2, said to be a change; the
    /// first import of a name is new, an identical one unchanged.
    @Test func aChangedDocumentIsSaidToBeChanged() throws {
        let folder = try Self.folder()
        let db = folder.appendingPathComponent("db.sqlite").path
        func document(_ constant: Int) throws -> String {
            try Self.write(
                "{\"layoutdb\": 1, \"name\": \"card\", \"root\": {\"id\": \"root\", \"subviews\": [{\"id\": \"box\"}]},\n"
                    + " \"constraints\": [\"box.top == root.top + \(constant)\", \"box.leading == root.leading\", \"box.width == 10\", \"box.height == 10\"]}",
                to: folder.appendingPathComponent("card\(constant).json"))
        }
        let first = try CommandLine.run(["import", "--db", db, try document(8)])
        #expect(first.stdout == "card: revision 1 (new)\n", "\(first.stderr)")
        let changed = try CommandLine.run(["import", "--db", db, try document(16)])
        #expect(changed.stdout == "card: revision 2 (changed)\n", "\(changed.stderr)")
        let same = try CommandLine.run(["import", "--db", db, try document(16)])
        #expect(same.stdout == "card: revision 2 (unchanged)\n", "\(same.stderr)")
    }

    @Test func aBadFileImportsNothingAndNamesFileLineAndColumn() throws {
        let folder = try Self.folder()
        let db = folder.appendingPathComponent("db.sqlite").path
        let bad = try Self.write(
            "{\"layoutdb\": 1, \"name\": \"bad\",\n  \"root\": {\"id\": \"root\"},\n  \"constraints\": [\"titel.top == root.top\"]}",
            to: folder.appendingPathComponent("bad.json"))
        let result = try CommandLine.run(["import", "--db", db] + Self.examples + [bad])
        #expect(result.status == 65)
        #expect(result.stderr.contains("\(bad):3:"), "\(result.stderr)")
        #expect(result.stderr.contains("constraints[0]"))
        #expect(result.stderr.contains("nothing was imported"))
        #expect(try CommandLine.run(["list", "--db", db, "--format", "json"]).stdout == "[]\n")
    }

    @Test func exportThenImportIsLossless() throws {
        let folder = try Self.folder()
        let db1 = folder.appendingPathComponent("one.sqlite").path
        let db2 = folder.appendingPathComponent("two.sqlite").path
        _ = try CommandLine.run(["import", "--db", db1] + Self.examples)
        for name in ["login", "product-page", "ipad-split"] {
            let exported = folder.appendingPathComponent("\(name).json").path
            #expect(try CommandLine.run(["export", name, "--db", db1, "-o", exported]).status == 0)
            #expect(try CommandLine.run(["import", "--db", db2, exported]).status == 0)
            let first = try CommandLine.run(["export", name, "--db", db1]).stdout
            let second = try CommandLine.run(["export", name, "--db", db2]).stdout
            #expect(first == second)
            #expect(first == (try String(contentsOfFile: exported, encoding: .utf8)))
        }
    }

    /// A document with no design device (the JSON box; an Xcode 7 storyboard with no
    /// `<device>`) exports as a storyboard or xib with none, so the re-import has none
    /// either; one with a design device keeps it. Frames are still solved at the default
    /// device (a file with no `<device>` records no expected frames).
    @Test func interfaceBuilderExportNamesADeviceOnlyWhenTheDocumentHasOne() throws {
        let folder = try Self.folder()
        let db = folder.appendingPathComponent("db.sqlite").path
        let box = try Self.write(Self.boxDocument(), to: folder.appendingPathComponent("box.json"))
        let withDevice = try Self.write(
            Self.boxDocument(name: "designed").replacingOccurrences(of: #""name": "designed","#, with: #""name": "designed", "designDevice": "iphone-se-2-3","#),
            to: folder.appendingPathComponent("designed.json"))
        #expect(try CommandLine.run(["import", "--db", db, box, withDevice]).status == 0)
        for format in ["storyboard", "xib"] {
            let out = folder.appendingPathComponent("box.\(format)").path
            #expect(try CommandLine.run(["export", "box", "--db", db, "--format", format, "-o", out]).status == 0)
            let text = try String(contentsOfFile: out, encoding: .utf8)
            #expect(!text.contains("<device "), "\(format)")
            let designed = try CommandLine.run(["export", "designed", "--db", db, "--format", format]).stdout
            #expect(designed.contains(#"<device id="retina4_7" orientation="portrait""#), "\(format)")
            let again = folder.appendingPathComponent("again-\(format).sqlite").path
            #expect(try CommandLine.run(["import", "--db", again, out]).status == 0)
            let json = try CommandLine.run(["export", "box.\(format)", "--db", again]).stdout
            #expect(!json.contains("designDevice"), "\(format): \(json)")
        }
    }

    @Test func showPrintsTheTreeConstraintsAndVariants() throws {
        let db = try Self.folder().appendingPathComponent("db.sqlite").path
        _ = try CommandLine.run(["import", "--db", db] + Self.examples)
        let result = try CommandLine.run(["show", "login", "--db", db])
        #expect(result.stdout.hasPrefix("login (revision 1)\nroot UIView\n├─ logo UIImageView\n├─ title UILabel \"Welcome back\" title1"))
        #expect(result.stdout.contains("\n│  ├─ email UITextField \"Email\" body\n"))
        #expect(result.stdout.contains("\n  form.width <= 420  [formMaxWidth]\n"))
        #expect(result.stdout.contains("\n  [1] hC: view logo installed false"))
    }

    @Test func solveGivesHandComputedFramesAndServesTheSecondFromTheCache() throws {
        let folder = try Self.folder()
        let db = folder.appendingPathComponent("db.sqlite").path
        let file = try Self.write(Self.boxDocument(), to: folder.appendingPathComponent("box.json"))
        _ = try CommandLine.run(["import", "--db", db, file])
        // iPhone 15 portrait: 393×852, safe area top 59.
        let first = try CommandLine.run(["solve", "box", "--db", db, "--device", "iPhone 15", "--format", "json"])
        #expect(first.status == 0, "\(first.stderr)")
        let object = try #require(try Self.json(first.stdout) as? [String: Any])
        #expect(object["cached"] as? Bool == false)
        #expect((object["container"] as? [String: Double]) == ["width": 393, "height": 852])
        let views = try #require(object["views"] as? [[String: Any]])
        let box = try #require(views.first { $0["id"] as? String == "box" })
        #expect((box["frame"] as? [String: Double]) == ["x": 10, "y": 79, "width": 100, "height": 50])
        let second = try CommandLine.run(["solve", "box", "--db", db, "--device", "iPhone 15", "--format", "json"])
        #expect(second.stdout.replacingOccurrences(of: "\"cached\": true", with: "\"cached\": false") == first.stdout)
        // Right to left: x = 393 − 10 − 100; landscape: safe area left 59, top 0.
        let rtl = try CommandLine.run(["solve", "box", "--db", db, "--device", "retina6_12", "--direction", "rtl", "--format", "json"])
        #expect(rtl.stdout.contains(#""frame": {\#n        "x": 283,\#n        "y": 79,"#))
        let landscape = try CommandLine.run(["solve", file, "--device", "iphone-6.1inch-island", "--orientation", "landscape"])
        #expect(landscape.stdout.contains("└─ box UIView (69, 20, 100, 50)"), "\(landscape.stdout)")
    }

    @Test func anUnsatisfiableLayoutExitsWith1AndExplainsItLikeUIKit() throws {
        let folder = try Self.folder()
        let file = try Self.write(Self.boxDocument(conflict: true), to: folder.appendingPathComponent("conflict.json"))
        let result = try CommandLine.run(["solve", file])
        #expect(result.status == 1)
        #expect(result.stdout.contains("Unable to simultaneously satisfy constraints."))
        #expect(result.stdout.contains("Will attempt to recover by breaking constraint"))
        #expect(result.stdout.contains("box.width == 200") || result.stdout.contains("width == 200"))
    }

    @Test func anUnknownDeviceIsAUsageErrorWithSuggestions() throws {
        let file = try Self.write(Self.boxDocument(), to: try Self.folder().appendingPathComponent("box.json"))
        let result = try CommandLine.run(["solve", file, "--device", "iPhone 15 Pr0"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("iPhone 15 Pro"), "\(result.stderr)")
    }

    @Test func resolveSaysWhichVariantDecided() throws {
        let db = try Self.folder().appendingPathComponent("db.sqlite").path
        _ = try CommandLine.run(["import", "--db", db] + Self.examples)
        let compactHeight = try CommandLine.run(["resolve", "login", "--db", db, "--traits", "wR hC"])
        #expect(compactHeight.status == 0)
        #expect(compactHeight.stdout.contains("views not installed: logo"))
        #expect(compactHeight.stdout.contains("view form spacing = 16 by variants[0] (wR)"))
        #expect(compactHeight.stdout.contains("view logo installed = false by variants[1] (hC)"))
        let regular = try CommandLine.run(["resolve", "login", "--db", db, "--traits", "wC hR", "--format", "json"])
        let object = try #require(try Self.json(regular.stdout) as? [String: Any])
        #expect((object["views"] as? [String])?.contains("logo") == true)
        #expect((object["constraints"] as? [[String: Any]])?.count == 13)
    }

    @Test func devicesListsTheWholeCatalog() throws {
        let result = try CommandLine.run(["devices", "--format", "json"])
        let devices = try #require(try Self.json(result.stdout) as? [[String: Any]])
        // The facts file's 24 families, then the 3.5-inch iPhone of older files.
        #expect(devices.count == 25)
        #expect(devices.last?["id"] as? String == "iphone-3.5inch")
        let island = try #require(devices.first { $0["id"] as? String == "iphone-6.1inch-island" })
        #expect(island["interfaceBuilderID"] as? String == "retina6_12")
        let portrait = try #require(island["portrait"] as? [String: Any])
        #expect(portrait["width"] as? Double == 393 && portrait["widthClass"] as? String == "compact")
    }

    /// A process killed (SIGKILL) in the middle of an import leaves the database as it was.
    @Test func aKilledImportLosesNothingAndWritesNothing() throws {
        let folder = try Self.folder()
        let db = folder.appendingPathComponent("db.sqlite").path
        _ = try CommandLine.run(["import", "--db", db, try Self.write(Self.boxDocument(name: "kept"), to: folder.appendingPathComponent("kept.json"))])
        let before = try CommandLine.run(["export", "kept", "--db", db]).stdout
        var files: [String] = []
        for index in 0..<5 {
            files.append(try Self.write(Self.boxDocument(name: "doc\(index)"), to: folder.appendingPathComponent("doc\(index).json")))
        }
        let process = try PausedImport.start(db: db, files: files, pausingAfter: 3, folder: folder)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        let list = try CommandLine.run(["list", "--db", db, "--format", "json"])
        let names = try #require(try Self.json(list.stdout) as? [[String: Any]]).compactMap { $0["name"] as? String }
        #expect(names == ["kept"])
        #expect(try CommandLine.run(["export", "kept", "--db", db]).stdout == before)
        // The database is still usable: the same import, run in full, succeeds.
        #expect(try CommandLine.run(["import", "--db", db] + files).status == 0)
    }
}

/// Scroll views in `solve`'s output: content size and the axes that scroll.
@Suite struct ScrollViewOutputTests {
    @Test func theProductPageScrollsOnlyWhenItsTextGrows() throws {
        let file = SharedPaths.examples.appendingPathComponent("product-page.json").path
        let large = try CommandLine.run(["solve", file, "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(large.stdout.utf8)) as? [String: Any])
        let scrolls = try #require(object["scrollViews"] as? [[String: Any]])
        #expect(scrolls.count == 1)
        #expect(scrolls.first?["id"] as? String == "scroll")
        // The content is pinned to the frame's width (page.width == frameLayout.width - 32
        // with 16 on each side), so it never scrolls sideways.
        #expect((scrolls.first?["contentSize"] as? [String: Double])?["width"] == 393)
        #expect(scrolls.first?["scrollsHorizontally"] as? Bool == false)
        #expect(scrolls.first?["scrollsVertically"] as? Bool == false)
        let huge = try CommandLine.run(["solve", file, "--content-size", "accessibilityExtraExtraExtraLarge"])
        #expect(huge.stdout.contains("scroll scrolls vertically: content 393×"), "\(huge.stdout)")
    }
}

/// A batch killed (SIGKILL) part way: every group it finished is wholly there, nothing
/// half-written, the database is sound and the next run works.
@Suite struct KilledBatchTests {
    @Test func aKilledBatchLeavesWholeGroupsAndASoundDatabase() throws {
        let folder = try DocumentCommandTests.folder()
        let db = folder.appendingPathComponent("db.sqlite").path
        #expect(try CommandLine.run(["import", "--db", db] + DocumentCommandTests.examples).status == 0)
        let process = Process()
        process.executableURL = CommandLine.binary
        // The full matrix: thousands of configurations, written group by group.
        process.arguments = ["batch", "--db", db, "--quiet", "--jobs", "1"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Kill it once some groups are in (or after a second and a half at most).
        let deadline = Date().addingTimeInterval(1.5)
        while Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
            let rows = try CommandLine.run(["sql", "--db", db, "SELECT count(*) FROM batch_result"]).stdout
            if rows != "count(*)\n0\n" { break }
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let integrity = try CommandLine.run(["sql", "--db", db, "SELECT * FROM pragma_integrity_check"])
        #expect(integrity.stdout == "integrity_check\nok\n")
        // Whatever was written is whole: every result row has its cache row (one transaction
        // per group writes both), and no run that was cut off claims to have finished.
        let orphans = try CommandLine.run(["sql", "--db", db, """
            SELECT count(*) FROM batch_result r JOIN batch_document d USING (run_id, document)
            WHERE r.unsolved IS NULL AND NOT EXISTS (SELECT 1 FROM solve_cache c
                WHERE c.revision_id = d.revision_id AND c.trait_key = r.trait_key
                  AND c.container_width = r.container_width AND c.container_height = r.container_height)
            """])
        #expect(orphans.stdout == "count(*)\n0\n", "\(orphans.stdout)")
        if process.terminationReason == .uncaughtSignal {
            let unfinished = try CommandLine.run(["sql", "--db", db, "SELECT count(*) FROM batch_run WHERE finished_at IS NULL"])
            #expect(unfinished.stdout == "count(*)\n1\n")
        }
        // The store still works: a small batch runs to the end.
        let again = try CommandLine.run(["batch", "--db", db, "--quiet", "--devices", "iphone-se-2-3", "--content-sizes", "default"])
        #expect(again.status == 0 || again.status == 1, "\(again.stderr)")
        #expect(try CommandLine.run(["list", "--db", db, "--format", "json"]).stdout.contains("\"login\""))
    }
}
