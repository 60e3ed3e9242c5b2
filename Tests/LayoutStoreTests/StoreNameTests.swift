import LayoutModel
import LayoutStore
import Testing

@Suite("Store names")
struct StoreNameTests {
    /// A store holding documents named the way the Interface Builder importer names them.
    private func store(_ names: [String]) throws -> DocumentStore {
        let store = try StoreFixtures.store()
        let template = try StoreFixtures.richDocument()
        _ = try store.save(names.map { name in
            var document = template
            document.name = name
            return document
        }, source: nil)
        return store
    }

    @Test("an exact name is itself, even when a labelled name starts with it")
    func exact() throws {
        let store = try store(["login", "login (Settings)", "Main.storyboard#a-1 (A)"])
        #expect(try store.documentName(matching: "login") == "login")
        #expect(try store.documentName(matching: "login (Settings)") == "login (Settings)")
    }

    @Test("FILE#ID finds FILE#ID (Label); a file with one document finds it; several are listed")
    func shortened() throws {
        let store = try store(["Main.storyboard#a-1 (A)", "Main.storyboard#b-2", "Cell.xib#c-3 (Cell)"])
        #expect(try store.documentName(matching: "Main.storyboard#a-1") == "Main.storyboard#a-1 (A)")
        #expect(try store.documentName(matching: "Cell.xib") == "Cell.xib#c-3 (Cell)")
        #expect(throws: StoreError.ambiguousDocument(
            "Main.storyboard", matches: ["Main.storyboard#a-1 (A)", "Main.storyboard#b-2"])) {
            try store.documentName(matching: "Main.storyboard")
        }
    }

    /// What the name may have been is only suggested (the error says it), never taken.
    @Test("nothing looser: a bare prefix, a part of the label or another case is unknown")
    func nothingLooser() throws {
        let store = try store(["Main.storyboard#a-1 (A)", "100%_done (B)"])
        let suggested: [String: String?] = [
            "Main": "Main.storyboard#a-1 (A)", "Main.storyboard#a": "Main.storyboard#a-1",
            "main.storyboard#a-1": "Main.storyboard#a-1", "Main.storyboard#a-1 (": "Main.storyboard#a-1 (A)",
            "100%": "100%_done (B)", "100__done": nil,
        ]
        for (argument, nearest) in suggested {
            #expect(throws: StoreError.unknownDocument(argument, nearest: nearest)) { try store.documentName(matching: argument) }
        }
        #expect(try store.documentName(matching: "100%_done") == "100%_done (B)")
    }

    /// A typo, another case or the start of one name is answered with the name meant;
    /// a name near nothing with none.
    @Test("an unknown name suggests the stored name it is nearest to")
    func nearestName() throws {
        let store = try store(["login", "settings-list", "signup", "Main.storyboard#BYZ-38-t0r (ViewController)"])
        let suggested: [String: String?] = [
            "logn": "login", "Login": "login", "setings-list": "settings-list", "settings": "settings-list",
            "Main.storyboard#BYZ-38-t0": "Main.storyboard#BYZ-38-t0r",
            "Main.storyboard#BYZ-38-t0r (ViewControler)": "Main.storyboard#BYZ-38-t0r (ViewController)",
            "s": nil, "nothing": nil,
        ]
        for (argument, nearest) in suggested {
            #expect(throws: StoreError.unknownDocument(argument, nearest: nearest)) { try store.documentName(matching: argument) }
        }
        #expect(StoreError.unknownRevision(document: "Main.storyboard#a-1 (A \"B\")", revision: 3).description
            == #"document 'Main.storyboard#a-1 (A "B")' has no revision 3 (`layoutdb revisions "Main.storyboard#a-1 (A \"B\")"` lists them)"#)
        #expect(StoreError.unknownDocument("logn", nearest: "login").description
            == "no document named 'logn' (did you mean 'login'? `layoutdb list` shows the stored names)")
    }
}
