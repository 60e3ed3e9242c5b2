/// Prints a JSON object whose members may be long arrays made one element at a time,
/// handing the text out in chunks as it grows.
///
/// A batch over a large corpus without a baseline has hundreds of thousands of
/// regressions; building them all into one ``JSONValue`` and then into one string held
/// both at once (half a gigabyte on the shared corpus). Here only the element being
/// written and one chunk of text are alive. The text is exactly what
/// ``JSONValue/rendered`` gives for the same object.
public enum JSONStreamingPrinter {
    /// One member's value: written as it is, or as an array whose elements are asked
    /// for in order when they are printed.
    public enum Member {
        case value(JSONValue)
        case elements(count: Int, element: (Int) -> JSONValue)
    }

    /// Prints `{ members }` with a newline at the end, calling `emit` with each piece of
    /// about `chunkSize` bytes (the last may be shorter), in order.
    public static func print(
        _ members: [(key: String, value: Member)], chunkSize: Int = 1 << 16, emit: (String) -> Void
    ) {
        var output = JSONOutputBuffer()
        func flushIfFull() {
            if output.count >= chunkSize { emit(output.takeString()) }
        }
        guard !members.isEmpty else {
            emit("{}\n")
            return
        }
        output.append("{\n")
        for (index, member) in members.enumerated() {
            output.writeIndent(1)
            output.writeString(member.key)
            output.append(": ")
            switch member.value {
            case .value(let value):
                output.write(value, indent: 1)
            case .elements(let count, let element):
                if count == 0 {
                    output.append("[]")
                } else {
                    output.append("[\n")
                    for position in 0..<count {
                        output.writeIndent(2)
                        output.write(element(position), indent: 2)
                        output.append(position == count - 1 ? "\n" : ",\n")
                        flushIfFull()
                    }
                    output.writeIndent(1)
                    output.append(UInt8(ascii: "]"))
                }
            }
            output.append(index == members.count - 1 ? "\n" : ",\n")
            flushIfFull()
        }
        output.append("}\n")
        emit(output.takeString())
    }
}
