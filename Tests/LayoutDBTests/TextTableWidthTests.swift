import Foundation
import Testing

/// Text tables pad by display columns: a Japanese document name (each character two
/// columns wide on a terminal) used to push its row's later columns out of line.
@Suite struct TextTableWidthTests {
    @Test func listAlignsColumnsAfterAWideName() throws {
        let folder = try DocumentCommandTests.folder()
        let db = folder.appendingPathComponent("db.sqlite").path
        let wide = try DocumentCommandTests.write(
            DocumentCommandTests.boxDocument(name: "設定画面"), to: folder.appendingPathComponent("wide.json"))
        let emoji = try DocumentCommandTests.write(
            DocumentCommandTests.boxDocument(name: "ab🎉"), to: folder.appendingPathComponent("emoji.json"))
        let narrow = try DocumentCommandTests.write(
            DocumentCommandTests.boxDocument(name: "login"), to: folder.appendingPathComponent("narrow.json"))
        let imported = try CommandLine.run(["import", "--db", db, wide, emoji, narrow])
        #expect(imported.status == 0, "\(imported.stderr)")
        let list = try CommandLine.run(["list", "--db", db])
        let lines = list.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 4, "\(list.stdout)")
        // Where the second column (REV, right-aligned, 3 wide) ends, in terminal columns:
        // the widest name, 設定画面, is 8 columns, then the two-space gap, then 3. Names'
        // widths are written out here rather than computed with the code under test.
        let nameWidths = ["NAME": 4, "設定画面": 8, "ab🎉": 4, "login": 5]
        for line in lines {
            let name = String(line.prefix { $0 != " " })
            let rest = line.dropFirst(name.count)
            let gap = rest.prefix { $0 == " " }.count
            let revision = rest.dropFirst(gap).prefix { $0 != " " }.count
            let width = try #require(nameWidths[name], "\(line)")
            #expect(width + gap + revision == 13, "\(list.stdout)")
        }
    }
}
