import LayoutInterchange

/// Something a document file held that its documents leave out (a Mac-only variation of
/// an Interface Builder file), with where to find it: the import goes on, and the user is
/// told what it did not take.
public struct ImportWarning: Hashable, Sendable, CustomStringConvertible {
    /// The file as the user named it.
    public var file: String
    /// 1-based line of what was left out.
    public var line: Int
    /// The element it belongs to (`label 'c-1'`), when it has an id.
    public var element: String?
    public var message: String
    /// The document it was left out of.
    public var document: String?

    public init(file: String, line: Int, element: String?, message: String, document: String?) {
        self.file = file
        self.line = line
        self.element = element
        self.message = message
        self.document = document
    }

    init(_ warning: InterfaceBuilderWarning, file: String) {
        self.init(file: file, line: warning.line, element: warning.element, message: warning.message, document: warning.document)
    }

    /// `Main.storyboard:42: label 'c-1': skipped …`, in the shape of the import's errors.
    public var description: String { "\(file):\(line): " + (element.map { "\($0): " } ?? "") + message }
}
