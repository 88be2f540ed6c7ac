import Foundation
import InputFiles
import JSONReading

/// Reads campaign files (format version 1) into `Campaign` values.
///
/// Every problem in a file is reported at once, in document order, each as one
/// line naming the file, the JSON path, what was expected and what was found.
/// Unknown keys and actions the SDK would replace are warnings, not errors, so
/// files from newer exports still render.
public struct CampaignDecoder: Sendable {
    /// Campaign files are small; anything this large is not one, and reading
    /// it whole (or a device file such as `/dev/zero`) could exhaust memory.
    public static let maximumFileSize = 16 * 1024 * 1024

    public init() {}

    /// Decodes one campaign from JSON bytes.
    ///
    /// - Parameters:
    ///   - data: The file's contents, UTF-8 JSON holding one campaign object.
    ///   - file: The path shown in messages, as the user named the file.
    /// - Returns: The campaign and any warnings.
    /// - Throws: `InputProblems` with every problem found.
    public func decode(_ data: Data, file: String) throws(InputProblems) -> DecodedCampaign {
        let root = try JSONDocument.parse(data, file: file)
        var reader = CampaignReader(file: file)
        let campaign = reader.readCampaign(root)
        guard let campaign, !reader.problems.hasErrors else {
            var problems = reader.problems.errors
            if problems.isEmpty {
                // Unreachable in practice (no campaign means an error was recorded);
                // kept so an empty error can never escape.
                problems = [InputProblem(file: file, path: "", expected: "a campaign object", found: "no usable campaign")]
            }
            throw InputProblems(problems: problems)
        }
        return DecodedCampaign(campaign: campaign, warnings: reader.problems.warnings)
    }

    /// Reads and decodes a campaign file. A file that cannot be read (missing,
    /// a directory, unreadable, too large, not a `file:` URL) is one problem
    /// at path `$`. Messages name the file by the path it was given with.
    public func decode(contentsOf url: URL) throws(InputProblems) -> DecodedCampaign {
        let file = url.isFileURL ? url.relativePath : url.absoluteString
        let data = try FileContents.read(url, file: file, expected: "a readable campaign file", limit: Self.maximumFileSize)
        return try decode(data, file: file)
    }
}
