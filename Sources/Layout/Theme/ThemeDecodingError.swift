import CampaignModel
import Foundation

/// Everything that stops a theme file from being used, gathered in one pass
/// so its author can fix them all at once. Each problem is one line naming
/// the file, the JSON path, what was expected and what was found.
public struct ThemeDecodingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// In document order; never empty when thrown by `ThemeDecoder`.
    public var problems: [CampaignProblem]

    public init(problems: [CampaignProblem]) {
        self.problems = problems
    }

    /// One line per problem.
    public var description: String {
        problems.map(\.description).joined(separator: "\n")
    }
}

// So `error.localizedDescription` prints the problems.
extension ThemeDecodingError: LocalizedError {
    public var errorDescription: String? { description }
}
