import Foundation
import InputFiles

extension FileContents {
    /// Reads a local file for a decoder, turning every way that can fail into
    /// one problem at the file's root rather than an exception.
    package static func read(_ url: URL, file: String, expected: String, limit: Int) throws(InputProblems) -> Data {
        func fail(_ found: String) -> InputProblems {
            InputProblems(problems: [InputProblem(file: file, path: "", expected: expected, found: found)])
        }
        // `Data(contentsOf:)` would happily fetch an https URL; these tools never
        // touch the network unless asked, and campaigns are files.
        guard url.isFileURL else { throw fail(Failure.notLocalFile.description) }
        do {
            return try read(path: url.path, limit: limit)
        } catch {
            throw fail(error.description)
        }
    }
}
