import ArgumentParser

/// `--format text|json`: text for people, JSON (stable keys, documented in the README) for tools.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
}
