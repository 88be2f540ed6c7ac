import BoxTreeModel
import Layout
import NumberText

/// Text, buttons, the close target, icon or chevron reaching outside the
/// safe area (under the status bar, Dynamic Island, sensor housing or home
/// indicator). Artwork and backgrounds may run edge to edge; what the
/// customer reads or taps may not. Only the visible part of each counts.
struct SafeAreaRule: LintRule {
    let id = "outside-safe-area"
    let defaultSeverity = LintSeverity.error
    let summary = "Text or a control reaches outside the device's safe area."

    func evaluate(_ variant: LintVariant, in context: LintContext) -> [Diagnostic] {
        let safe = variant.environment.safeRect
        return MessageElement.all(in: context.placed(variant)).compactMap { element -> Diagnostic? in
            var worst: (edge: String, points: Double)?
            for rect in element.rects {
                for (edge, points) in [("top", safe.minY - rect.minY), ("bottom", rect.maxY - safe.maxY),
                                       ("left", safe.minX - rect.minX), ("right", rect.maxX - safe.maxX)]
                where points > 0.5 && points > (worst?.points ?? 0) {
                    worst = (edge, points)
                }
            }
            guard let worst else { return nil }
            return diagnostic(element: element.name,
                "reaches \(NumberText.points(worst.points)) pt past the safe area's \(worst.edge) edge")
        }
    }
}
