/// Gathers errors and warnings while a document is walked, each tagged with
/// the byte offset it concerns, and hands them back in document order.
struct ProblemCollector {
    private struct Entry {
        var offset: Int
        var sequence: Int
        var problem: InputProblem
    }

    let file: String
    private var entries: [Entry] = []

    init(file: String) {
        self.file = file
    }

    var hasErrors: Bool { entries.contains { $0.problem.severity == .error } }

    mutating func error(_ path: JSONPath, at offset: Int, expected: String, found: String, note: String? = nil) {
        add(InputProblem(file: file, path: path.description, expected: expected, found: found, note: note), at: offset)
    }

    mutating func warning(_ path: JSONPath, at offset: Int, expected: String, found: String, note: String) {
        add(InputProblem(file: file, path: path.description, expected: expected, found: found, note: note, severity: .warning), at: offset)
    }

    /// Any problem, this file's or another's, placed at `offset` of this one.
    mutating func add(_ problem: InputProblem, at offset: Int) {
        entries.append(Entry(offset: offset, sequence: entries.count, problem: problem))
    }

    /// Errors by position in the file; problems at the same position keep the
    /// order in which they were found.
    var errors: [InputProblem] { ordered(.error) }

    var warnings: [InputProblem] { ordered(.warning) }

    private func ordered(_ severity: InputProblem.Severity) -> [InputProblem] {
        entries.filter { $0.problem.severity == severity }.sorted { ($0.offset, $0.sequence) < ($1.offset, $1.sequence) }.map(\.problem)
    }
}
