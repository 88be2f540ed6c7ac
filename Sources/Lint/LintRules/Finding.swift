/// One problem the linter reports: which rule, how serious, where (campaign,
/// file, variants, element) and what, in one line with the numbers.
public struct Finding: Hashable, Sendable, Codable {
    public var rule: String
    public var severity: LintSeverity
    /// The campaign's `id`; `nil` when its file could not be decoded.
    public var campaignID: String?
    /// The campaign file as the user named it.
    public var file: String
    /// Every variant (`<device>-<orientation>-<lang>-<size>`) in which this
    /// exact finding occurs, in matrix order; empty when it is about the
    /// campaign as a whole (decoding problems, orientation lock, ...).
    public var variants: [String]
    /// Accessibility identifier or role of the element concerned; `nil` for
    /// the whole message.
    public var element: String?
    public var message: String
    /// The reason of the suppression that silences this finding, if any.
    public var suppressedBecause: String?

    public init(rule: String, severity: LintSeverity, campaignID: String?, file: String, variants: [String] = [],
                element: String? = nil, message: String, suppressedBecause: String? = nil) {
        self.rule = rule
        self.severity = severity
        self.campaignID = campaignID
        self.file = file
        self.variants = variants
        self.element = element
        self.message = message
        self.suppressedBecause = suppressedBecause
    }

    public var isSuppressed: Bool { suppressedBecause != nil }

    /// Whether the finding fails a run: an error nobody suppressed.
    public var isBlocking: Bool { severity == .error && !isSuppressed }

    enum CodingKeys: String, CodingKey {
        case rule, severity, campaignID = "campaign", file, variants, element, message, suppressedBecause = "suppressed"
    }
}
