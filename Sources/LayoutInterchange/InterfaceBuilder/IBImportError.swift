/// Why an Interface Builder file was refused, in the compiler's shape so editors can jump
/// to it: `Main.storyboard:42: constraint 'y63-MK-yig' names 'zvX-TJ-DRW', which is not in
/// this scene`. An import either returns every scene or throws one of these: nothing is
/// half-imported.
public struct IBImportError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// XML that does not parse: bad syntax, a truncated file, no root element.
        case malformedXML
        /// A `<!DOCTYPE …>` (and so any `<!ENTITY …>`) or an encoding other than UTF-8.
        /// Refused before the XML parser runs, so no entity is ever loaded (TOOLCHAIN.md §2).
        case forbiddenDeclaration
        /// A document for another platform; the associated value is its `targetRuntime`
        /// (`MacOSX.Cocoa`, `AppleTV`, `watchKit`) or `type`.
        case notIOS(String)
        /// A pre-Xcode 5 `<archive type="…" version="7.10">` xib.
        case legacyArchive
        /// XML whose root is neither `<document>` nor `<archive>`.
        case notInterfaceBuilder
        /// An item, mask reference or constraint that names an id the scene lacks.
        case unresolvedID(String)
        /// An id used twice in one scene.
        case duplicateID(String)
        /// A value that cannot be read: a number that is not finite, an unknown
        /// attribute name, relation, axis or size-class key.
        case invalidValue
        /// The scene built, but the model refused it (an invalid attribute pairing…).
        case invalidDocument(DocumentError)
        /// Elements nested deeper than ``IBXMLReader/maximumDepth``, or views nested deeper
        /// than ``LayoutDocument/maximumViewDepth``: the importer walks the tree
        /// recursively, and no Interface Builder file nests anywhere near that deep.
        case tooDeep
    }

    public var kind: Kind
    /// The file name as given to the importer (`Main.storyboard`).
    public var fileName: String
    /// 1-based line of the element at fault (0 when the file has no usable position).
    public var line: Int
    public var message: String

    public init(_ kind: Kind, fileName: String, line: Int, _ message: String) {
        self.kind = kind
        self.fileName = fileName
        self.line = line
        self.message = message
    }

    /// `Main.storyboard:42: message`.
    public var description: String { "\(fileName):\(line): \(message)" }
}
