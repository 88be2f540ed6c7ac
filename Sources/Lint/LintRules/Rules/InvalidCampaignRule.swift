import BoxTreeModel
import CampaignModel
import JSONReading

/// A campaign file the decoder rejects (malformed JSON, a missing `id`, a
/// wrong type, a bad colour, ...): nothing can be previewed. One finding per
/// problem, as the decoder words it. Repeated button IDs are
/// `duplicate-button-id`'s.
struct InvalidCampaignRule: DecodingFailureRule {
    let id = "invalid-campaign"
    let defaultSeverity = LintSeverity.error
    let summary = "The campaign file cannot be decoded; nothing else is checked."

    func evaluate(_ error: InputProblems) -> [Diagnostic] {
        error.problems.filter { $0.expected != DuplicateButtonIDRule.expected }.map { diagnostic($0.message) }
    }
}
