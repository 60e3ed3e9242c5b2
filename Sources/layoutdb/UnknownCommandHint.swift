import ArgumentParser
import LayoutDB

/// The line for a command name layoutdb does not have: `layoutdb solv`, `layoutdb remove`
/// and `layoutdb query problms` said only "Unexpected argument 'solv'" with the root's
/// usage, which names no command. This names the one most likely meant, by spelling or
/// by the word other tools use for it (`remove` is `rm`, `ls` is `list`).
enum UnknownCommandHint {
    /// Other tools' words for layoutdb's commands.
    static let synonyms = [
        "remove": "rm", "delete": "rm", "del": "rm", "ls": "list", "add": "import", "load": "import",
        "history": "revisions", "log": "revisions", "check": "batch", "run": "batch", "draw": "render",
        "compare": "diff", "cat": "show", "version": "--version",
    ]

    /// `unknown command 'solv' (did you mean 'solve'?); …`, or nil when `arguments` (as
    /// rearranged for parsing: the subcommand's name first) start with a command's name
    /// all the way down, or with an option, so that the parser's own message stands.
    static func message(
        for arguments: [String], under command: any ParsableCommand.Type = LayoutDBCommand.self, path: [String] = ["layoutdb"]
    ) -> String? {
        let subcommands = command.configuration.subcommands
        guard !subcommands.isEmpty, let first = arguments.first, !first.hasPrefix("-") else { return nil }
        let names = subcommands.map { $0.configuration.commandName ?? String(describing: $0).lowercased() }
        if let index = names.firstIndex(of: first) {
            return message(for: Array(arguments.dropFirst()), under: subcommands[index], path: path + [first])
        }
        if path.count == 1 && first == "help" { return nil }
        let meant = (path.count == 1 ? synonyms[first.lowercased()] : nil) ?? NameSuggestion.closest(to: first, among: names)
        let listed = path.joined(separator: " ")
        return "unknown command \(EchoedName.quoted(first))" + (path.count > 1 ? " of `\(listed)`" : "")
            + (meant.map { " (did you mean '\($0)'?)" } ?? "") + "; `\(listed) --help` lists them"
    }
}
