import Foundation
import LayoutDB
import LayoutInterchange
import TestSupport
import Testing

/// Every object in a file Xcode saves has an id (all 1,277 constraints of the shared
/// corpus do), so an export writes one for every view, guide and constraint, also when
/// the document gave none (layoutdb JSON constraints written as equations).
@Suite("Interface Builder export ids")
struct ExportIDTests {
    /// The `id` attributes of the elements named `names` in `text`, with how many lacked one.
    static func ids(of names: [String], in text: String) throws -> (ids: [String], missing: [String]) {
        var ids: [String] = [], missing: [String] = []
        for line in text.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            guard let name = names.first(where: { trimmed.hasPrefix("<\($0) ") || trimmed.hasPrefix("<\($0)>") }) else { continue }
            if let range = trimmed.range(of: " id=\"") {
                ids.append(String(trimmed[range.upperBound...].prefix { $0 != "\"" }))
            } else {
                missing.append("\(name): \(trimmed)")
            }
        }
        return (ids, missing)
    }

    @Test("examples exported as storyboards and xibs: every view, guide and constraint has an id, no id twice; they import back")
    func examples() throws {
        let files = SharedPaths.jsonFiles(in: SharedPaths.examples)
        try #require(!files.isEmpty)
        let elements = ["constraint", "view", "label", "button", "textField", "imageView", "stackView", "scrollView",
                        "viewLayoutGuide", "switch", "tableView", "tableViewCell", "tableViewCellContentView"]
        for file in files {
            for document in try DocumentFile.documents(at: file.path) {
                for format in [InterfaceBuilderWriter.Format.storyboard, .xib] {
                    let text = InterfaceBuilderWriter.write(document, as: format)
                    let (ids, missing) = try Self.ids(of: elements, in: text)
                    #expect(missing.isEmpty, "\(document.name) \(format): \(missing.prefix(3))")
                    #expect(Set(ids).count == ids.count, "\(document.name) \(format): an id written twice")
                    #expect(ids.count >= document.constraints.count, "\(document.name) \(format)")
                    let again = try InterfaceBuilderDocument.importFile(data: Data(text.utf8), fileName: "out." + format.rawValue)
                    #expect(again.documents.count == 1)
                    // Every view comes back, and each cell gains the content view a JSON
                    // document leaves implicit (`ExportCellContentViewTests`).
                    let back = again.documents.first?.allViews ?? []
                    let original = Set(document.allViews.map(\.id))
                    #expect(original.isSubset(of: back.map(\.id)), "\(document.name)")
                    let added = back.filter { !original.contains($0.id) }
                    #expect(added.map(\.className) == document.allViews.filter { $0.className == "UITableViewCell" }
                        .map { _ in "UITableViewCellContentView" }, "\(document.name)")
                }
            }
        }
    }
}
