/// What the solve cache keeps for one key besides the result: the configuration's parts
/// and the problem counts, as columns, so SQL can ask which configurations break.
public struct SolveCacheRecord: Hashable, Sendable {
    public var device: String
    public var orientation: String
    public var multitasking: String
    public var widthClass: String
    public var heightClass: String
    public var contentSize: String
    public var direction: String
    public var idiom: String
    /// Unsatisfiable and ambiguous layouts.
    public var errorCount: Int
    /// Clipped, off-screen, overlapping, zero-size and misplaced views.
    public var warningCount: Int
    /// The result as JSON text.
    public var result: String
    /// The result in the library's compact binary form, which a cache hit reads instead of
    /// the JSON (the store does not look inside); nil stores NULL, and hits read the JSON.
    public var resultBinary: [UInt8]?

    public init(
        device: String, orientation: String, multitasking: String, widthClass: String, heightClass: String,
        contentSize: String, direction: String, idiom: String, errorCount: Int, warningCount: Int, result: String,
        resultBinary: [UInt8]? = nil
    ) {
        self.device = device
        self.orientation = orientation
        self.multitasking = multitasking
        self.widthClass = widthClass
        self.heightClass = heightClass
        self.contentSize = contentSize
        self.direction = direction
        self.idiom = idiom
        self.errorCount = errorCount
        self.warningCount = warningCount
        self.result = result
        self.resultBinary = resultBinary
    }
}
