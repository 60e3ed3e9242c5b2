import ArgumentParser
import Foundation
import LayoutDB

extension LayoutDBCommand {
    /// Parses the arguments and runs the subcommand, as `ParsableCommand.main()` does,
    /// except for a `ValidationError` thrown from a subcommand's `run()` (an unknown
    /// device, a size class that does not parse): the library reports those against the
    /// root command, "Usage: layoutdb <subcommand>", which tells the user nothing. Here
    /// they get the usage of the subcommand that ran, and the same exit status, 64.
    static func main() {
        // The build's identity is the executable's size and time, read once; read now,
        // before a long batch, so that a rebuild while it runs (which replaces the file)
        // cannot change what this process records its results under.
        _ = EngineVersion.current
        var command: any ParsableCommand
        var arguments: [String] = []
        do {
            arguments = try LeadingDatabaseOptions.rearranged(Array(Swift.CommandLine.arguments.dropFirst()))
            command = try parseAsRoot(arguments)
        } catch let refusal as LeadingDatabaseOptions.Refusal {
            printError("layoutdb: \(refusal.message)")
            exit(withError: ExitCode.validationFailure)
        } catch {
            // A misspelt command: named, with the one meant, instead of "Unexpected argument".
            if let hint = UnknownCommandHint.message(for: arguments) {
                printError("layoutdb: \(hint)")
                exit(withError: ExitCode.validationFailure)
            }
            exit(withError: error)
        }
        do {
            try command.run()
            checkStandardOutput()
        } catch let error as ValidationError {
            let subcommand = type(of: command)
            let path = ([configuration.commandName ?? "layoutdb"] + commandPath(to: subcommand)).joined(separator: " ")
            printError("Error: \(error.message)")
            printError("Usage: \(usageString(for: subcommand))")
            printError("  See '\(path) --help' for more information.")
            exit(withError: ExitCode.validationFailure)
        } catch {
            checkStandardOutput()
            exit(withError: error)
        }
    }

    /// Ends the command with status 73 when what it printed could not all be written
    /// (`layoutdb export login > /dev/full`, a full disk): `print` drops write errors, so
    /// a truncated result used to exit 0.
    static func checkStandardOutput() {
        let flushFailed = fflush(nil) != 0
        let reason = flushFailed ? String(cString: strerror(errno)) : "a write failed"
        guard flushFailed else { return }
        printError("layoutdb: cannot write to standard output: \(reason)")
        exit(withError: ExitStatus.cannotCreate)
    }

    /// The names leading from the root to `target` (`["query", "changes"]`), or `[]`
    /// when it is not in the tree.
    static func commandPath(to target: any ParsableCommand.Type, from root: any ParsableCommand.Type = LayoutDBCommand.self) -> [String] {
        for child in root.configuration.subcommands {
            let name = child.configuration.commandName ?? String(describing: child).lowercased()
            if ObjectIdentifier(child) == ObjectIdentifier(target) { return [name] }
            let below = commandPath(to: target, from: child)
            if !below.isEmpty { return [name] + below }
        }
        return []
    }
}
