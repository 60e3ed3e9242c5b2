import LayoutInterchange
import LayoutModel

extension SolvedLayout {
    /// The version byte of ``binary``. A reader refuses any other (the cache then reads
    /// the JSON), so a change to the layout below needs a new number.
    static let binaryVersion: UInt8 = 2

    /// The solve cache's compact form, which a cache hit decodes instead of the JSON
    /// (a tenth of the size, and read without a JSON parser): the version byte, a table
    /// of every distinct string, the fields in declaration order with strings as table
    /// numbers and doubles as quarter points where exact, then a checksum. The JSON stays
    /// beside it for people and SQL.
    public var binary: [UInt8] {
        var writer = CacheBinaryWriter(capacity: 32 + views.count * 24)
        writer.string(document)
        if let revision {
            writer.byte(1)
            writer.integer(revision)
        } else {
            writer.byte(0)
        }
        writer.string(traitKey)
        writer.string(traits.widthClass.rawValue)
        writer.string(traits.heightClass.rawValue)
        writer.string(traits.contentSize.rawValue)
        writer.string(traits.direction.rawValue)
        writer.double(traits.displayScale)
        writer.string(traits.idiom.rawValue)
        writer.double(container.width)
        writer.double(container.height)
        writeBody(into: &writer)
        return writer.finished(version: Self.binaryVersion)
    }

    /// The solve cache's binary form of the body alone (``bodyJSON``'s members: views,
    /// diagnostics, scroll views, `cached`), stored once for every configuration solved
    /// to it; a hit takes the rest from the row's header (``init(header:bodyBinary:)``).
    /// Laid out as ``binary`` without the header fields, under its own version byte.
    public var bodyBinary: [UInt8] {
        var writer = CacheBinaryWriter(capacity: 16 + views.count * 24)
        writeBody(into: &writer)
        return writer.finished(version: Self.bodyBinaryVersion)
    }

    /// The version byte of ``bodyBinary``.
    static let bodyBinaryVersion: UInt8 = 3

    private func writeBody(into writer: inout CacheBinaryWriter) {
        writer.count(views.count)
        for view in views { Self.write(view, into: &writer) }
        writer.count(diagnostics.count)
        for diagnostic in diagnostics {
            Self.writeHead(of: diagnostic, into: &writer)
            diagnostic.writeBinary(into: &writer)
        }
        writer.count(scrollViews.count)
        for scroll in scrollViews { Self.write(scroll, into: &writer) }
        writer.bool(cached)
    }

    static func write(_ view: SolvedView, into writer: inout CacheBinaryWriter) {
        writer.string(view.id)
        writer.string(view.className)
        writer.optionalString(view.parent)
        write(view.frame, into: &writer)
        write(view.frameInRoot, into: &writer)
    }

    /// What precedes a diagnostic's value: its kind, views and message.
    static func writeHead(of diagnostic: SolvedDiagnostic, into writer: inout CacheBinaryWriter) {
        writer.string(diagnostic.kind)
        writer.count(diagnostic.views.count)
        for id in diagnostic.views { writer.string(id) }
        writer.string(diagnostic.message)
    }

    static func write(_ scroll: SolvedScrollView, into writer: inout CacheBinaryWriter) {
        writer.string(scroll.id)
        writer.double(scroll.contentSize.width)
        writer.double(scroll.contentSize.height)
        writer.bool(scroll.scrollsHorizontally)
        writer.bool(scroll.scrollsVertically)
    }

    /// Reads back a result from a cache row's header (its JSON, ``headerJSON``) and what
    /// ``bodyBinary`` wrote; nil when the header is not that form, or for a blob of
    /// another version, or one that is truncated, damaged or has bytes left over.
    public init?(header: String, bodyBinary bytes: [UInt8]) {
        guard let header = Self.header(header) else { return nil }
        do throws(CacheBinaryReader.Damaged) {
            var reader = try CacheBinaryReader(bytes, version: Self.bodyBinaryVersion)
            var layout = try Self.readBody(&reader)
            guard reader.atEnd else { return nil }
            layout.document = header.document
            layout.revision = header.revision
            layout.traitKey = header.traitKey
            layout.traits = header.traits
            layout.container = header.container
            self = layout
        } catch {
            return nil
        }
    }

