import LayoutModel
import Testing

@Suite("Visual Format errors")
struct VisualFormatErrorTests {
    static let views: [String: String?] = ["a": "root", "b": "root", "view": nil, "orphan": nil]
    static let metrics: [String: Double] = [
        "pad": 20, "zero": 0, "big": 2000, "million": 999_999.7, "huge": 1_234_567, "third": 1.0 / 3, "tiny": 0.000012345,
    ]

    static let spacer =
        "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view "
        + "as a spacer? [view1][spacer(==view1)][view2]"
    static let noSuperview = "Unable to interpret '|' character, because the related view doesn't have a superview"
    static let expectedObject = "Expected a number or key from the metrics dictionary, but encountered something else"
    static let closeOrComma =
        "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier"

    @Test("each error at UIKit's character", arguments: [
        ("V[a]", 1, "Expected ':' after 'V' to specify vertical arrangement"),
        ("H[a]", 1, "Expected ':' after 'H' to specify horizontal arrangement"),
        ("H:", 2, "Expected more input"),
        ("[a(100]", 6, "A predicate on a view's thickness must end with ')' and the view must end with ']'"),
        ("[a(100", 6, "A predicate on a view's thickness must end with ')' and the view must end with ']'"),
        ("[a(=100)]", 3, "Unknown relation. Must be ==, >=, or <="),
        ("[a]-(<5)-[b]", 5, "Unknown relation. Must be ==, >=, or <="),
        ("[blackBox]", 1, "blackBox is not a key in the views dictionary."),
        ("[a(==c)]", 5, "Encountered metric with name \"c\", but value was not specified in metrics or views dictionaries"),
        ("[a]-margiin-[b]", 4, "Encountered metric with name \"margiin\", but value was not specified in metrics or views dictionaries"),
        ("[a(10@low)]", 6, "Encountered metric with name \"low\", but value was not specified in metrics or views dictionaries"),
        ("[a]-b-[b]", 4, spacer),
        ("[a]-(==b)-[b]", 7, spacer),
        ("[a]-(pad,)-[b]", 9, expectedObject),
        ("[a]-=-[b]", 4, expectedObject),
        ("[a(@5)]", 3, expectedObject),
        ("[a(10@)]", 6, "Expected a number or a key from the metrics dictionary, but encountered something else"),
        ("[1a]", 1, "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores."),
        ("[a-]", 2, "Expected a ']' here. That is how you give the end of a view."),
        ("[a(10)x]", 6, "Expected ']' after specifying thickness."),
        ("[", 1, "Unexpectedly ran out of character fodder in the middle of parsing a view"),
        ("[a", 2, "Unexpectedly ran out of character fodder in the middle of parsing a view"),
        ("|-", 2, "Expected more input"),
        ("a", 0, "Expected a view"),
        ("[a]-", 4, "Expected a view or '|'"),
        ("[a]x", 3, "Expected a view or '|'"),
        ("|x", 1, "Expected a connection after the '|' character"),
        ("|", 1, "Expected more input"),
        ("|-10-|", 5, "No view was specified for this constraint"),
        ("||", 1, "No view was specified for this constraint"),
        ("[a]-10[b]", 6, "Expected a '-' here"),
        ("[a]-10,20-[b]", 6, "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints"),
        ("[a]-(10 20)-[b]", 7, closeOrComma),
        ("[a(10 20)]", 5, closeOrComma),
        ("[a]--5-[b]", 4, "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers."),
        ("[a]|x", 4, "Expected the end of the format string"),
        ("[a(10@0)]", 6, "Invalid priority specified: 0. Priority must be greater than 0"),
        ("[a(10@zero)]", 6, "Invalid priority specified: 0. Priority must be greater than 0"),
        ("[a(10@-5)]", 6, "Invalid priority specified: -5. Priority must be greater than 0"),
        ("[a(10@1001)]", 6, "Invalid priority specified: 1001. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000."),
        ("[a(10@big)]", 6, "Invalid priority specified: 2000. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000."),
        ("[a(10@million)]", 6, "Invalid priority specified: 1e+06. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000."),
        ("[a(10@huge)]", 6, "Invalid priority specified: 1.23457e+06. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000."),
        ("[a(10@third)]", 6, "Invalid priority specified: 0.333333. layoutdb priorities start at 1"),
        ("[a(10@tiny)]", 6, "Invalid priority specified: 1.2345e-05. layoutdb priorities start at 1"),
        ("[a(10@0.5)]", 6, "Invalid priority specified: 0.5. layoutdb priorities start at 1"),
        ("H:|-(>=50)-[view(100)]", 22, noSuperview),
        ("[orphan]-|", 10, noSuperview),
        ("[a] [b]", 3, "Expected a view or '|'"),
    ])
    func errors(format: String, offset: Int, message: String) {
        #expect(throws: VisualFormatError(format: format, offset: offset, message: message)) {
            try VisualFormat.constraints(format, metrics: Self.metrics, views: Self.views)
        }
    }

    @Test("option errors point past the end", arguments: [
        ("H:[a][b]", VisualFormatOptions.spacingBaselineToBaseline, "BaselineToBaseline format option not valid for horizontal layout"),
        ("[a][b]", .alignAllLeading, "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal."),
        ("[a]", .alignAllCenterX, "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal."),
        ("V:[a][b]", .alignAllFirstBaseline, "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical."),
        ("[a][b]", .directionMask, "Options specify both left-to-right and right-to-left direction"),
    ])
    func optionErrors(format: String, options: VisualFormatOptions, message: String) {
        #expect(throws: VisualFormatError(format: format, offset: format.utf8.count, message: message)) {
            try VisualFormat.constraints(format, options: options, views: Self.views)
        }
    }

    @Test("whole-string errors have no caret")
    func wholeString() {
        #expect(throws: VisualFormatError(format: "", offset: nil, message: "It's an empty string.")) {
            try VisualFormat.constraints("", views: Self.views)
        }
        let error = VisualFormatError(format: "[é]", offset: nil, message: "It contains non-ASCII characters.")
        #expect(throws: error) { try VisualFormat.constraints("[é]", views: Self.views) }
        #expect(error.description == "Unable to parse constraint format: It contains non-ASCII characters.")
    }

    @Test("the description is UIKit's, spaces included")
    func description() throws {
        let error = #expect(throws: VisualFormatError.self) {
            try VisualFormat.constraints("H:|-(>=50)-[view(100)]", views: Self.views)
        }
        #expect(error?.description == """
            Unable to parse constraint format: \("")
            Unable to interpret '|' character, because the related view doesn't have a superview \("")
            H:|-(>=50)-[view(100)] \("")
                                  ^
            """)
    }
}
