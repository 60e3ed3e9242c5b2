import Foundation
import Testing

/// `resolve --device`: the size classes and idiom of a device held one way, taken from
/// the catalog (`facts/devices.json`), so that "what does this screen install on an
/// iPhone SE in landscape?" needs no lookup of its size classes first.
@Suite("resolve for a device")
struct ResolveDeviceTests {
    /// A database holding the bundled examples (the login example's variants are
    /// `wR` spacing 16 and `hC` without the logo).
    static func examplesDatabase() throws -> String {
        let db = try DocumentCommandTests.folder().appendingPathComponent("db.sqlite").path
        _ = try CommandLine.run(["import", "--db", db] + DocumentCommandTests.examples)
        return db
    }

    /// The 4.7-inch iPhone is wC hR in portrait and wC hC in landscape; the login
    /// example drops its logo under hC (variants[1]).
    @Test func aPhoneInLandscapeIsCompactHeight() throws {
        let db = try Self.examplesDatabase()
        let landscape = try CommandLine.run(["resolve", "login", "--db", db, "--device", "iphone-se-2-3", "--orientation", "landscape"])
        #expect(landscape.status == 0, "\(landscape.stderr)")
        #expect(landscape.stdout.hasPrefix("login (revision 1) for wC hC, large, ltr, phone (iphone-se-2-3 landscape)\n"), "\(landscape.stdout)")
        #expect(landscape.stdout.contains("view logo installed = false by variants[1] (hC)"))
        let portrait = try CommandLine.run(["resolve", "login", "--db", db, "--device", "iphone-se-2-3"])
        #expect(portrait.stdout.hasPrefix("login (revision 1) for wC hR, large, ltr, phone (iphone-se-2-3 portrait)\n"), "\(portrait.stdout)")
        #expect(!portrait.stdout.contains("views not installed"))
    }

    /// An 11-inch iPad is wR hR full screen and wC hR in a third of the screen; the
    /// JSON names the device as resolved (a marketing name gives the catalog id).
    @Test func anIPadInSplitViewIsCompactWidth() throws {
        let db = try Self.examplesDatabase()
        let third = try CommandLine.run([
            "resolve", "login", "--db", db, "--device", "ipad-pro-11inch", "--multitasking", "third", "--format", "json",
        ])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(third.stdout.utf8)) as? [String: Any])
        let traits = try #require(object["traits"] as? [String: Any])
        #expect(traits["widthClass"] as? String == "compact" && traits["heightClass"] as? String == "regular")
        #expect(traits["idiom"] as? String == "pad")
        let device = try #require(object["device"] as? [String: Any])
        #expect(device["id"] as? String == "ipad-pro-11inch" && device["multitasking"] as? String == "third")
        let full = try CommandLine.run(["resolve", "login", "--db", db, "--device", "ipad-pro-11inch"])
        #expect(full.stdout.hasPrefix("login (revision 1) for wR hR, large, ltr, pad (ipad-pro-11inch portrait)\n"), "\(full.stdout)")
        #expect(full.stdout.contains("view form spacing = 16 by variants[0] (wR)"))
        let named = try CommandLine.run(["resolve", "login", "--db", db, "--device", "iPhone 15", "--format", "json"])
        let namedDevice = try #require((try JSONSerialization.jsonObject(with: Data(named.stdout.utf8)) as? [String: Any])?["device"] as? [String: Any])
        #expect(namedDevice["id"] as? String == "iphone-6.1inch-island")
    }

    /// A device decides the size classes and idiom, so giving them too is a usage
    /// error, and so are an orientation or multitasking width without a device.
    @Test func contradictingOptionsAreUsageErrors() throws {
        let db = try Self.examplesDatabase()
        let cases: [([String], String)] = [
            (["--device", "iphone-se-2-3", "--traits", "wR hR"], "Error: give either --device or --traits and --idiom"),
            (["--device", "iphone-se-2-3", "--idiom", "pad"], "Error: give either --device or --traits and --idiom"),
            (["--orientation", "landscape"], "Error: --orientation and --multitasking need --device"),
            (["--device", "iphone-se-2-3", "--multitasking", "half"], "Error: iphone-se-2-3 is an iPhone: it has no half multitasking configuration"),
            (["--device", "nope"], "Error: Unknown device 'nope'"),
        ]
        // An iPhone given an iPad's width is told which devices have one, and where to look.
        let phone = try CommandLine.run(["solve", "login", "--db", db, "--multitasking", "third"])
        #expect(phone.status == 64)
        #expect(phone.stderr.hasPrefix("Error: iphone-6.1inch-island is an iPhone: it has no third multitasking configuration "
            + "(Split View and Slide Over are an iPad's: name one with --device, e.g. ipad-pro-11inch; "
            + "`layoutdb devices` lists each iPad's widths)"), "\(phone.stderr)")
        for (arguments, message) in cases {
            let result = try CommandLine.run(["resolve", "login", "--db", db] + arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stderr.hasPrefix(message), "\(arguments): \(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
    }
}

