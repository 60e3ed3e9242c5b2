import ArgumentParser

/// `--format text|json` as an option group, for a command group whose subcommands all
/// print that way (`query`): declared by the group and by each subcommand, it can come
/// before the subcommand's name or after it, and shows in both helps.
struct OutputFormatOption: ParsableArguments {
    /// Every `--format` given, so that two different ones are refused (``validate()``).
    @Option(
        name: .customLong("format"),
        parsing: .singleValue,
        help: ArgumentHelp("Output format (default: text).", valueName: "text|json"))
    var formats: [OutputFormat] = []

    /// The format asked for; text when none was.
    var format: OutputFormat { formats.first ?? .text }

    func validate() throws {
        _ = try RepeatedOption.single(formats.map(\.rawValue), option: "--format")
    }
}
