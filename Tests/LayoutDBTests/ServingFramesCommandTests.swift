import Foundation
import Testing

/// README, "Serving frames": a backend fills the cache with `batch`, then asks a read-only
/// `solve` for one screen in one trait collection, repeatedly; each answer says whether
/// the cache served it.
@Suite struct ServingFramesCommandTests {
    static let traits = [
        "--device", "iphone-6.1inch-island", "--orientation", "landscape", "--content-size", "accessibilityLarge",
        "--direction", "rtl",
    ]

    @Test func aBatchFilledCacheServesReadOnlySolvesAndSaysSo() throws {
        let db = try BatchCommandTests.examplesDatabase()
        let batch = try CommandLine.run([
            "batch", "login", "--db", db, "--devices", "iphone-6.1inch-island", "--orientations", "landscape",
            "--content-sizes", "accessibilityLarge", "--directions", "rtl", "--quiet",
        ])
        #expect(batch.status == 0 || batch.status == 1, "\(batch.stderr)")
        // The README's commands, twice each: served by the cache both times.
        for _ in 0..<2 {
            let whole = try CommandLine.run(["solve", "login", "--db", db] + Self.traits + ["--format", "json", "--read-only"])
            let object = try BatchCommandTests.object(whole.stdout)
            #expect(object["cached"] as? Bool == true, "\(whole.stdout.prefix(300))")
            #expect(object["configuration"] as? String == "iphone-6.1inch-island landscape accessibilityLarge rtl")
            let some = try CommandLine.run(
                ["solve", "login", "--db", db, "--device", "iphone-6.1inch-island", "--view", "title,email", "--format", "json",
                 "--read-only"])
            let narrowed = try BatchCommandTests.object(some.stdout)
            #expect((narrowed["views"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == ["title", "email"])
        }
        // The text says it too.
        let text = try CommandLine.run(["solve", "login", "--db", db] + Self.traits + ["--read-only"])
        #expect(text.stdout.hasPrefix("login (revision 1) on iphone-6.1inch-island landscape accessibilityLarge rtl [cached]\n"),
            "\(text.stdout.prefix(200))")
        // What the cache lacks is solved and not stored: not cached, every time.
        for _ in 0..<2 {
            let miss = try CommandLine.run(
                ["solve", "login", "--db", db, "--device", "ipad-pro-11inch", "--format", "json", "--read-only"])
            #expect(try BatchCommandTests.object(miss.stdout)["cached"] as? Bool == false)
        }
    }
}
