/// What a rule found: the element concerned and a one-line explanation with
/// the numbers.
public struct LintViolation: Hashable, Sendable {
    /// The element's accessibility identifier (`gameball.message.button.claim`),
    /// or its role (`header`, `body`) when the SDK gives it none; `nil` for the
    /// message as a whole.
    public var element: String?
    public var message: String

    public init(element: String? = nil, _ message: String) {
        self.element = element
        self.message = message
    }
}
