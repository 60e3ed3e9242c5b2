import LayoutInterchange
import LayoutModel

extension SolvedLayout {
    /// ``headerJSON``'s text written straight into `output`.
    ///
    /// Why: a batch that stores its results writes a header for every configuration and
    /// a body for every distinct result; building a `JSONValue` tree for each and then
    /// printing it was a sixth of a stored run. These writers give the same bytes as
    /// `JSONValue.object(headerMembers).compact` (and ``bodyMembers``), which stay as the
    /// reference (`SolvedLayoutJSONTextTests`) and as `solve --format json`'s form.
    func writeHeader(into output: inout JSONOutputBuffer) {
        output.append("{\"document\":")
        output.writeString(document)
        output.append(",\"revision\":")
        if let revision { output.writeNumber(Double(revision)) } else { output.append("null") }
        output.append(",\"configuration\":")
        output.writeString(traitKey)
        output.append(",\"traits\":{\"widthClass\":")
        output.writeString(traits.widthClass.rawValue)
        output.append(",\"heightClass\":")
        output.writeString(traits.heightClass.rawValue)
        output.append(",\"contentSize\":")
        output.writeString(traits.contentSize.rawValue)
        output.append(",\"direction\":")
        output.writeString(traits.direction.rawValue)
        output.append(",\"displayScale\":")
        output.writeNumber(traits.displayScale)
        output.append(",\"idiom\":")
        output.writeString(traits.idiom.rawValue)
        output.append("},\"container\":{\"width\":")
        output.writeNumber(container.width)
        output.append(",\"height\":")
        output.writeNumber(container.height)
        output.append("}}")
    }

    /// ``bodyJSON``'s text written straight into `output` (see ``writeHeader(into:)``).
    func writeBody(into output: inout JSONOutputBuffer) {
        output.append("{\"views\":[")
        let fromInterfaceBuilder = InterfaceBuilderNaming.isInterfaceBuilderDocument(named: document)
        for (index, view) in views.enumerated() {
            Self.write(view, first: index == 0, fromInterfaceBuilder: fromInterfaceBuilder, into: &output)
        }
        output.append("],\"diagnostics\":[")
        for (index, diagnostic) in diagnostics.enumerated() {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            diagnostic.writeJSON(into: &output)
        }
        output.append("],\"scrollViews\":[")
        for (index, scroll) in scrollViews.enumerated() { Self.write(scroll, first: index == 0, into: &output) }
        Self.writeEnd(cached: cached, into: &output)
    }

    /// A view of ``writeBody(into:)``'s `views`, after a comma unless it is the first.
    /// `fromInterfaceBuilder`: whether the document came from a storyboard or xib, whose
    /// views end with their `interfaceBuilderID` (``interfaceBuilderID(of:fromInterfaceBuilder:)``).
    static func write(_ view: SolvedView, first: Bool, fromInterfaceBuilder: Bool, into output: inout JSONOutputBuffer) {
        output.append(first ? "{\"id\":" : ",{\"id\":")
        output.writeString(view.id)
        output.append(",\"class\":")
        output.writeString(view.className)
        output.append(",\"parent\":")
        if let parent = view.parent { output.writeString(parent) } else { output.append("null") }
        output.append(",\"frame\":")
        write(view.frame, into: &output)
        output.append(",\"frameInRoot\":")
        write(view.frameInRoot, into: &output)
        if let interfaceBuilderID = interfaceBuilderID(of: view, fromInterfaceBuilder: fromInterfaceBuilder) {
            output.append(",\"interfaceBuilderID\":")
            output.writeString(interfaceBuilderID)
        }
        output.append(UInt8(ascii: "}"))
    }

    /// A scroll view of ``writeBody(into:)``'s `scrollViews`, after a comma unless it is the first.
    static func write(_ scroll: SolvedScrollView, first: Bool, into output: inout JSONOutputBuffer) {
        output.append(first ? "{\"id\":" : ",{\"id\":")
        output.writeString(scroll.id)
        output.append(",\"contentSize\":{\"width\":")
        output.writeNumber(scroll.contentSize.width)
        output.append(",\"height\":")
        output.writeNumber(scroll.contentSize.height)
        output.append("},\"scrollsHorizontally\":")
        output.append(scroll.scrollsHorizontally ? "true" : "false")
        output.append(",\"scrollsVertically\":")
        output.append(scroll.scrollsVertically ? "true" : "false")
        output.append(UInt8(ascii: "}"))
    }

    /// The body's last member and its closing brace.
    static func writeEnd(cached: Bool, into output: inout JSONOutputBuffer) {
        output.append("],\"cached\":")
        output.append(cached ? "true" : "false")
        output.append(UInt8(ascii: "}"))
    }

    static func write(_ rect: LayoutRect, into output: inout JSONOutputBuffer) {
        output.append("{\"x\":")
        output.writeNumber(rect.x)
        output.append(",\"y\":")
        output.writeNumber(rect.y)
        output.append(",\"width\":")
        output.writeNumber(rect.width)
        output.append(",\"height\":")
        output.writeNumber(rect.height)
        output.append(UInt8(ascii: "}"))
    }
}
