/// `UIDatePickerStyle` (iOS 13.4 on), Interface Builder's `<datePicker style=…>`: which
/// form a date picker takes, which decides its height (``IntrinsicContentSizing``).
///
/// Only `wheels` has a size the model knows (216 high, the spinning wheels of every
/// iOS release). `compact` and `inline` are kept, exported and shown, but their recorded
/// heights disagree (FIDELITY.md, "Controls' intrinsic sizes"), so they have no intrinsic
/// size; `automatic` lets UIKit choose between them.
public enum DatePickerStyle: String, Hashable, Sendable, CaseIterable, Codable {
    case automatic
    case compact
    case inline
    case wheels
}
