import Foundation

/// Everything that stops an input file from being used (a campaign or vendor
/// payload, a theme, `preview.json`, a lint configuration, placeholder
/// values, an asset manifest, a device file), gathered in one pass so an
/// author can fix them all at once.
public struct InputProblems: Error, Equatable, Sendable, CustomStringConvertible {
    /// In document order; never empty when thrown by the readers.
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
extension InputProblems: LocalizedError {
    public var errorDescription: String? { description }
}
