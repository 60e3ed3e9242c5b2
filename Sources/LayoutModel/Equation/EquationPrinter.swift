extension ConstraintSpec {
    /// The spec in the document's equation notation, which ``init(equation:)`` reads back
    /// to an equal spec (apart from `id`, `identifier`, `isActive`, `isPlaceholder` and
    /// `origin`, which the notation cannot carry):
    /// `a.height == 2 * b.width - 5 @750`, `a.width >= 100`.
    ///
    /// The multiplier is printed before the second item, as UIKit prints it
    /// (`0.99*UIScrollView….height`); it is omitted when 1, as is a zero constant and a
    /// required priority.
    public var equationString: String {
        var text = "\(first) \(relation.rawValue) "
        if let second {
            if multiplier != 1 { text += "\(NumberText.exact(multiplier)) * " }
            text += second.description
            if constant != 0 {
                text += constant < 0 ? " - " : " + "
                text += NumberText.exact(abs(constant))
            }
        } else {
            text += NumberText.exact(constant)
        }
        if !priority.isRequired { text += " @\(priority)" }
        return text
    }
}
