/// Gathers errors and warnings while a document is walked, each tagged with
/// the byte offset it concerns, and hands them back in document order.
struct ProblemCollector {
    private struct Entry {
        var offset: Int
        var sequence: Int
        var problem: CampaignProblem
    }

    let file: String
    private var errorEntries: [Entry] = []
    private var warningEntries: [Entry] = []
    private var sequence = 0

    init(file: String) {
        self.file = file
    }

    var hasErrors: Bool { !errorEntries.isEmpty }

    mutating func error(_ path: JSONPath, at offset: Int, expected: String, found: String) {
        errorEntries.append(entry(CampaignProblem(file: file, path: path.description, expected: expected, found: found), offset))
    }

    mutating func warning(_ path: JSONPath, at offset: Int, expected: String, found: String, note: String) {
        warningEntries.append(entry(CampaignProblem(file: file, path: path.description, expected: expected, found: found, note: note), offset))
    }

    /// Errors by position in the file; problems at the same position keep the
    /// order in which they were found.
    var errors: [CampaignProblem] { Self.ordered(errorEntries) }

    var warnings: [CampaignProblem] { Self.ordered(warningEntries) }

    private mutating func entry(_ problem: CampaignProblem, _ offset: Int) -> Entry {
        sequence += 1
        return Entry(offset: offset, sequence: sequence, problem: problem)
    }

    private static func ordered(_ entries: [Entry]) -> [CampaignProblem] {
        entries.sorted { ($0.offset, $0.sequence) < ($1.offset, $1.sequence) }.map(\.problem)
    }
}
