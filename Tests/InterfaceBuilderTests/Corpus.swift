import Foundation
import LayoutInterchange
import TestSupport
import Testing

/// The shared corpus of real Interface Builder files (shared/corpus/ib) and lookups by
/// IB id into what the importer made of them.
enum Corpus {
    static let folder = SharedPaths.shared.appendingPathComponent("corpus/ib")

    static var fileNames: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
    }

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent(name))
    }

    static func load(_ name: String) throws -> InterfaceBuilderImport {
        try InterfaceBuilderDocument.importFile(data: data(name), fileName: name)
    }
}

extension LayoutDocument {
    func view(ib id: String) -> ViewNode? {
        let documentID = InterfaceBuilderID.documentID(for: id)
        return allViews.first { $0.id == documentID }
    }

    func constraint(ib id: String) -> ConstraintSpec? {
        let documentID = InterfaceBuilderID.documentID(for: id)
        for case .single(let spec) in constraints where spec.id == documentID { return spec }
        return nil
    }

    var specs: [ConstraintSpec] {
        constraints.compactMap { if case .single(let spec) = $0 { return spec } else { return nil } }
    }
}

extension InterfaceBuilderImport {
    /// The document holding the view or constraint with IB id `id`.
    func document(containing id: String) -> LayoutDocument? {
        documents.first { $0.view(ib: id) != nil || $0.constraint(ib: id) != nil }
    }
}

/// The first document of the Interface Builder file `data` (a hand-written case's one
/// view), read as `fileName`.
func firstDocument(_ data: Data, fileName: String = "t.xib") throws -> LayoutDocument {
    try #require(try InterfaceBuilderDocument.parse(data: data, fileName: fileName).first)
}

/// An iOS xib around `body` (the contents of `<objects>`), for hand-written cases the
/// corpus has no example of.
func xib(_ body: String, extraRoot: String = "") -> Data {
    Data(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <objects>
        \(body)
            </objects>
        \(extraRoot)
        </document>

        """.utf8)
}
