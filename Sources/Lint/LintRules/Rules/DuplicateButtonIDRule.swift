import BoxTreeModel
import CampaignModel
import JSONReading

/// Two buttons with the same ID. The decoder rejects the file (IDs name the
/// buttons' accessibility identifiers and their clicks in analytics); lint
/// reports it as a finding and carries on with the other campaigns.
struct DuplicateButtonIDRule: DecodingFailureRule {
    let id = "duplicate-button-id"
    let defaultSeverity = LintSeverity.error
    let summary = "Two buttons share an ID; the campaign is rejected."

    /// The decoder's wording for a repeated button ID.
    static let expected = "an ID unique in this message"

    func evaluate(_ error: InputProblems) -> [Diagnostic] {
        error.problems.filter { $0.expected == Self.expected }.map { problem in
            diagnostic("\(problem.displayPath): \(problem.found) repeats another button's ID; the campaign is rejected")
        }
    }
}
