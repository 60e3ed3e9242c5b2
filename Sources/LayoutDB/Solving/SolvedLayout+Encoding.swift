import LayoutInterchange
import LayoutStore

extension SolvedLayout {
    /// The body's encodings for the solve cache (``bodyJSON``, its hash, ``bodyBinary``),
    /// made once per distinct body by a batch and shared by the configurations solved to it.
    ///
    /// Both forms are written in one pass over the body (``writeBody(into:_:)``): the
    /// JSON and the binary form list the same members in the same order, and a fresh
    /// diagnostic's objects are then put in order once instead of once per form.
    var encodedBody: EncodedBody {
        var output = JSONOutputBuffer()
        var writer = CacheBinaryWriter(capacity: 16 + views.count * 24)
        writeBody(into: &output, &writer)
        let json = output.string
        return EncodedBody(json: json, hash: SolveBodyHash.of(json), binary: writer.finished(version: Self.bodyBinaryVersion))
    }

    /// ``writeBody(into:)`` (the JSON) into `output` and the body's binary form (what
    /// ``bodyBinary`` writes before its header and checksum) into `writer`, at once.
    func writeBody(into output: inout JSONOutputBuffer, _ writer: inout CacheBinaryWriter) {
        output.append("{\"views\":[")
        writer.count(views.count)
        let fromInterfaceBuilder = InterfaceBuilderNaming.isInterfaceBuilderDocument(named: document)
        for (index, view) in views.enumerated() {
            Self.write(view, first: index == 0, fromInterfaceBuilder: fromInterfaceBuilder, into: &output)
            Self.write(view, into: &writer)
        }
        output.append("],\"diagnostics\":[")
        writer.count(diagnostics.count)
        for (index, diagnostic) in diagnostics.enumerated() {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            Self.writeHead(of: diagnostic, into: &writer)
            diagnostic.write(into: &output, &writer)
        }
        output.append("],\"scrollViews\":[")
        writer.count(scrollViews.count)
        for (index, scroll) in scrollViews.enumerated() {
            Self.write(scroll, first: index == 0, into: &output)
            Self.write(scroll, into: &writer)
        }
        Self.writeEnd(cached: cached, into: &output)
        writer.bool(cached)
    }
}

/// A solved result's body in the forms the solve cache stores.
struct EncodedBody: Sendable {
    var json: String
    var hash: [UInt8]
    var binary: [UInt8]
}
