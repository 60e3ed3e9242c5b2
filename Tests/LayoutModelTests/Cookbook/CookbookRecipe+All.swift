import LayoutModel

/// The recipes, from the Auto Layout Guide's cookbook ("Simple Constraints" and
/// "Views with Intrinsic Content Size"), with the arithmetic behind each frame.
extension CookbookRecipe {
    static let all: [CookbookRecipe] = [
        singleView, equalWidths, differentWidths, complexWidths, aspectRatio, labelAndField, sizeCollision,
    ]

    static let root = ViewNode(id: "root")
    static let margins = root.layoutMarginsGuide
    static let safeArea = root.safeAreaLayoutGuide

    /// "Simple Single View": pinned to the margins, 20 below the top layout guide and
    /// 20 above the bottom one. Height 667 − 40 − 20 = 607; width 375 − 16 = 359.
    static var singleView: CookbookRecipe {
        let red = ViewNode(id: "red")
        return CookbookRecipe(
            name: "simple single view",
            subviews: [red],
            equations: [
                "red.leading == root.leadingMargin",
                "red.trailing == root.trailingMargin",
                "red.top == root.safeArea.top + 20",
                "root.safeArea.bottom == red.bottom + 20",
            ],
            anchors: [
                red.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                red.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                red.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 20),
                safeArea.bottomAnchor.constraint(equalTo: red.bottomAnchor, constant: 20),
            ],
            visualFormats: [("H:|-[red]-|", []), ("V:|-40-[red]-20-|", [])],
            expected: [
                375: ["red": rect(8, 40, 359, 607)],
                768: ["red": rect(8, 40, 752, 964)],
            ])
    }

    /// "Two Equal-Width Views": (375 − 8 − 8 − 8) / 2 = 175.5 each; (768 − 24) / 2 = 372.
    static var equalWidths: CookbookRecipe {
        let red = ViewNode(id: "red"), blue = ViewNode(id: "blue")
        return CookbookRecipe(
            name: "two equal-width views",
            subviews: [red, blue],
            equations: [
                "red.leading == root.leadingMargin",
                "blue.leading == red.trailing + 8",
                "blue.trailing == root.trailingMargin",
                "red.top == root.safeArea.top + 20",
                "blue.top == root.safeArea.top + 20",
                "root.safeArea.bottom == red.bottom + 20",
                "root.safeArea.bottom == blue.bottom + 20",
                "red.width == blue.width",
            ],
            anchors: [
                red.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                blue.leadingAnchor.constraint(equalToSystemSpacingAfter: red.trailingAnchor, multiplier: 1),
                blue.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                red.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 20),
                blue.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 20),
                safeArea.bottomAnchor.constraint(equalTo: red.bottomAnchor, constant: 20),
                safeArea.bottomAnchor.constraint(equalTo: blue.bottomAnchor, constant: 20),
                red.widthAnchor.constraint(equalTo: blue.widthAnchor),
            ],
            visualFormats: [("H:|-[red]-[blue(==red)]-|", []), ("V:|-40-[red]-20-|", []), ("V:|-40-[blue]-20-|", [])],
            expected: [
                375: ["red": rect(8, 40, 175.5, 607), "blue": rect(191.5, 40, 175.5, 607)],
                768: ["red": rect(8, 40, 372, 964), "blue": rect(388, 40, 372, 964)],
            ])
    }

    /// The equal-width row with `red.width == 2 × blue.width`: 351 splits 234 + 117,
    /// 744 splits 496 + 248.
    static var differentWidths: CookbookRecipe {
        var recipe = equalWidths
        recipe.name = "two different-width views"
        recipe.equations[7] = "red.width == 2 * blue.width"
        recipe.anchors[7] = ViewNode(id: "red").widthAnchor.constraint(equalTo: ViewNode(id: "blue").widthAnchor, multiplier: 2)
        recipe.visualFormats = nil
        recipe.expected = [
            375: ["red": rect(8, 40, 234, 607), "blue": rect(250, 40, 117, 607)],
            768: ["red": rect(8, 40, 496, 964), "blue": rect(512, 40, 248, 964)],
        ]
        return recipe
    }

    /// "Two Views with Complex Widths": the 2:1 ratio at 750 gives way to blue's required
    /// minimum of 150. At 375 the ratio would give blue 117, so blue is 150 and red
    /// 351 − 150 = 201; at 768 the ratio holds (248 ≥ 150).
    static var complexWidths: CookbookRecipe {
        var recipe = differentWidths
        recipe.name = "two views with complex widths"
        recipe.equations[7] = "red.width == 2 * blue.width @750"
        recipe.equations.append("blue.width >= 150")
        let red = ViewNode(id: "red"), blue = ViewNode(id: "blue")
        recipe.anchors[7] = red.widthAnchor.constraint(equalTo: blue.widthAnchor, multiplier: 2).withPriority(.defaultHigh)
        recipe.anchors.append(blue.widthAnchor.constraint(greaterThanOrEqualToConstant: 150))
        recipe.expected[375] = ["red": rect(8, 40, 201, 607), "blue": rect(217, 40, 150, 607)]
        return recipe
    }

    /// A view centred in the safe area with a 2:1 aspect ratio, as wide as the margins
    /// (at 750) but never wider than 400.
    /// 375: width 359, height 179.5, centre y = 20 + 647 / 2 = 343.5, so y = 253.75.
    /// 768: width 400, height 200, x = (768 − 400) / 2 = 184, centre y = 20 + 1004 / 2 = 522, y = 422.
    static var aspectRatio: CookbookRecipe {
        let image = ViewNode(id: "image")
        return CookbookRecipe(
            name: "centred view with a fixed aspect ratio",
            subviews: [image],
            equations: [
                "image.centerX == root.centerX",
                "image.centerY == root.safeArea.centerY",
                "image.width <= 400",
                "image.width == root.layoutMargins.width @750",
                "image.height == 0.5 * image.width",
            ],
            anchors: [
                image.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                image.centerYAnchor.constraint(equalTo: safeArea.centerYAnchor),
                image.widthAnchor.constraint(lessThanOrEqualToConstant: 400),
                image.widthAnchor.constraint(equalTo: margins.widthAnchor).withPriority(750),
                image.heightAnchor.constraint(equalTo: image.widthAnchor, multiplier: 0.5),
            ],
            visualFormats: nil,
            expected: [
                375: ["image": rect(8, 253.75, 359, 179.5)],
                768: ["image": rect(184, 422, 400, 200)],
            ])
    }

    /// "Simple Label and Text Field": the label (hugging 251) keeps its intrinsic 45
    /// while the field (250) stretches; their baselines align. The field's top is 40, its
    /// baseline 40 + 21 = 61, so the label's top is 61 − 17 = 44.
    /// Field: x = 8 + 45 + 8 = 61, width 375 − 8 − 61 = 306 (768: 699).
    static var labelAndField: CookbookRecipe {
        let label = ViewNode(
            id: "label", className: "UILabel", intrinsicContentSize: IntrinsicContentSize(width: 45, height: 21),
            contentHugging: AxisPriorities(horizontal: Priority(clamping: 251), vertical: Priority(clamping: 251)),
            baselineOffset: 17)
        let field = ViewNode(
            id: "field", className: "UITextField", intrinsicContentSize: IntrinsicContentSize(width: 97, height: 30),
            baselineOffset: 21)
        return CookbookRecipe(
            name: "label and text field",
            subviews: [label, field],
            equations: [
                "label.leading == root.leadingMargin",
                "field.leading == label.trailing + 8",
                "field.trailing == root.trailingMargin",
                "label.lastBaseline == field.lastBaseline",
                "field.top == root.safeArea.top + 20",
            ],
            anchors: [
                label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                field.leadingAnchor.constraint(equalToSystemSpacingAfter: label.trailingAnchor, multiplier: 1),
                field.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                label.lastBaselineAnchor.constraint(equalTo: field.lastBaselineAnchor),
                field.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 20),
            ],
            visualFormats: [("H:|-[label]-[field]-|", .alignAllLastBaseline), ("V:|-40-[field]", [])],
            expected: [
                375: ["label": rect(8, 44, 45, 21), "field": rect(61, 40, 306, 30)],
                768: ["label": rect(8, 44, 45, 21), "field": rect(61, 40, 699, 30)],
            ])
    }

    /// Intrinsic sizes that collide: two labels want 250 + 200 where the row leaves
    /// 375 − 16 − 8 = 351. The right one resists compression at 751, the left at 750, so
    /// the left shrinks to 351 − 200 = 151. At 768 the row leaves 744, room to spare: the
    /// left hugs at 250, the right at 251, so the left grows to 744 − 200 = 544.
    static var sizeCollision: CookbookRecipe {
        let left = ViewNode(id: "left", className: "UILabel", intrinsicContentSize: IntrinsicContentSize(width: 250, height: 21))
        let right = ViewNode(
            id: "right", className: "UILabel", intrinsicContentSize: IntrinsicContentSize(width: 200, height: 21),
            contentHugging: AxisPriorities(horizontal: Priority(clamping: 251), vertical: .defaultLow),
            compressionResistance: AxisPriorities(horizontal: Priority(clamping: 751), vertical: .defaultHigh))
        return CookbookRecipe(
            name: "intrinsic size collision",
            subviews: [left, right],
            equations: [
                "left.leading == root.leadingMargin",
                "right.leading == left.trailing + 8",
                "right.trailing == root.trailingMargin",
                "left.top == root.safeArea.top + 20",
                "right.top == left.top",
            ],
            anchors: [
                left.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 8),
                right.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                left.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 20),
                right.topAnchor.constraint(equalTo: left.topAnchor),
            ],
            visualFormats: [("H:|-[left]-[right]-|", .alignAllTop), ("V:|-40-[left]", [])],
            expected: [
                375: ["left": rect(8, 40, 151, 21), "right": rect(167, 40, 200, 21)],
                768: ["left": rect(8, 40, 544, 21), "right": rect(560, 40, 200, 21)],
            ])
    }
}
