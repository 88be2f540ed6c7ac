import BoxTreeModel
import Layout

/// Tap targets smaller than the SDK's minimums: 44 x 44 pt for campaign
/// buttons (Apple's guideline), 48 x 48 pt for the close glyph.
///
/// These are the Gameball SDK's promises, so the rule checks our own
/// campaigns only: a vendor's payload is drawn with that vendor's own
/// controls (Braze's 40 pt buttons, Firebase's 36 pt modal button), which
/// the customer cannot resize, and reporting them would blame the payload
/// for the SDK's design.
struct TouchTargetRule: LintRule {
    let id = "touch-target"
    let defaultSeverity = LintSeverity.error
    let summary = "A button is smaller than 44 x 44 pt, or the close target smaller than 48 x 48 pt."

    static let buttonMinimum = 44.0
    static let closeMinimum = 48.0

    func evaluate(_ variant: LintVariant, in context: LintContext) -> [Diagnostic] {
        guard variant.campaign.source == .gameball else { return [] }
        return context.placed(variant).compactMap { item -> Diagnostic? in
            guard item.isInMessage else { return nil }
            let minimum: Double
            switch item.box.role {
            case .button: minimum = Self.buttonMinimum
            case .closeButton: minimum = Self.closeMinimum
            default: return nil
            }
            let frame = item.box.frame
            guard frame.width < minimum - 0.01 || frame.height < minimum - 0.01 else { return nil }
            return diagnostic(element: item.elementName,
                "tap target is \(PointFormat.size(frame.width, frame.height)), smaller than \(PointFormat.size(minimum, minimum))")
        }
    }
}
