import Foundation
import Testing

/// `layoutdb rm` looks every name up before deleting anything: `rm login typo` used to
/// delete login and then fail on the typo.
@Suite("rm with a name that matches nothing")
struct RemoveCommandNamesTests {
    @Test func anUnknownNameDeletesNothing() throws {
        let db = try StoreCommandTests.database(["login", "settings"])
        let result = try CommandLine.run(["rm", "--db", db, "login", "typo"])
        #expect(result.status == 64)
        #expect(result.stderr == "layoutdb: no document named 'typo' (`layoutdb list` shows the stored names)\n")
        let names = try CommandLine.run(["sql", "--db", db, "SELECT name FROM document ORDER BY name"]).stdout
        #expect(names == "name\nlogin\nsettings\n")
    }

    /// A mistyped name is answered with the name meant, which is not taken: `rm`
    /// deletes nothing on a guess.
    @Test func aMistypedNameSuggestsTheNameMeantAndDeletesNothing() throws {
        let db = try StoreCommandTests.database(["login", "settings-list"])
        let typo = try CommandLine.run(["rm", "--db", db, "logn"])
        #expect(typo.status == 64)
        #expect(typo.stderr == "layoutdb: no document named 'logn' (did you mean 'login'? `layoutdb list` shows the stored names)\n")
        let start = try CommandLine.run(["show", "--db", db, "settings"])
        #expect(start.status == 64)
        #expect(start.stderr.contains("(did you mean 'settings-list'?"), "\(start.stderr)")
        let names = try CommandLine.run(["sql", "--db", db, "SELECT name FROM document ORDER BY name"]).stdout
        #expect(names == "name\nlogin\nsettings-list\n")
    }

    @Test func aNameGivenTwiceIsDeletedOnce() throws {
        let db = try StoreCommandTests.database(["login", "settings"])
        let result = try CommandLine.run(["rm", "--db", db, "login", "login"])
        #expect(result.status == 0)
        #expect(result.stderr == "removed login\n")
        #expect(try CommandLine.run(["sql", "--db", db, "SELECT name FROM document"]).stdout == "name\nsettings\n")
    }
}
