import BoxTreeModel

/// An `imageOnly` message with no artwork for the variant's language: there
/// is nothing to show, and the SDK skips it.
struct ImageOnlyWithoutImageRule: LintRule {
    let id = Diagnostic.Code.imageOnlyWithoutImage
    let restates: Set = [Diagnostic.Code.imageOnlyWithoutImage]
    let defaultSeverity = LintSeverity.error
    let summary = "An imageOnly message has no imageURL, so there is nothing to show."

    func evaluate(_ variant: LintVariant, in context: LintContext) -> [Diagnostic] {
        guard variant.campaign.layout == .imageOnly,
              CampaignText.imageURL(in: variant.campaign, language: variant.environment.language) == nil else { return [] }
        return [diagnostic("layout is imageOnly but there is no imageURL, so the SDK skips the message")]
    }
}
