import ArgumentParser
import LayoutDB
import LayoutInterchange
import LayoutModel

/// One line of `layoutdb serve`'s input: a JSON object naming a stored document and the
/// configuration to solve it for, with the keys `solve`'s options have
/// (`"device": "iPhone 15"` is `--device "iPhone 15"`).
///
/// The options are read by `solve`'s own parser (``SetupOptions``), so a request is
/// validated as the command line is, with the same words when it is not: a backend that
/// moves from one process per request to `serve` keeps every rule it learned.
struct ServeRequest {
    /// The request's `id`, echoed in its answer as given (any JSON value), so that a
    /// client may pipeline requests; null when it gave none.
    var id: JSONValue = .null
    var document: String
    var revision: Int?
    var setup: SetupOptions
    var views: [String] = []

    /// The keys a request may have, each with the `solve` option it stands for (nil: not
    /// an option of ``SetupOptions``).
    static let keys: [(key: String, option: String?)] = [
        ("id", nil), ("document", nil), ("revision", nil), ("views", nil),
        ("device", "--device"), ("size", "--size"), ("orientation", "--orientation"),
        ("contentSize", "--content-size"), ("direction", "--direction"), ("multitasking", "--multitasking"),
    ]

    /// Why a line is not a request, in words for the answer's `error`.
    struct Refusal: Error {
        var message: String
    }

    /// Reads one input line. The `id` is kept even when the rest is refused, so the
    /// refusal can be matched to its request; `parsed` keeps the configurations parsed so far.
    init(line: String, id: inout JSONValue, parsed: inout ParsedSetups) throws(Refusal) {
        let value: JSONValue
        do { value = try JSONParser.parse(Array(line.utf8)) } catch {
            throw Refusal(message: "the line is not JSON: \(error)")
        }
        guard case .object(let members) = value.kind else {
            throw Refusal(message: "a request is a JSON object ({\"document\": \"NAME\", \"device\": …}), not \(value.typeName)")
        }
        if let given = members.first(where: { $0.key == "id" }) { id = given.value }
        self.id = id
        var arguments: [String] = []
        var document: String?
        for member in members {
            guard let known = Self.keys.first(where: { $0.key == member.key }) else {
                let guess = NameSuggestion.closest(to: member.key, among: Self.keys.map(\.key)).map { " (did you mean '\($0)'?)" } ?? ""
                throw Refusal(message: "unknown key '\(member.key)'\(guess); a request has "
                    + Self.keys.map(\.key).joined(separator: ", "))
            }
            switch member.key {
            case "id":
                continue
            case "document":
                document = try Self.string(member)
            case "revision":
                guard let number = member.value.numberValue, number == number.rounded(), number >= 1, number < 1e9 else {
                    throw Refusal(message: "'revision' is a revision number (1, 2, …), not \(member.value.compact)")
                }
                revision = Int(number)
            case "views":
                if case .array(let elements) = member.value.kind {
                    views = try elements.map { element throws(Refusal) in
                        guard let text = element.stringValue, !text.isEmpty else {
                            throw Refusal(message: "'views' holds view ids (strings), not \(element.compact)")
                        }
                        return text
                    }
                } else {
                    views = [try Self.string(member)]
                }
            default:
                if let option = known.option { arguments += [option, try Self.string(member)] }
            }
        }
        guard let document else {
            throw Refusal(message: "a request names its document: {\"document\": \"NAME\", …} (`layoutdb list` shows the names)")
        }
        self.document = document
        setup = try parsed.setup(for: arguments)
    }

    /// ``SetupOptions`` parsed from option words, remembered: a parse builds the parser's
    /// whole description of the options, about 30 times the cost of answering from the
    /// cache, and a server's requests name few configurations, again and again.
    struct ParsedSetups {
        private var known: [[String]: SetupOptions] = [:]
        /// How many are kept before starting over (a client naming ever new sizes must
        /// not grow the process without end).
        static let limit = 4_096

        mutating func setup(for arguments: [String]) throws(Refusal) -> SetupOptions {
            if let setup = known[arguments] { return setup }
            let setup: SetupOptions
            do { setup = try SetupOptions.parse(arguments) } catch {
                throw Self.refusal(arguments, error)
            }
            if known.count >= Self.limit { known.removeAll(keepingCapacity: true) }
            known[arguments] = setup
            return setup
        }

        /// Why `arguments` do not parse, naming the request's key: each option is parsed
        /// alone to find the one refused (the parser names its option); when each parses
        /// alone, the rule broken is between them (a device and a size).
        private static func refusal(_ arguments: [String], _ error: any Error) -> Refusal {
            for pair in stride(from: 0, to: arguments.count - 1, by: 2) {
                do { _ = try SetupOptions.parse(Array(arguments[pair...pair + 1])) } catch {
                    let key = ServeRequest.keys.first { $0.option == arguments[pair] }?.key ?? arguments[pair]
                    return Refusal(message: "'\(key)': " + ServeRequest.oneLine(SetupOptions.message(for: error)))
                }
            }
            return Refusal(message: ServeRequest.oneLine(SetupOptions.message(for: error)))
        }
    }

    /// The parser's message on one line: its list of values (one per line, each after
    /// "  - ") joined by commas.
    static func oneLine(_ message: String) -> String {
        let lines = message.split(separator: "\n").map { $0.trimmingPrefix("  - ") }
        guard let first = lines.first else { return message }
        let rest = lines.dropFirst()
        return rest.isEmpty ? String(first) : first + " " + rest.joined(separator: ", ")
    }

    /// A member's value as a string: names, and numbers where an option takes one.
    private static func string(_ member: JSONMember) throws(Refusal) -> String {
        if let text = member.value.stringValue, !text.isEmpty { return text }
        throw Refusal(message: "'\(member.key)' is a string, not \(member.value.compact)")
    }
}
