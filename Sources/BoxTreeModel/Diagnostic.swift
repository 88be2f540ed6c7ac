/// Something a preview wants a person to know about a campaign in one
/// environment: a scroll, a missing value, a fallback. Layout reports these
/// in the tree, and lint rules return them too (the rule id as the code);
/// the linter gathers a rule's diagnostics over variants into `Finding`s.
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

extension Diagnostic {
    /// The codes layout reports: one vocabulary for the box tree, its
    /// documentation and lint, whose rules name the codes that already state
    /// their fact (`LintRule.restates`) or share them as their id.
    public enum Code {
        public static let contentScrolls = "content-scrolls"
        public static let placeholderUnresolved = "placeholder-unresolved"
        public static let missingLocalization = "missing-localization"
        public static let buttonActionFallback = "button-action-fallback"
        public static let unsupportedAction = "unsupported-action"
        public static let unsupportedType = "unsupported-type"
        public static let orientationMismatch = "orientation-mismatch"
        public static let imageOnlyWithoutImage = "image-only-without-image"
        public static let artworkNotReady = "artwork-not-ready"
        public static let artworkPlaceholder = "artwork-placeholder"
        public static let htmlNotRendered = "html-not-rendered"
        public static let placeholderMalformed = "placeholder-malformed"
        public static let buttonLabelEmpty = "button-label-empty"
        /// An HTML message's page drawn by headless Chromium.
        public static let htmlRendered = "html-rendered"
        /// An element of a vendor's payload that the message does not draw.
        public static let elementNotDrawn = "element-not-drawn"
        /// A picture or font an HTML message's page asked for that the asset folder lacks.
        public static let htmlAssetMissing = "html-asset-missing"
        /// Text the SDK cuts with an ellipsis where it does not fit, having no scroll view (Radar).
        public static let textTruncated = "text-truncated"

        public static let all = [
            contentScrolls, placeholderUnresolved, missingLocalization, buttonActionFallback, unsupportedAction, unsupportedType,
            orientationMismatch, imageOnlyWithoutImage, artworkNotReady, artworkPlaceholder, htmlNotRendered,
            placeholderMalformed, buttonLabelEmpty, htmlRendered, elementNotDrawn, htmlAssetMissing, textTruncated,
        ]
    }
}
