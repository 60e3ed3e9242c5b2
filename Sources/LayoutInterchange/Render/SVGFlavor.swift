/// Whether an SVG stands alone (a `.svg` file) or sits inside an HTML page.
public enum SVGFlavor: Hashable, Sendable {
    /// An XML prolog and the SVG namespace: what a `.svg` file and image viewers need.
    case standalone
    /// No prolog, no `xmlns`: the HTML parser puts `<svg>` in the SVG namespace
    /// itself, and the namespace is the one `http://` string a self-contained report
    /// would otherwise carry.
    case inline
}
