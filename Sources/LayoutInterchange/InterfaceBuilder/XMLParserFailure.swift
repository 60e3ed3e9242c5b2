import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Why FoundationXML stopped reading a file, in plain words.
///
/// On Linux, `XMLParser.parserError`'s code is libxml2's `xmlParserErrors` number
/// (`libxml/xmlerror.h`), passed through unchanged: 5 is `XML_ERR_DOCUMENT_END`, 76
/// `XML_ERR_TAG_NAME_MISMATCH`. (`XMLParser.ErrorCode`'s case names are one off from
/// these numbers, so they are not used.) libxml2 reports 5 both for a file that stops
/// inside an element and for content after the root element; the elements still open
/// when the parser stopped tell which.
struct XMLParserFailure {
    /// libxml2's error number.
    var code: Int
    /// The innermost element open when the parser stopped, and its line; nil outside the root.
    var openElement: (name: String, line: Int)?
    /// The line where the root element ended, when it did.
    var rootEndLine: Int?

    /// What went wrong, e.g. "the file ends inside <objects> (opened at line 4): it is truncated".
    var reason: String {
        let open = openElement.map { "<\($0.name.prefix(40))> (opened at line \($0.line))" }
        switch code {
        // XML_ERR_INTERNAL_ERROR: what real files meet of it is libxml2's length limit
        // on one attribute value or text (the reader streams the file, so the file's
        // own size is not limited).
        case 1: return "an attribute value or a text is longer than the 10 MB libxml2 reads in one piece"
        case 4: return "the file has no root element"
        case 5, 77:
            if let open { return "the file ends inside \(open): it is truncated, or an element is never closed" }
            if let rootEndLine { return "something follows the root element, which ended at line \(rootEndLine)" }
            return "the file has no root element"
        case 76:
            return "a closing tag does not match " + (open ?? "the open element")
        case 6, 7, 8: return "a character reference (&#…; or &#x…;) is not a number of a character"
        case 9: return "a character XML does not allow"
        case 23: return "an '&' starts no entity reference (write &amp; for the character)"
        case 38: return "an attribute value contains '<' (write &lt;)"
        case 39: return "an attribute value is not in quotes"
        case 40: return "an attribute value is never closed by its quote (is the file truncated?)"
        case 41: return "an attribute has no value"
        case 42: return "an element has the same attribute twice"
        case 45: return "a comment is never closed with -->"
        case 47: return "a processing instruction (<?…) is never closed with ?>"
        case 62: return "']]>' appears in text (write ]]&gt;)"
        case 64: return "an XML declaration (<?xml …?>) appears after the start of the file"
        case 65: return "a space is missing between two attributes, or after the element's name"
        case 68: return "a name is expected here: an element or attribute name starts with a letter or '_' (write &lt; for a '<' in text)"
        case 73: return "a start tag does not end with '>' (a malformed attribute, or a stray character)"
        case 74: return "a closing tag is missing its '</'"
        case 80: return "a comment contains '--', which XML allows only at its end"
        default: return "libxml2 error \(code)"
        }
    }
}
