import Foundation
import LayoutInterchange
import Testing
import TestSupport

@Suite struct CorpusSmoke {
    @Test func dump() throws {
        let folder = SharedPaths.shared.appendingPathComponent("corpus/ib")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
        for name in names {
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            do {
                let result = try InterfaceBuilderDocument.importFile(data: data, fileName: name)
                func count(_ v: ViewNode) -> Int { 1 + v.subviews.map(count).reduce(0, +) }
                let views = result.documents.map { count($0.root) }.reduce(0, +)
                let constraints = result.documents.map(\.constraints.count).reduce(0, +)
                let variants = result.documents.map(\.variants.count).reduce(0, +)
                print("OK \(name): docs=\(result.documents.count) views=\(views) constraints=\(constraints) variants=\(variants) device=\(result.canvas) warnings=\(result.warnings.count)")
            } catch {
                print("ERR \(name): \(error)")
            }
        }
    }
}
