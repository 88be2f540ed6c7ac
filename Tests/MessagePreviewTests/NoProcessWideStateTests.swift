import Foundation
import TestSupport
import Testing

/// The library keeps no mutable state for the whole process: what a run may
/// read, fetch or remember travels in its settings and in objects the run
/// owns. A `nonisolated(unsafe)` variable is how Swift 6 lets a global or a
/// static be changed from anywhere, unchecked; with one, a setting made by
/// one caller (a command-line flag, a previewer, a test) would quietly apply
/// to every other in the process, and the Swift API would miss what only the
/// command line set. So the sources hold none.
@Suite struct NoProcessWideStateTests {
    /// Spelled in pieces so that a search of the tests does not find this file.
    static let unchecked = "nonisolated" + "(unsafe)"

    @Test func noSourceFileOptsOutOfConcurrencyChecking() throws {
        let sources = Repository.root.appendingPathComponent("Sources", isDirectory: true)
        let enumerator = try #require(FileManager.default.enumerator(atPath: sources.path))
        var searched = 0
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            // Binary files (none today) hold no Swift.
            guard let text = try? String(contentsOf: sources.appendingPathComponent(relative), encoding: .utf8) else { continue }
            searched += 1
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains(Self.unchecked) {
                found.append("Sources/\(relative):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(searched > 100, "the search found too few files to mean anything")
        #expect(found == [], "pass the value in from the run that owns it instead (docs/architecture.md, \"No process-wide state\")")
    }
}
