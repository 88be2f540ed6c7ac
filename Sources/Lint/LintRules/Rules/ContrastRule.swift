import BoxTreeModel
import Foundation
import Layout
import NumberText

/// Text contrast below WCAG 2.1 AA (success criterion 1.4.3): 4.5:1, or 3:1
/// for large text (at least 18 pt, or 14 pt bold). Colours are those
/// actually composited: the text colour with its alpha over the box's fill,
/// the card, the scrim and the host screen. Lines hidden by a clip are not
/// read, so not checked; lines over artwork whose pixels are unknown
/// (a placeholder) are skipped.
struct ContrastRule: LintRule {
    let id = "contrast"
    let defaultSeverity = LintSeverity.error
    let summary = "Text contrast below WCAG 2.1 AA: 4.5:1, or 3:1 for large text (18 pt, or 14 pt bold), as composited."

    func evaluate(_ variant: LintVariant, in context: LintContext) -> [Diagnostic] {
        let placed = context.placed(variant)
        return placed.compactMap { item -> Diagnostic? in
            guard item.isInMessage, item.box.role.isMessageText, let text = item.box.text,
                  !text.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return nil }
            var worst: (ratio: Double, text: OpaqueColor, backdrop: Backdrop)?
            for line in text.lines where !line.text.isEmpty {
                guard let visible = item.visiblePart(of: line.frame) else { continue }
                let backdrop = Backdrop.behind(item, region: visible, includingOwnFill: true, in: placed, services: context.services)
                guard !backdrop.unknown else { continue }
                let drawn = backdrop.color.overlaid(with: text.color)
                let ratio = drawn.contrastRatio(with: backdrop.color)
                if ratio < (worst?.ratio ?? .infinity) { worst = (ratio, drawn, backdrop) }
            }
            guard let worst else { return nil }
            let font = text.font
            let large = font.size >= 18 || (font.weight.rawValue >= FontWeight.bold.rawValue && font.size >= 14)
            let threshold = large ? 3.0 : 4.5
            guard worst.ratio < threshold else { return nil }
            var message = "text \(worst.text.hex) on \(worst.backdrop.color.hex) is \(ContrastFormat.ratio(worst.ratio, threshold: threshold)); "
                + "AA needs \(ContrastFormat.threshold(threshold)) for \(NumberText.points(font.size)) pt \(font.weight.name) text"
            if text.color.alpha < 255 { message += " (text colour \(text.color.hex) at \(Int((Double(text.color.alpha) / 2.55).rounded()))% opacity)" }
            if worst.backdrop.estimatedFromArtwork { message += "; background estimated from the artwork's average colour" }
            return diagnostic(element: item.elementName, message)
        }
    }
}