/// Rows of the catalog whose width is unknown still have size classes, which is all
/// `resolve` needs.
@Suite("resolve for a multitasking row without a confirmed width")
struct ResolveUnconfirmedRowTests {
    /// Slide Over is compact width, regular height on every iPad (facts/devices.json,
    /// measured on iOS 9); no source gives its width, which resolve does not need. The
    /// login example's `wR` spacing variant does not apply, and the answer says the row
    /// is not confirmed.
    @Test func slideOverResolvesAsCompactWidth() throws {
        let db = try ResolveDeviceTests.examplesDatabase()
        let text = try CommandLine.run(["resolve", "login", "--db", db, "--device", "ipad-pro-11inch", "--multitasking", "slideOver"])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.hasPrefix("""
            login (revision 1) for wC hR, large, ltr, pad (ipad-pro-11inch portrait slideOver)
            size classes: the catalog's multitasking rule (slideOver in portrait is not confirmed for ipad-pro-11inch)

            """), "\(text.stdout)")
        #expect(!text.stdout.contains("spacing = 16"))
        let json = try CommandLine.run([
            "resolve", "login", "--db", db, "--device", "ipad-pro-11inch", "--orientation", "landscape",
            "--multitasking", "slideOver", "--format", "json",
        ])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let traits = try #require(object["traits"] as? [String: Any])
        #expect(traits["widthClass"] as? String == "compact" && traits["heightClass"] as? String == "regular")
        let device = try #require(object["device"] as? [String: Any])
        #expect(device["confirmed"] as? Bool == false)
        #expect(device["decidedWidth"] == nil, "no decided width on the 834 x 1194 iPad")
        // Where layoutdb decided the width solve uses (768 x 1024: 320 pt), the note says it.
        let decided = try CommandLine.run([
            "resolve", "login", "--db", db, "--device", "ipad-9.7inch", "--multitasking", "slideOver",
        ])
        #expect(decided.stdout.contains("""
            size classes: the catalog's multitasking rule (slideOver in portrait is not confirmed for ipad-9.7inch; \
            its width, 320 pt, is layoutdb's decided value)
            """), "\(decided.stdout)")
        let decidedJSON = try CommandLine.run([
            "resolve", "login", "--db", db, "--device", "ipad-pro-12.9inch", "--orientation", "landscape",
            "--multitasking", "slideOver", "--format", "json",
        ])
        let decidedDevice = try #require(
            (try JSONSerialization.jsonObject(with: Data(decidedJSON.stdout.utf8)) as? [String: Any])?["device"] as? [String: Any])
        #expect(decidedDevice["decidedWidth"] as? Double == 375)
        #expect(decidedDevice["confirmed"] as? Bool == false)
    }

    /// The M4 iPad Pros' full-screen size classes come from no source
    /// (facts/devices.json: `sizeClass.confirmed` false); they are regular/regular by
    /// the iPad rule, and the answer says they are not confirmed, as for an unsourced
    /// Split View row. It said `"confirmed": true` (sixth semantics audit).
    @Test func fullScreenWithoutSourcedSizeClassesSaysSo() throws {
        let db = try ResolveDeviceTests.examplesDatabase()
        let text = try CommandLine.run(["resolve", "login", "--db", db, "--device", "ipad-pro-13inch-m4", "--orientation", "landscape"])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.hasPrefix("""
            login (revision 1) for wR hR, large, ltr, pad (ipad-pro-13inch-m4 landscape)
            size classes: the catalog's iPad rule (full screen in landscape is not confirmed for ipad-pro-13inch-m4)

            """), "\(text.stdout)")
        let json = try CommandLine.run(["resolve", "login", "--db", db, "--device", "ipad-pro-11inch-m4", "--format", "json"])
        let device = try #require((try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])?["device"] as? [String: Any])
        #expect(device["confirmed"] as? Bool == false)
        let sourced = try CommandLine.run(["resolve", "login", "--db", db, "--device", "ipad-pro-11inch", "--format", "json"])
        let sourcedDevice = try #require((try JSONSerialization.jsonObject(with: Data(sourced.stdout.utf8)) as? [String: Any])?["device"] as? [String: Any])
        #expect(sourcedDevice["confirmed"] as? Bool == true)
    }

    /// A confirmed row says so, and prints no note; a row the catalog lacks is still a
    /// usage error.
    @Test func confirmedRowsAndMissingRows() throws {
        let db = try ResolveDeviceTests.examplesDatabase()
        let third = try CommandLine.run([
            "resolve", "login", "--db", db, "--device", "ipad-pro-11inch", "--multitasking", "third", "--format", "json",
        ])
        let device = try #require((try JSONSerialization.jsonObject(with: Data(third.stdout.utf8)) as? [String: Any])?["device"] as? [String: Any])
        #expect(device["confirmed"] as? Bool == true)
        let text = try CommandLine.run(["resolve", "login", "--db", db, "--device", "ipad-pro-11inch", "--multitasking", "third"])
        #expect(!text.stdout.contains("size classes:"))
        let half = try CommandLine.run(["resolve", "login", "--db", db, "--device", "ipad-pro-11inch", "--multitasking", "half"])
        #expect(half.status == 64)
        #expect(half.stderr.hasPrefix("Error: ipad-pro-11inch has no half configuration in portrait"), "\(half.stderr)")
    }
}
