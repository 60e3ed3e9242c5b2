import ArgumentParser

/// The values a command's `--format` takes, with the one it uses when none is given and
/// the help that describes them.
protocol FormatChoice: ExpressibleByArgument, CaseIterable, RawRepresentable where RawValue == String {
    /// The format when `--format` is not given.
    static var standard: Self { get }
    /// `--format`'s help (its default said in words: the parser shows none for a list).
    static var formatHelp: ArgumentHelp { get }
}

/// `--format`, the one declaration every command that has the option uses, so that each
/// treats it alike: given twice with different values it is refused, naming both (the
/// parser alone keeps the last, so `--format json --format text` printed text without a
/// word). Declared by a command group and by each subcommand (`query`), it can come
/// before the subcommand's name or after it, and shows in both helps.
struct FormatOption<Choice: FormatChoice>: ParsableArguments {
    /// Every `--format` given, so that two different ones are refused (``validate()``).
    @Option(name: .customLong("format"), parsing: .singleValue, help: Choice.formatHelp)
    var values: [Choice] = []

    /// The format asked for; ``FormatChoice/standard`` when none was.
    var value: Choice { values.first ?? .standard }

    func validate() throws {
        _ = try RepeatedOption.single(values.map(\.rawValue), option: "--format")
    }
}

/// `--format text|json`.
typealias OutputFormatOption = FormatOption<OutputFormat>
