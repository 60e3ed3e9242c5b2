import ArgumentParser
import LayoutDB

extension IntrinsicSource: ExpressibleByArgument {}

/// `solve --intrinsic-from content|recorded` (issue #7).
struct IntrinsicOption: ParsableArguments {
    @Option(
        name: .customLong("intrinsic-from"),
        help: ArgumentHelp(
            "Where text and custom views get their intrinsic size: their content (measured), or their recorded frames.",
            discussion: "recorded checks an Interface Builder file against Xcode's frames without its fonts.",
            valueName: "content|recorded"))
    var source: IntrinsicSource = .content

    /// For a document file solved without --device or --size: its design canvas
    /// (orientation, and a freeform root's own size), so frames compare with the recorded ones.
    func setup(for designed: DesignedDocument, options: SetupOptions) throws -> SolveSetup {
        if options.device == nil, options.size == nil, let canvas = designed.canvas,
            let setup = canvas.setup(for: designed.document, contentSize: options.contentSize)
        {
            return setup
        }
        return try options.setup(designDevice: designed.document.designDevice)
    }
}
