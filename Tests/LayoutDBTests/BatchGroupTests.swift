import Foundation
import LayoutModel
import TestSupport
import Testing

@testable import LayoutDB

/// ``BatchGroup/groups(of:revision:configurations:)`` materialises a document once per
/// distinct set of matching variants, not once per trait collection: every
/// configuration's group must still hold exactly what materialising for its own traits
/// gives, and configurations must share a group exactly when that and the engine's
/// fixed settings agree.
@Suite struct BatchGroupTests {
    /// The examples and the corpus, the documents with variants first.
    static func documents() throws -> [LayoutDocument] {
        let corpus = SharedPaths.shared.appendingPathComponent("corpus/ib")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []
        let files = DocumentCommandTests.examples
            + names.filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
            .map { corpus.appendingPathComponent($0).path }
        var documents: [LayoutDocument] = []
        for file in files { documents += try DocumentFile.documents(at: file) }
        return documents.filter { !$0.variants.isEmpty } + documents.filter { $0.variants.isEmpty }.prefix(4)
    }

    static func materialized(
        _ document: LayoutDocument, _ traits: TraitCollection
    ) throws -> Result<LayoutHierarchy, DocumentError> {
        do throws(DocumentError) {
            return .success(try document.materialized(for: traits).hierarchy)
        } catch {
            return .failure(error)
        }
    }

    @Test func eachGroupHoldsWhatItsTraitsMaterialise() throws {
        let documents = try Self.documents()
        // Size-class, content-size and direction variants among them.
        #expect(documents.filter { !$0.variants.isEmpty }.count >= 3)
        let configurations = try BatchMatrix().configurations
        for document in documents {
            let (groups, resolvedCount) = BatchGroup.groups(of: document, revision: 1, configurations: configurations)
            #expect(groups.map(\.setups.count).reduce(0, +) == configurations.count, "\(document.name)")
            var own: [TraitCollection: Result<LayoutHierarchy, DocumentError>] = [:]
            for group in groups {
                for setup in group.setups {
                    let expected = try own[setup.traits] ?? Self.materialized(document, setup.traits)
                    own[setup.traits] = expected
                    switch (group.resolved, expected) {
                    case (.success(let shared), .success(let hierarchy)):
                        #expect(shared.hierarchy == hierarchy, "\(document.name) \(setup.traitKey)")
                    case (.failure, .failure):
                        break
                    default:
                        Issue.record("\(document.name) \(setup.traitKey): \(group.resolved) against \(expected)")
                    }
                }
            }
            // Still counted per distinct trait collection, as the run's summary reports.
            #expect(resolvedCount == own.count, "\(document.name)")
            // One group per distinct hierarchy and engine settings, each of one setting.
            var seen: [(LayoutHierarchy, LayoutDirection, Double, ContentSizeCategory)] = []
            for group in groups {
                guard case .success(let resolved) = group.resolved, let traits = group.setups.first?.traits else { continue }
                #expect(group.setups.allSatisfy {
                    $0.traits.direction == traits.direction && $0.traits.displayScale == traits.displayScale
                        && $0.traits.contentSize == traits.contentSize
                }, "\(document.name)")
                #expect(!seen.contains {
                    $0.0 == resolved.hierarchy && $0.1 == traits.direction && $0.2 == traits.displayScale
                        && $0.3 == traits.contentSize
                }, "\(document.name): two groups for one hierarchy and settings")
                seen.append((resolved.hierarchy, traits.direction, traits.displayScale, traits.contentSize))
            }
        }
    }
}
