import ArgumentParser
import Foundation
import LayoutDB
import LayoutInterchange
import LayoutStore

/// `layoutdb serve`: answers solve requests, one JSON object per line on standard input,
/// one JSON line each on standard output, from one open database.
///
/// A process per request (`layoutdb solve … --format json`) pays the process's start and
/// the database's opening every time, tens of milliseconds, where a cached result takes
/// well under one; a server that hands frames to apps keeps one `serve` running and
/// writes its requests to it.
struct ServeCommand: DatabaseCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Answer solve requests read as JSON lines on standard input, from one open database.",
        discussion: """
            Each line of standard input is one request, a JSON object with the keys of \
            solve's options: "document" (required), "revision", "device", "size", \
            "orientation", "contentSize", "direction", "multitasking", "views" (a view id or \
            a list of them), and "id" (any value, echoed in the answer). Each request gets \
            one line on standard output, written as soon as it is answered:

              {"id":1,"status":0,"layout":{…}}   the layout solve --format json prints
              {"id":2,"status":64,"reason":"usage","error":"no document named 'logn' …"}

            "status" is the exit status solve would have given: 0 a sound layout, 1 one \
            with unsatisfiable or ambiguous constraints (the layout is there too), 64 a bad \
            request (unknown document, device or view, a line that is not a request), 65 \
            data that does not validate, 75 a database another process kept locked. \
            Results come from the solve cache when it holds the configuration ("cached": \
            true in the layout) and are solved and stored when it does not (not stored \
            with --read-only); an answer read from the cache is kept in memory and given \
            again to the same request while nothing is committed to the database (any \
            commit, by any process, is seen by the next request). Blank lines are skipped; the command ends at the end of its \
            input, exit status 0; it does not start when the database cannot be opened \
            (64 a missing file, 65 one that is not layoutdb's).

            --format text answers each request with one line a person can read instead: \
            "id 1, status 0: " and the layout as solve --format text prints it, its lines \
            joined with " | " (the tree's drawing left out; each frame is in its superview), \
            or "id 2, status 64 (usage): " and the error. For watching a server by hand or \
            in a log; programs read the JSON. A whole layout the cache holds is handed on in \
            JSON as the cache stored it, without decoding it.

            Examples:
              echo '{"id":1,"document":"login","device":"iPhone 15"}' | layoutdb serve
              layoutdb serve --db app.sqlite --read-only < requests.jsonl
              echo '{"document":"login"}' | layoutdb serve --format text
            """)

    @OptionGroup var database: DatabaseOptions
    @OptionGroup var format: FormatOption<ServeFormat>

    func run() throws {
        let db = try database.open()
        var number = 0
        var parsed = ServeRequest.ParsedSetups()
        var memo = ServeMemo()
        let watch = CommitWatch(store: db.store)
        // The memo keeps JSON answers (their text after the id); the text form is for
        // people watching, and answers each request afresh.
        let memoizes = format.value == .json
        while let line = readLine(strippingNewline: true) {
            number += 1
            guard line.contains(where: { !$0.isWhitespace }) else { continue }
            let request = memoizes ? ServeMemo.request(line) : nil
            let mark = memoizes ? watch.mark() : nil
            if let request, let kept = memo.answer(for: request, now: mark) {
                FileHandle.standardOutput.write(Data((kept + "\n").utf8))
                continue
            }
            let answer = ServeAnswer(to: line, number: number, in: db, format: format.value, parsed: &parsed)
            let text = answer.line(format.value)
            if let request { memo.keep(text, for: request, cacheHit: answer.isQuietCacheHit, markedAt: mark) }
            FileHandle.standardOutput.write(Data((text + "\n").utf8))
        }
    }
}

/// `serve --format json|text`: JSON lines for programs (the default, as `serve` is for
/// them), or a line a person reads per answer.
enum ServeFormat: String, FormatChoice {
    case json
    case text

    static let standard = ServeFormat.json
    static let formatHelp = ArgumentHelp(
        "Answer format (default: json): one JSON object per answer, or text, one line a person reads.",
        valueName: "json|text")
}
