import ArgumentParser
import Foundation
import LayoutDB

/// `layoutdb diff DOC [--from REV] [--to REV]`: what moved, appeared or broke between two
/// revisions in one configuration.
struct DiffCommand: DatabaseCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two revisions of a stored document in one configuration.",
        discussion: """
            Solves both revisions for the same configuration and prints the views that moved, \
            were resized, appeared or disappeared (root coordinates) and the problems that are \
            new or fixed, each with UIKit's message. With -o, also draws both on one SVG: old \
            frames dashed, new ones solid. The default device is the newer revision's design \
            device. Without --from, the newer revision is compared with the one before it: \
            `layoutdb diff login` shows what the last import changed. A view of a storyboard \
            is named by its Interface Builder id too, and a view a designer named by that \
            name (its userLabel), as in `moved d_1 ('Title box', Interface Builder id d-1) \
            (10, 10, 100, 100) → (30, 10, 100, 100)`. \
            --format json prints the keys the README lists under JSON output.

            Exit status: 0 when the comparison was made (differences or not), 64 bad usage \
            (an unknown document or revision), 65 a document that does not validate, 73 the \
            -o file cannot be written (the comparison is still printed).

            Examples:
              layoutdb diff login
              layoutdb diff login --from 1 --to 2
              layoutdb diff login --format json    # changes, newProblems, fixedProblems for a CI step
              layoutdb diff login --from 1 --to 2 --device "iPhone SE (3rd generation)" --direction rtl -o change.svg
            """)

    @OptionGroup var database: DatabaseOptions
    @Argument(help: "A stored document's name.") var document: String
    @Option(parsing: .unconditional, help: "The older revision (default: the one before --to).") var from: Int?
    @Option(parsing: .unconditional, help: "The newer revision (default: the latest).") var to: Int?
    @OptionGroup var setupOptions: SetupOptions
    @Option(name: .shortAndLong, help: ArgumentHelp("Also draw the overlay SVG here.", valueName: "overlay.svg"))
    var output: String?
    @OptionGroup var format: OutputFormatOption

    func run() throws {
        try database.refuseOverwriting(output)
        let store = try database.open().store
        let document = try storedName(self.document, in: store)
        let new = try storeCall { () throws(StoreError) in try store.document(named: document, revision: to) }
        let from = try self.from ?? previousRevision(before: new.revision, of: document, in: store)
        let old = try storeCall { () throws(StoreError) in try store.document(named: document, revision: from) }
        var options = setupOptions
        if options.device == nil {
            options.device = new.document.designDevice ?? old.document.designDevice
        }
        let before = try ConfigurationPicture.solve(old.document, revision: old.revision, setupOptions: options)
        let after = try ConfigurationPicture.solve(new.document, revision: new.revision, setupOptions: options)
        let diff = LayoutDiff(from: before, to: after)
        switch format.value {
        case .text: print(diff.text, terminator: diff.text.hasSuffix("\n") ? "" : "\n")
        case .json: print(diff.json.rendered, terminator: "")
        }
        if let output {
            try ConfigurationPicture.write(DiffOverlayRenderer().render(from: before, to: after), to: output)
        }
    }

    /// The revision stored before `revision` ("a diff against the last revision" is the
    /// question a review asks); exit status 64 when there is none, with one line saying
    /// what to do instead (not a usage block: the command was well formed).
    private func previousRevision(before revision: Int, of document: String, in store: DocumentStore) throws -> Int {
        let revisions = try storeCall { () throws(StoreError) in try store.revisions(of: document) }
        // With one revision, --from cannot help: say how a second one comes about, and
        // what compares something else. Not a usage error: the command was well formed,
        // and a usage block after it buried the one line that says what to do.
        if revisions.count == 1 {
            let file = revisions[0].source ?? "FILE"
            let name = Self.shellWord(document)
            printError(
                "layoutdb: \(EchoedName.quoted(document)) has only one revision, so there is nothing to compare it with: "
                    + "import the changed file again (`layoutdb import \(Self.shellWord(file))`) to store revision "
                    + "\(revision + 1), then `layoutdb diff \(name)`. To compare this revision under two trait collections, "
                    + "`layoutdb query changes \(name) --from \"wC hR\" --to \"wR hR\"`; to compare batch runs, "
                    + "`layoutdb batch --baseline last`")
            throw ExitCode.validationFailure
        }
        guard let previous = revisions.map(\.revision).filter({ $0 < revision }).max() else {
            printError(
                "layoutdb: \(EchoedName.quoted(document)) has no revision before \(revision) to compare it with; give a "
                    + "later --to or a --from (`layoutdb revisions \(Self.shellWord(document))` lists them)")
            throw ExitCode.validationFailure
        }
        return previous
    }

    /// `word` as it is typed in a shell: as it is when it holds only letters, digits and
    /// `._/-`, else in single quotes (a scene's `Main.storyboard#BYZ-38-t0r (ViewController)`).
    static func shellWord(_ word: String) -> String {
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "._/-".unicodeScalars.contains(scalar))
        }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
