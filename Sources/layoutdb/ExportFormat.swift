import ArgumentParser
import Foundation
import LayoutDB

/// `export --format`: layoutdb's JSON, or an Interface Builder file.
enum ExportFormat: String, FormatChoice {
    case json
    case storyboard
    case xib

    static let standard = ExportFormat.json
    static let formatHelp = ArgumentHelp(
        "json, or storyboard/xib (Interface Builder, frames solved at the design device); default: the -o file's extension, else json.",
        valueName: "json|storyboard|xib")

    /// The format an `-o` file's extension names (`.json`, `.storyboard`, `.xib`, in any
    /// case); nil for another extension or none.
    static func implied(by output: String) -> ExportFormat? {
        ExportFormat(rawValue: (output as NSString).pathExtension.lowercased())
    }

    /// The format to write: `given` (`--format`), else the one `output`'s extension names,
    /// else JSON. A `given` format that `output`'s extension contradicts is refused (64),
    /// naming both: `--format storyboard -o login.json` wrote a storyboard under a JSON
    /// file's name, and the next `layoutdb import login.json` failed on it.
    static func chosen(given: ExportFormat?, output: String?) throws -> ExportFormat {
        let implied = output.flatMap(implied(by:))
        guard let given else { return implied ?? .standard }
        guard let implied, let output, implied != given else { return given }
        let suggested = ((output as NSString).deletingPathExtension as NSString).appendingPathExtension(given.rawValue) ?? output
        printError(
            "layoutdb: export: --format \(given.rawValue) writes \(given.noun), and -o '\(output)' names "
                + "\(implied.noun); give -o '\(suggested)' for \(given.noun), or --format \(implied.rawValue) "
                + "(or no --format: the extension chooses it). Nothing was written")
        throw ExitCode.validationFailure
    }

    /// What a file of this format is, for messages.
    var noun: String {
        switch self {
        case .json: return "a layoutdb JSON document"
        case .storyboard: return "a storyboard"
        case .xib: return "a xib"
        }
    }
}

extension ExportCommand {
    /// The document as a storyboard or xib, with frames solved at its design device
    /// (else the default device), in portrait; the document's own frames when the solve fails.
    /// The file names a `<device>` only when the document has a design device: one written
    /// for a document without would come back as a design device it never had (an
    /// Xcode 7 file with no `<device>` would gain the default device on a round trip).
    static func interfaceBuilderText(
        _ document: LayoutDocument, revision: Int, format: InterfaceBuilderWriter.Format, db: LayoutDatabase
    ) -> String {
        let deviceName = document.designDevice ?? SolveSetup.defaultDeviceID
        var frames: [String: LayoutRect] = [:]
        var device: (id: String, orientation: Orientation)?
        if let configuration = try? DeviceConfiguration(deviceNamed: deviceName) {
            if document.designDevice != nil, let ib = configuration.device.interfaceBuilderID { device = (ib, .portrait) }
            let setup = SolveSetup(configuration: configuration)
            if let solved = try? db.solve(name: document.name, revision: revision, setup: setup) {
                for view in solved.views { frames[view.id] = view.frame }
            } else {
                printWarning(
                    "\(document.name) did not solve on \(deviceName); writing the document's frames",
                    fields: [("document", .string(document.name))])
            }
        }
        // What the file cannot hold is said, not dropped in silence: a re-import would
        // not bring it back.
        for loss in InterfaceBuilderExportLoss.losses(of: document, as: format, frames: frames) {
            printWarning("\(EchoedName.quoted(document.name)): \(loss)", fields: [("document", .string(document.name))])
        }
        return InterfaceBuilderWriter.write(document, as: format, frames: frames, device: device)
    }
}
