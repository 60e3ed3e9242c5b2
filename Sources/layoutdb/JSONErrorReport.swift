import Foundation
import LayoutDB
import Synchronization

/// With `--format json`, a failing command (any exit status but 0 and 1) ends standard
/// error with one line of JSON saying why, for a program that calls layoutdb (a server
/// that reads frames):
///
///     {"error":{"status":64,"reason":"usage","message":"no document named 'logn' (did you mean 'login'? …)","messages":[…]}}
///
/// The text lines stay above it, as without `--format json`, for logs and people; the
/// program reads the last line. A program had to match English sentences to tell an
/// unknown document from a locked database; the status says which kind of failure, and
/// `message` is the line that says what to fix.
struct JSONErrorReport: Sendable {
    /// The lines written on standard error while the command ran (``printError``), in
    /// order: the command's own; collected only when JSON errors were asked for.
    final class Lines: Sendable {
        private let lines = Mutex<[String]>([])
        func append(_ line: String) { lines.withLock { $0.append(line) } }
        var all: [String] { lines.withLock { $0 } }
    }

    /// Where ``printError`` adds what it writes: bound by ``LayoutDBCommand/main()`` for
    /// the run of one command, nil otherwise (a scoped value, not global state: nothing
    /// outside that run sees it).
    @TaskLocal static var lines: Lines?

    let collected = Lines()

    /// A report when `arguments` ask for JSON output (`--format json` or `--format=json`,
    /// wherever it stands), else nil. Read from the words, so that an argument the parser
    /// refuses is reported in JSON too.
    init?(arguments: [String]) {
        let asked = zip(arguments, arguments.dropFirst()).contains { $0 == "--format" && $1.lowercased() == "json" }
            || arguments.contains { $0.lowercased() == "--format=json" }
        guard asked else { return nil }
    }

    /// What each failing status means, for a program that branches on it.
    static func reason(of status: Int32) -> String {
        switch status {
        case 64: return "usage"
        case 65: return "data"
        case 70: return "internal"
        case 73: return "output"
        case 75: return "temporary"
        case 129...159: return "interrupted"
        default: return "failure"
        }
    }

    /// The JSON line for `status`: `message` is the last line that is not a warning (a
    /// usage error's own words: the usage block under them is not collected), `messages`
    /// every line, each without the `layoutdb: ` in front.
    func line(status: Int32) -> String {
        let messages = Self.messages(collected)
        let message = Self.message(among: messages) ?? "exit status \(status)"
        return JSONValue.object([
            ("error", .object([
                ("status", .number(Double(status))), ("reason", .string(Self.reason(of: status))),
                ("message", .string(message)), ("messages", .array(messages.map(JSONValue.string))),
            ])),
        ]).compact
    }

    /// Every line `lines` collected, one per line of text, without the `layoutdb: ` or
    /// `Error: ` in front.
    static func messages(_ lines: Lines) -> [String] {
        lines.all.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) }
            .map { stripped($0) }
    }

    /// The line that says what went wrong: the last that is not a warning, else the last.
    static func message(among messages: [String]) -> String? {
        messages.last { !$0.hasPrefix("warning: ") } ?? messages.last
    }

    private static func stripped(_ line: String) -> String {
        for prefix in ["layoutdb: ", "Error: "] where line.hasPrefix(prefix) { return String(line.dropFirst(prefix.count)) }
        return line
    }
}
