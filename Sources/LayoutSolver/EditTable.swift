/// A solver's edit variables, by variable: a table indexed by ``Variable/index``
/// rather than a dictionary.
///
/// A solver has a handful of edit variables and looks one up at every suggestion. On
/// small layouts hashing it was a visible part of a step that otherwise shifts a few
/// constants, and the dictionary's first use paid the runtime's conformance lookups
/// (about 0.6 M instructions, more than a whole 50-constraint build; callgrind).
struct EditTable: Sendable {
    private var slots: [Solver.Edit?] = []
    /// The indices of the variables that have an edit, in the order they got it.
    private var active: [Int] = []

    subscript(variable: Variable) -> Solver.Edit? {
        get { slots.indices.contains(variable.index) ? slots[variable.index] : nil }
        set {
            let i = variable.index
            if i >= slots.count {
                guard newValue != nil else { return }
                slots.append(contentsOf: repeatElement(nil, count: i + 1 - slots.count))
            }
            if slots[i] == nil, newValue != nil { active.append(i) }
            if slots[i] != nil, newValue == nil { active.removeAll { $0 == i } }
            slots[i] = newValue
        }
    }

    /// Sets the suggestion of `variable`'s edit to `value` in place, returning the
    /// edit as it was; nil when `variable` has none. One access where a read and a
    /// write of the subscript each copied the optional out and back.
    mutating func replaceSuggestion(of variable: Variable, with value: Double) -> Solver.Edit? {
        let i = variable.index
        guard i < slots.count, var edit = slots[i] else { return nil }
        let old = edit
        edit.suggestion = value
        slots[i] = edit
        return old
    }

    /// Each edit's current suggestion by its constraint's raw id (the constraint's
    /// record keeps the first one): for the rare passes over every constraint.
    func suggestionsByConstraint() -> [Int: Double] {
        var result: [Int: Double] = [:]
        for i in active { if let edit = slots[i] { result[edit.constraint.rawValue] = edit.suggestion } }
        return result
    }

    /// The edit variable whose constraint is `id`, if any.
    func variable(for id: ConstraintID) -> Variable? {
        for i in active where slots[i]?.constraint == id { return Variable(index: i) }
        return nil
    }
}
