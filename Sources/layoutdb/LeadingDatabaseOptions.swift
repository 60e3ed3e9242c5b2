import ArgumentParser

/// A command that opens the database, so takes `--db` and `--read-only`
/// (``DatabaseOptions``), after its name or before it (``LeadingDatabaseOptions``).
protocol DatabaseCommand: ParsableCommand {
    var database: DatabaseOptions { get }
}

/// `layoutdb --db PATH SUBCOMMAND …`: the database first, as sqlite3's file or psql's
/// `-d` comes first, and as users of database tools write it.
///
/// The options belong to each subcommand that opens a database (``DatabaseCommand``),
/// and the parser reads a root command's options all along the line, so declaring them
/// on the root would take `demo --db PATH` (the demo's own database) from the demo.
/// Instead the `--db PATH`, `--db=PATH` and `--read-only` written before the subcommand's
/// name are moved just after it, before parsing: the subcommand's own handling follows
/// (a repeat naming another file refused, a missing file named). A subcommand without a
/// database (`devices`, `demo`, `system`) refuses them in one line.
enum LeadingDatabaseOptions {
    /// Why the leading options cannot be moved: one line for standard error.
    struct Refusal: Error {
        var message: String
    }

    /// `arguments` (without the program's name) with the database options in front of
    /// the subcommand's name moved after it; as given when there are none.
    static func rearranged(
        _ arguments: [String], subcommands: [any ParsableCommand.Type] = LayoutDBCommand.configuration.subcommands
    ) throws(Refusal) -> [String] {
        var leading: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--db" {
                guard index + 1 < arguments.count else {
                    throw Refusal(message: "--db needs the database's path, then the subcommand (layoutdb --db PATH list)")
                }
                leading += [argument, arguments[index + 1]]
                index += 2
            } else if argument.hasPrefix("--db=") || argument == "--read-only" {
                leading.append(argument)
                index += 1
            } else {
                break
            }
        }
        guard !leading.isEmpty else { return arguments }
        let rest = Array(arguments[index...])
        guard let name = rest.first else {
            throw Refusal(message: "\(leading[0]) names the database a subcommand uses: give the subcommand after it "
                + "(layoutdb --db PATH list)")
        }
        // `--help` or `--version` next: the root's own, where the database plays no part.
        if name.hasPrefix("-") || name == "help" { return rest }
        let option = leading[0].hasPrefix("--db") ? "--db" : leading[0]
        guard let command = subcommands.first(where: {
            ($0.configuration.commandName ?? String(describing: $0).lowercased()) == name
                || $0.configuration.aliases.contains(name)
        })
        else {
            // Not a subcommand: the parser names it, as it does without the options.
            return rest
        }
        if command is any DatabaseCommand.Type {
            return [name] + leading + rest.dropFirst()
        }
        if ObjectIdentifier(command) == ObjectIdentifier(DemoCommand.self) {
            throw Refusal(message: "demo imports the examples into a database of its own, so \(option) cannot come "
                + "before it (`layoutdb demo --db PATH` keeps that database at PATH)")
        }
        throw Refusal(message: "\(name) does not use a database, so \(option) cannot come before it")
    }
}
