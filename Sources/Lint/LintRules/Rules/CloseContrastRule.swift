import BoxTreeModel
import Layout

/// The close glyph against what is behind it: WCAG 2.1 success criterion
/// 1.4.11 asks 3:1 for the parts of a control needed to identify it. The
/// glyph is drawn over its own circle, over whatever lies under the corner:
/// the card, the surface, or artwork (estimated from the pixels under the
/// circle, and said so).
struct CloseContrastRule: LintRule {
    let id = "close-contrast"
    let defaultSeverity = LintSeverity.error
    let summary = "The close glyph has less than 3:1 contrast with what is behind it (WCAG 2.1 SC 1.4.11)."

    static let threshold = 3.0

    func evaluate(_ variant: LintVariant, in context: LintContext) -> [Diagnostic] {
        let placed = context.placed(variant)
        return placed.compactMap { item -> Diagnostic? in
            guard item.isInMessage, item.box.role == .closeButton,
                  case .close(let color, let background, let visibleSize) = item.box.glyph else { return nil }
            let frame = item.box.frame
            let circle = Rect(x: frame.midX - visibleSize / 2, y: frame.midY - visibleSize / 2, width: visibleSize, height: visibleSize)
            let backdrop = Backdrop.behind(item, region: circle, includingOwnFill: true, in: placed, services: context.services)
            guard !backdrop.unknown else { return nil }
            let behind = background.map { backdrop.color.overlaid(with: $0) } ?? backdrop.color
            let glyph = behind.overlaid(with: color)
            let ratio = glyph.contrastRatio(with: behind)
            guard ratio < Self.threshold else { return nil }
            var message = "close glyph \(glyph.hex) on \(behind.hex) is \(ContrastFormat.ratio(ratio, threshold: Self.threshold)); "
                + "a control's glyph needs \(ContrastFormat.threshold(Self.threshold))"
            if color.alpha < 255 { message += " (glyph colour \(color.hex))" }
            if backdrop.estimatedFromArtwork { message += "; background estimated from the artwork's average colour under the glyph" }
            return diagnostic(element: item.elementName, message)
        }
    }
}
