import BoxTreeModel
import Layout

/// A campaign button whose label is empty once placeholders are filled in
/// (or removed): a blank pill on the device, and VoiceOver reads only
/// "button". The preview draws the blank pill, as the device would.
struct ButtonLabelEmptyRule: LintRule {
    let id = "button-label-empty"
    let restates: Set = [Diagnostic.Code.buttonLabelEmpty]
    let defaultSeverity = LintSeverity.error
    let summary = "A button's label is empty after personalization: a blank button VoiceOver reads only as \"button\"."

    func evaluate(_ variant: LintVariant, in context: LintContext) -> [Diagnostic] {
        variant.tree.boxes(role: .button).compactMap { button -> Diagnostic? in
            guard let text = button.text?.text, text.allSatisfy(\.isWhitespace) else { return nil }
            return diagnostic(element: button.accessibility?.identifier,
                "the label is empty here (it was \"\(Self.authored(button, in: variant))\"): the SDK draws a blank button "
                    + "and VoiceOver reads only \"button\"")
        }
    }

    /// The label as written, before personalization.
    private static func authored(_ button: Box, in variant: LintVariant) -> String {
        CampaignText.all(in: variant.campaign, language: variant.environment.language)
            .first { $0.element == button.accessibility?.identifier }?.text ?? ""
    }
}
