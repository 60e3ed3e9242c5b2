/// What the solve cache keeps for one key: the configuration's parts and the problem
/// counts, as columns, so SQL can ask which configurations break, and the result in two
/// parts: the `header` that names the configuration, kept in the row, and the `body`
/// (frames, diagnostics), kept once however many rows solved to it (`solve_body`).
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
    /// The result's members that name the configuration, as a compact JSON object.
    public var header: String
    /// The result's other members, as a compact JSON object: ``result`` is the two joined.
    public var body: String
    /// The key an equal body is found by: ``SolveBodyHash`` of `body` (a writer that
    /// stores one body for many rows computes it once).
    public var bodyHash: [UInt8]
    /// The body in the library's compact binary form, which a cache hit reads instead of
    /// the JSON (the store does not look inside); nil stores NULL, and hits read the JSON.
    /// Stored with the body's first row only: rows with an equal body share it.
    public var bodyBinary: [UInt8]?

    /// The whole result as JSON text (``SolveResultText/joined(header:body:)``).
    public var result: String { SolveResultText.joined(header: header, body: body) }

    public init(
        device: String, orientation: String, multitasking: String, widthClass: String, heightClass: String,
        contentSize: String, direction: String, idiom: String, errorCount: Int, warningCount: Int, header: String,
        body: String, bodyHash: [UInt8]? = nil, bodyBinary: [UInt8]? = nil
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
        self.header = header
        self.body = body
        self.bodyHash = bodyHash ?? SolveBodyHash.of(body)
        self.bodyBinary = bodyBinary
    }
}
