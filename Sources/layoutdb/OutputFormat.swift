import ArgumentParser

/// `--format text|json`: text for people, JSON (stable keys, documented in the README) for tools.
enum OutputFormat: String, FormatChoice {
    case text
    case json

    static let standard = OutputFormat.text
    static let formatHelp = ArgumentHelp("Output format (default: text).", valueName: "text|json")
}
