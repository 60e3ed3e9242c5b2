import ArgumentParser
import LayoutDB

extension UserInterfaceIdiom: ExpressibleByArgument {}

/// `layoutdb resolve NAME --traits "wC hR"`: the size-class resolution query.
struct ResolveCommand: DatabaseCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve",
        abstract: "Show which views and constraints a trait collection installs, and which variant decided each.",
        discussion: """
            Variants apply by their `when` predicate; where several set the same property \
            the most specific wins (more traits named), as in Interface Builder.

            Examples:
              layoutdb resolve login --traits "wC hR"
              layoutdb resolve product-page --traits "wR hR" --idiom pad --content-size accessibilityLarge
              layoutdb resolve login --traits "wC hC" --direction rtl --format json
            """)

    @OptionGroup var database: DatabaseOptions
    @Argument(help: "The document's name.") var name: String
    @Option(parsing: .unconditional, help: "A revision number (default: the latest).") var revision: Int?
    @Option(help: ArgumentHelp("Size classes, Interface Builder style: wC or wR, hC or hR.", valueName: "wX hY"))
    var traits: String = "wC hR"
    @Option(name: .customLong("content-size"), help: "The Dynamic Type size.") var contentSize: ContentSizeCategory = .large
    @Option(help: ArgumentHelp("The layout direction.", valueName: "ltr|rtl")) var direction: DirectionArgument = DirectionArgument(.leftToRight)
    @Option(help: "phone or pad.") var idiom: UserInterfaceIdiom = .phone
    @OptionGroup var format: OutputFormatOption

    func run() throws {
        let collection = try traitCollection()
        let store = try database.open().store
        let name = try storedName(self.name, in: store)
        let stored = try storeCall { () throws(StoreError) in try store.document(named: name, revision: revision) }
        let resolved: ResolvedLayout
        do {
            resolved = try stored.document.materialized(for: collection)
        } catch {
            printError("layoutdb: \(name): \(error)")
            throw ExitStatus.dataError
        }
        let report = ResolutionReport(document: stored.document, revision: stored.revision, resolved: resolved)
        switch format.value {
        case .json: print(report.json.rendered, terminator: "")
        case .text: print(report.text)
        }
    }

    private func traitCollection() throws -> TraitCollection {
        var collection = TraitCollection(
            widthClass: .unspecified, heightClass: .unspecified, contentSize: contentSize,
            direction: direction.direction, displayScale: idiom == .pad ? 2 : 3, idiom: idiom)
        let (width, height) = try SizeClassText.parse(traits, option: "--traits")
        collection.widthClass = width ?? .unspecified
        collection.heightClass = height ?? .unspecified
        return collection
    }
}
