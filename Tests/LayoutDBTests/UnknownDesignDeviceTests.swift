import Foundation
import LayoutDB
import Testing

/// A storyboard drawn on a device the catalog does not know has no design device, and
/// was solved at the default device without a word, so its frames silently were not the
/// canvas's: `solve FILE` now says so once (and not when `--device` chooses).
@Suite struct UnknownDesignDeviceTests {
    static func storyboard(device: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutdb-device-\(UUID().uuidString).storyboard")
        return try InterfaceBuilderFixture.writeOneScene(to: url, device: device).path
    }

    @Test func aSolveAtTheDefaultDeviceSaysWhy() throws {
        let unknown = try Self.storyboard(device: "retina99_9")
        let result = try CommandLine.run(["solve", unknown])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr == "layoutdb: warning: \(unknown): Interface Builder's device 'retina99_9' is not in the device "
                + "catalog; solving at iphone-6.1inch-island (choose one with --device)\n")
        #expect(try CommandLine.run(["solve", unknown, "--device", "iPhone 15"]).stderr.isEmpty)
        #expect(try CommandLine.run(["solve", try Self.storyboard(device: "retina4_7")]).stderr.isEmpty)
    }
}

/// A document stored with a design device the catalog does not know (before import
/// checked it) failed every solve without --device as "Error: Unknown device 'nope'",
/// about an option the user never gave: the message says the name is the document's.
@Suite struct UnknownStoredDesignDeviceTests {
    @Test func theDocumentsDeviceIsNamedAsTheDocuments() throws {
        let folder = try DocumentCommandTests.folder()
        let path = folder.appendingPathComponent("db.sqlite").path
        let store = try DocumentStore(path: path)
        _ = try store.save([LayoutDocument(name: "old", root: ViewNode(id: "root"), designDevice: "nope")], source: nil)
        let result = try CommandLine.run(["solve", "old", "--db", path])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix(
            "Error: the document's design device 'nope' is not usable (Unknown device 'nope'); choose one with --device\n"),
            "\(result.stderr)")
        #expect(try CommandLine.run(["solve", "old", "--db", path, "--device", "iPhone 15"]).status == 0)
    }
}
