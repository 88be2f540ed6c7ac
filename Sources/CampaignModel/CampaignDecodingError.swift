import Foundation

/// Everything that stops an input file from being used (a campaign or vendor
/// payload, a theme, `preview.json`, a lint configuration, placeholder
/// values, an asset manifest), gathered in one pass so an author can fix
/// them all at once.
public struct CampaignDecodingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// In document order; never empty when thrown by the decoders.
    public var problems: [InputProblem]

    public init(problems: [InputProblem]) {
        self.problems = problems
    }

    /// One line per problem.
    public var description: String {
        problems.map(\.description).joined(separator: "\n")
    }
}

// So `error.localizedDescription` prints the problems rather than
// "The operation could not be completed".
extension CampaignDecodingError: LocalizedError {
    public var errorDescription: String? { description }
}
