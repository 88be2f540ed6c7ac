/// Gathers errors and warnings while a document is walked, each tagged with
/// the byte offset it concerns, and hands them back in document order.
package struct ProblemCollector {
    private struct Entry {
        var offset: Int
        var sequence: Int
        var problem: InputProblem
    }

    package let file: String
    private var entries: [Entry] = []

    package init(file: String) {
        self.file = file
    }

    package var hasErrors: Bool { entries.contains { $0.problem.severity == .error } }

    package mutating func error(_ path: JSONPath, at offset: Int, expected: String, found: String, note: String? = nil) {
        add(InputProblem(file: file, path: path.description, expected: expected, found: found, note: note), at: offset)
    }

    package mutating func warning(_ path: JSONPath, at offset: Int, expected: String, found: String, note: String) {
        add(InputProblem(file: file, path: path.description, expected: expected, found: found, note: note, severity: .warning), at: offset)
    }

    /// Any problem, this file's or another's, placed at `offset` of this one.
    package mutating func add(_ problem: InputProblem, at offset: Int) {
        entries.append(Entry(offset: offset, sequence: entries.count, problem: problem))
    }

    /// Errors by position in the file; problems at the same position keep the
    /// order in which they were found.
    package var errors: [InputProblem] { ordered(.error) }

    package var warnings: [InputProblem] { ordered(.warning) }

    private func ordered(_ severity: InputProblem.Severity) -> [InputProblem] {
        entries.filter { $0.problem.severity == severity }.sorted { ($0.offset, $0.sequence) < ($1.offset, $1.sequence) }.map(\.problem)
    }
}

extension ProblemCollector {
    /// The known members of `node` (which must be an object), after warning
    /// about every repeated key and reporting every unknown one: a warning
    /// ("unknown key, ignored") or, for strict formats, an error, with the
    /// closest known key as a "did you mean".
    package mutating func fields(of node: JSONNode, at path: JSONPath, known: [String],
                                 unknownKeys: InputProblem.Severity = .warning) -> ObjectFields {
        var byKey: [String: JSONMember] = [:]
        var seen: Set<String> = []
        for member in node.members ?? [] {
            let memberPath = path.appending(member.key)
            if !seen.insert(member.key).inserted {
                warnRepeatedKey(memberPath, at: member.keyOffset)
            }
            if known.contains(member.key) {
                byKey[member.key] = member
            } else {
                var note = unknownKeys == .warning ? "unknown key, ignored" : "unknown key"
                // Keys are case-sensitive; `imageUrl` for `imageURL` is the classic slip.
                if let intended = Suggestion.closest(to: member.key, in: known) {
                    note += " (did you mean \"\(intended)\"?)"
                }
                let found = "key \(ProblemText.quoted(member.key))"
                if unknownKeys == .warning {
                    warning(memberPath, at: member.keyOffset, expected: "a key this format knows", found: found, note: note)
                } else {
                    error(memberPath, at: member.keyOffset, expected: "a key this format knows", found: found, note: note)
                }
            }
        }
        return ObjectFields(path: path, offset: node.offset, byKey: byKey)
    }

    /// JSON readers disagree on which of two equal keys wins, so say which one this tool used.
    package mutating func warnRepeatedKey(_ path: JSONPath, at offset: Int) {
        warning(
            path, at: offset, expected: "each key once", found: "the key again",
            note: "key appears more than once, the last value is used"
        )
    }
}
