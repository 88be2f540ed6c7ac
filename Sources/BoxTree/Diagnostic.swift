/// Something a preview wants a person to know about a campaign in one
/// environment: a scroll, a missing value, a fallback.
public struct Diagnostic: Hashable, Sendable, Codable, CustomStringConvertible {
    public enum Severity: String, Sendable, Codable, Comparable {
        case info, warning, error
        public static func < (a: Self, b: Self) -> Bool {
            let order: [Severity] = [.info, .warning, .error]
            return order.firstIndex(of: a)! < order.firstIndex(of: b)!
        }
    }

    public var severity: Severity
    /// A stable, kebab-case identifier, e.g. `content-scrolls`.
    public var code: String
    public var message: String
    /// The accessibility identifier of the element concerned, if any.
    public var element: String?

    public init(_ severity: Severity, _ code: String, _ message: String, element: String? = nil) {
        self.severity = severity
        self.code = code
        self.message = message
        self.element = element
    }

    public var description: String {
        "\(severity.rawValue): \(message) [\(code)\(element.map { ", \($0)" } ?? "")]"
    }
}
