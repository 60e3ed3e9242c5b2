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

            The trait collection comes from --traits and --idiom, or from a device: \
            --device with --orientation and --multitasking gives the size classes and \
            idiom that device has held that way (see `layoutdb devices`). A Split View or \
            Slide Over width the catalog has not confirmed still has size classes, by \
            Apple's multitasking rule, and so does a full-screen device whose size classes \
            no source gave (the M4 iPad Pros: regular/regular, as every iPad); the answer \
            says so (JSON: "confirmed": false), with the width layoutdb decided where \
            solve has one (JSON: "decidedWidth"; Documentation/Devices.md).

            Exit status: 0 (what is installed is no problem of its own: `solve` and `batch` fail \
            on problems), 64 bad usage (a document that is not stored, an unknown device, \
            --device with --traits or --idiom), 65 a file that is not a layoutdb database (or \
            is damaged), 75 a database another process kept locked (try again later).

            Examples:
              layoutdb resolve login --traits "wC hR"
              layoutdb resolve product-page --traits "wR hR" --idiom pad --content-size accessibilityLarge
              layoutdb resolve login --traits "wC hC" --direction rtl --format json
              layoutdb resolve login --device iphone-se-2-3 --orientation landscape
              layoutdb resolve product-page --device ipad-pro-11inch --multitasking third
              layoutdb resolve login --device ipad-pro-11inch --multitasking slideOver
            """)

    @OptionGroup var database: DatabaseOptions
    @Argument(help: "The document's name.") var name: String
    @Option(parsing: .unconditional, help: "A revision number (default: the latest).") var revision: Int?
    @Option(help: ArgumentHelp("Size classes, Interface Builder style: wC or wR, hC or hR (default: wC hR).", valueName: "wX hY"))
    var traits: String?
    @Option(name: .customLong("content-size"), help: "The Dynamic Type size.") var contentSize: ContentSizeCategory = .large
    @Option(help: ArgumentHelp("The layout direction.", valueName: "ltr|rtl")) var direction: DirectionArgument = DirectionArgument(.leftToRight)
    @Option(help: "phone or pad (default: phone).") var idiom: UserInterfaceIdiom?
    @Option(help: ArgumentHelp(
        "A device whose size classes and idiom to use, instead of --traits and --idiom: a catalog id, an Interface Builder id or a marketing name (see `layoutdb devices`).",
        valueName: "id"))
    var device: String?
    @Option(help: "With --device: portrait or landscape.") var orientation: Orientation?
    @Option(help: ArgumentHelp(
        "With --device: an iPad multitasking width.", valueName: Multitasking.allCases.map(\.rawValue).joined(separator: "|")))
    var multitasking: Multitasking?
    @OptionGroup var format: OutputFormatOption

    func run() throws {
        let device = try deviceSizeClasses()
        let collection = try device?.traitCollection(contentSize: contentSize, direction: direction.direction) ?? traitCollection()
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
        let report = ResolutionReport(
            document: stored.document, revision: stored.revision, resolved: resolved, device: device)
        switch format.value {
        case .json: print(report.json.rendered, terminator: "")
        case .text: print(report.text)
        }
    }

    /// The device `--device`, `--orientation` and `--multitasking` name, if any. A device
    /// fixes the size classes and idiom, so naming it with `--traits` or `--idiom` is
    /// refused rather than one silently winning. Only size classes are needed, so a
    /// Split View or Slide Over row whose width is not confirmed answers too, with the
    /// catalog's rule (``DeviceSizeClasses``).
    private func deviceSizeClasses() throws -> DeviceSizeClasses? {
        guard let device else {
            if orientation != nil || multitasking != nil {
                throw ValidationError("--orientation and --multitasking need --device (without one, give the size classes with --traits)")
            }
            return nil
        }
        if traits != nil || idiom != nil {
            throw ValidationError("give either --device or --traits and --idiom: the device '\(device)' decides the size classes and idiom")
        }
        do {
            return try DeviceSizeClasses(
                device: try DeviceCatalog.device(named: device), orientation: orientation ?? .portrait,
                multitasking: multitasking ?? .fullScreen)
        } catch {
            throw ValidationError("\(error)")
        }
    }

    /// The trait collection `--traits` and `--idiom` spell.
    private func traitCollection() throws -> TraitCollection {
        let idiom = idiom ?? .phone
        var collection = TraitCollection(
            widthClass: .unspecified, heightClass: .unspecified, contentSize: contentSize,
            direction: direction.direction, displayScale: idiom == .pad ? 2 : 3, idiom: idiom)
        let (width, height) = try SizeClassText.parse(traits ?? "wC hR", option: "--traits")
        collection.widthClass = width ?? .unspecified
        collection.heightClass = height ?? .unspecified
        return collection
    }
}