    /// Reads back what ``binary`` wrote; nil for a blob of another version, or one that
    /// is truncated, damaged or has bytes left over.
    public init?(binary bytes: [UInt8]) {
        do throws(CacheBinaryReader.Damaged) {
            var reader = try CacheBinaryReader(bytes, version: Self.binaryVersion)
            self = try Self.read(&reader)
            guard reader.atEnd else { return nil }
        } catch {
            return nil
        }
    }

    private static func read(_ reader: inout CacheBinaryReader) throws(CacheBinaryReader.Damaged) -> SolvedLayout {
        let document = try reader.string()
        let revision: Int? = try reader.bool() ? try reader.integer() : nil
        let traitKey = try reader.string()
        let traits = try Self.traits(&reader)
        let container = LayoutSize(width: try reader.double(), height: try reader.double())
        var layout = try readBody(&reader)
        layout.document = document
        layout.revision = revision
        layout.traitKey = traitKey
        layout.traits = traits
        layout.container = container
        return layout
    }

    /// The body's fields (see ``writeBody(into:)``), in a layout whose header fields are
    /// placeholders the caller replaces.
    private static func readBody(_ reader: inout CacheBinaryReader) throws(CacheBinaryReader.Damaged) -> SolvedLayout {
        let viewCount = try reader.count()
        var views: [SolvedView] = []
        views.reserveCapacity(viewCount)
        for _ in 0..<viewCount {
            let id = try reader.string()
            let className = try reader.string()
            let parent = try reader.optionalString()
            let frame = try Self.rect(&reader)
            let inRoot = try Self.rect(&reader)
            views.append(SolvedView(id: id, className: className, parent: parent, frame: frame, frameInRoot: inRoot))
        }
        let diagnosticCount = try reader.count()
        var diagnostics: [SolvedDiagnostic] = []
        diagnostics.reserveCapacity(diagnosticCount)
        for _ in 0..<diagnosticCount {
            let kind = try reader.string()
            let idCount = try reader.count()
            var ids: [String] = []
            ids.reserveCapacity(idCount)
            for _ in 0..<idCount { ids.append(try reader.string()) }
            let message = try reader.string()
            // Checked now, built when asked for (see DiagnosticJSON).
            let start = reader.position
            try Self.skipValue(&reader, depth: 0)
            let details = DiagnosticJSON(bytes: start.bytes, strings: start.strings, offset: start.offset)
            diagnostics.append(SolvedDiagnostic(kind: kind, views: ids, message: message, details: details))
        }
        let scrollCount = try reader.count()
        var scrollViews: [SolvedScrollView] = []
        for _ in 0..<scrollCount {
            let id = try reader.string()
            let size = LayoutSize(width: try reader.double(), height: try reader.double())
            scrollViews.append(SolvedScrollView(
                id: id, contentSize: size, scrollsHorizontally: try reader.bool(), scrollsVertically: try reader.bool()))
        }
        let cached = try reader.bool()
        return SolvedLayout(
            document: "", revision: nil, traitKey: "", traits: TraitCollection(), container: LayoutSize(width: 0, height: 0),
            views: views, diagnostics: diagnostics, cached: cached, scrollViews: scrollViews)
    }

    private static func traits(_ reader: inout CacheBinaryReader) throws(CacheBinaryReader.Damaged) -> TraitCollection {
        let width = SizeClass(rawValue: try reader.string())
        let height = SizeClass(rawValue: try reader.string())
        let contentSize = ContentSizeCategory(rawValue: try reader.string())
        let direction = LayoutDirection(rawValue: try reader.string())
        let scale = try reader.double()
        let idiom = UserInterfaceIdiom(rawValue: try reader.string())
        guard let width, let height, let contentSize, let direction, let idiom else { throw .init() }
        return TraitCollection(
            widthClass: width, heightClass: height, contentSize: contentSize, direction: direction,
            displayScale: scale, idiom: idiom)
    }

    static func write(_ rect: LayoutRect, into writer: inout CacheBinaryWriter) {
        writer.double(rect.x)
        writer.double(rect.y)
        writer.double(rect.width)
        writer.double(rect.height)
    }

