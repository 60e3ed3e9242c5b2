/// What a file that does not parse as its name says looks like instead, for the error: a
/// storyboard saved or copied as `.json` failed with "unexpected '<', expected a value",
/// and a JSON document named `.storyboard` with "the file has no root element", neither
/// of which says that the name is what is wrong.
public enum MisnamedFileHint {
    /// The file's first byte that is not white space, after a UTF-8 byte-order mark.
    static func firstByte(_ bytes: some Sequence<UInt8>) -> UInt8? {
        var bytes = Array(bytes.prefix(4096))
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        return bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
    }

    /// Whether the file starts as XML does (`<?xml`, `<document`).
    public static func looksLikeXML(_ bytes: some Sequence<UInt8>) -> Bool {
        firstByte(bytes) == UInt8(ascii: "<")
    }

    /// Whether the file starts as a JSON object or array does.
    public static func looksLikeJSON(_ bytes: some Sequence<UInt8>) -> Bool {
        firstByte(bytes).map { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "[") } ?? false
    }

    /// Said after a JSON syntax error in a file that is XML.
    static let xmlInJSON = " (the file is XML, not JSON: an Interface Builder file is read as one when its name ends in .storyboard or .xib)"
    /// Said after an XML error in a file that is JSON.
    static let jsonInXML = " (the file is JSON, not XML: a layoutdb document is read as one when its name ends in .json)"
}
