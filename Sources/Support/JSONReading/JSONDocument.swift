import Foundation

/// Turns the bytes of a JSON file into a `JSONNode`, or into the one problem
/// that stops it from being read at all: an empty file, text that is not
/// UTF-8, or a JSON syntax error (with its line and column).
package enum JSONDocument {
    package static func parse(_ data: Data, file: String, limits: JSONLimits = .standard) throws(InputProblems) -> JSONNode {
        var bytes = [UInt8](data)
        // Some editors on Windows start UTF-8 files with a byte order mark;
        // JSON forbids it but nothing is ambiguous, so it is skipped.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            bytes.removeFirst(3)
        }
        func fail(expected: String, found: String) -> InputProblems {
            InputProblems(problems: [InputProblem(file: file, path: "", expected: expected, found: found)])
        }
        if bytes.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
            throw fail(expected: "a JSON object", found: bytes.isEmpty ? "an empty file" : "only whitespace")
        }
        if let problem = UTF8Validation.firstProblem(in: bytes) {
            let (line, column) = position(of: problem.offset, in: bytes)
            throw fail(expected: "UTF-8 text", found: "\(problem.reason) at line \(line), column \(column)")
        }
        do {
            return try JSONParser.parse(bytes, limits: limits)
        } catch {
            let (line, column) = position(of: error.offset, in: bytes)
            throw fail(expected: "valid JSON", found: "\(error.reason) at line \(line), column \(column)")
        }
    }

    /// 1-based line and column of a byte offset. Columns count characters
    /// (Unicode scalars), as editors do, not bytes.
    package static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for byte in bytes.prefix(offset) {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }
}