    private static func rect(_ reader: inout CacheBinaryReader) throws(CacheBinaryReader.Damaged) -> LayoutRect {
        let x = try reader.double()
        let y = try reader.double()
        let width = try reader.double()
        let height = try reader.double()
        return LayoutRect(x: x, y: y, width: width, height: height)
    }

    /// Tags of a diagnostic's JSON value: null, false, true, number, string, array, object.
    enum Tag: UInt8 {
        case null, `false`, `true`, number, string, array, object
    }

    /// Deeper than any diagnostic's JSON; a damaged blob cannot recurse without bound.
    private static let maximumDepth = 32

    /// A diagnostic's value as ``write(_:into:)`` writes the `JSONValue` it prints as
    /// (``SolvedDiagnostic/value(_:)``), without building that value.
    static func write(_ model: DiagnosticValue, into writer: inout CacheBinaryWriter) {
        switch model {
        case .bool(let flag):
            writer.byte(flag ? Tag.true.rawValue : Tag.false.rawValue)
        case .number(let number):
            writer.byte(Tag.number.rawValue)
            writer.double(number)
        case .string(let text):
            writer.byte(Tag.string.rawValue)
            writer.string(text)
        case .array(let items):
            writer.byte(Tag.array.rawValue)
            writer.count(items.count)
            for item in items { write(item, into: &writer) }
        case .object(let members):
            let ordered = SolvedDiagnostic.orderedMembers(members)
            writer.byte(Tag.object.rawValue)
            writer.count(ordered.count)
            for member in ordered {
                writer.string(member.key)
                write(member.value, into: &writer)
            }
        }
    }

    static func write(_ value: JSONValue, into writer: inout CacheBinaryWriter) {
        switch value.kind {
        case .null:
            writer.byte(Tag.null.rawValue)
        case .bool(let flag):
            writer.byte(flag ? Tag.true.rawValue : Tag.false.rawValue)
        case .number(let number):
            writer.byte(Tag.number.rawValue)
            writer.double(number)
        case .string(let text):
            writer.byte(Tag.string.rawValue)
            writer.string(text)
        case .array(let items):
            writer.byte(Tag.array.rawValue)
            writer.count(items.count)
            for item in items { write(item, into: &writer) }
        case .object(let members):
            writer.byte(Tag.object.rawValue)
            writer.count(members.count)
            for member in members {
                writer.string(member.key)
                write(member.value, into: &writer)
            }
        }
    }

    /// Reads past one value, checking every tag, count and string number as ``value(_:depth:)``
    /// would, without building it.
    private static func skipValue(_ reader: inout CacheBinaryReader, depth: Int) throws(CacheBinaryReader.Damaged) {
        guard depth < maximumDepth, let tag = Tag(rawValue: try reader.byte()) else { throw .init() }
        switch tag {
        case .null, .false, .true: return
        case .number: _ = try reader.double()
        case .string: _ = try reader.string()
        case .array:
            for _ in 0..<(try reader.count()) { try skipValue(&reader, depth: depth + 1) }
        case .object:
            for _ in 0..<(try reader.count()) {
                _ = try reader.string()
                try skipValue(&reader, depth: depth + 1)
            }
        }
    }

    /// Read without source locations, as the JSON path reads a cached diagnostic.
    static func value(
        _ reader: inout CacheBinaryReader, depth: Int
    ) throws(CacheBinaryReader.Damaged) -> JSONValue {
        guard depth < maximumDepth, let tag = Tag(rawValue: try reader.byte()) else { throw .init() }
        switch tag {
        case .null: return .null
        case .false: return .bool(false)
        case .true: return .bool(true)
        case .number: return .number(try reader.double())
        case .string: return .string(try reader.string())
        case .array:
            let count = try reader.count()
            var items: [JSONValue] = []
            items.reserveCapacity(count)
            for _ in 0..<count { items.append(try value(&reader, depth: depth + 1)) }
            return .array(items)
        case .object:
            let count = try reader.count()
            var members: [JSONMember] = []
            members.reserveCapacity(count)
            for _ in 0..<count {
                let key = try reader.string()
                members.append(JSONMember(key: key, value: try value(&reader, depth: depth + 1)))
            }
            return JSONValue(.object(members))
        }
    }
}
