/// One `(relation)? object (@priority)?` item of a Visual Format predicate list,
/// with metrics already replaced by their values.
struct VisualFormatPredicate: Equatable {
    /// What the predicate compares with: a constant, or (in a view's thickness
    /// predicate only) another view's width/height.
    enum Object: Equatable {
        case constant(Double)
        case view(String)
    }

    var relation: Relation
    var object: Object
    var priority: Priority
}
