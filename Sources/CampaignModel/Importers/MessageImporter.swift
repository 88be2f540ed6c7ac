import Foundation

/// Reads in-app messages written for other SDKs (Braze, Radar, Firebase,
/// Adobe) into the campaign model, and our own format through
/// `CampaignDecoder`.
///
/// Problems read like our decoder's: every one at once, in document order,
/// each naming the file, the JSON path, what was expected and what was found.
/// A vendor field the model cannot express is a warning (one per field), not
/// an error, so the message still previews. `docs/importing.md` lists the
/// mapping for each vendor.
public struct MessageImporter: Sendable {
    public init() {}

    /// Imports one message from JSON bytes.
    ///
    /// - Parameters:
    ///   - data: The file's contents: UTF-8 JSON holding one message object.
    ///   - file: The path shown in messages, as the user named the file.
    ///   - source: The format to read, or `nil` to detect it from the keys
    ///     (see `MessageSource.detect(_:)`).
    ///   - fallback: The format to read when detection finds none; `nil`
    ///     makes that an error.
    /// - Returns: The campaign, its warnings, the source it was read as, and
    ///   for Adobe messages the frame the HTML is drawn in.
    /// - Throws: `CampaignDecodingError` with every problem found.
    public func decode(_ data: Data, file: String, from source: MessageSource?,
                       fallback: MessageSource? = nil) throws(CampaignDecodingError) -> ImportedMessage {
        let root = try JSONDocument.parse(data, file: file)
        guard let source = source ?? MessageSource.detect(root) ?? fallback else {
            throw CampaignDecodingError(problems: [Self.undetected(root, file: file)])
        }
        switch source {
        case .gameball:
            let decoded = try CampaignDecoder().decode(data, file: file)
            return ImportedMessage(campaign: decoded.campaign, warnings: decoded.warnings, source: .gameball)
        case .braze:
            var importer = BrazeImporter(file: file)
            let campaign = importer.read(root)
            return try Self.finish(campaign, importer.reader, source: .braze, file: file)
        case .radar:
            var importer = RadarImporter(file: file)
            let campaign = importer.read(root)
            return try Self.finish(campaign, importer.reader, source: .radar, file: file)
        case .firebase:
            var importer = FirebaseImporter(file: file)
            let campaign = importer.read(root)
            return try Self.finish(campaign, importer.reader, source: .firebase, file: file)
        case .adobe:
            var importer = AdobeImporter(file: file)
            let campaign = importer.read(root)
            return try Self.finish(campaign, importer.reader, source: .adobe, file: file, adobeFrame: importer.frame)
        }
    }

    /// Reads and imports a message file. A file that cannot be read is one
    /// problem at path `$`, as with `CampaignDecoder.decode(contentsOf:)`.
    public func decode(contentsOf url: URL, from source: MessageSource?,
                       fallback: MessageSource? = nil) throws(CampaignDecodingError) -> ImportedMessage {
        let file = url.isFileURL ? url.relativePath : url.absoluteString
        let data = try FileContents.read(url, file: file, expected: "a readable message file", limit: CampaignDecoder.maximumFileSize)
        return try decode(data, file: file, from: source, fallback: fallback)
    }

    private static func finish(
        _ campaign: Campaign?, _ reader: CampaignReader, source: MessageSource, file: String, adobeFrame: AdobeFrame? = nil
    ) throws(CampaignDecodingError) -> ImportedMessage {
        guard let campaign, !reader.problems.hasErrors else {
            var problems = reader.problems.errors
            if problems.isEmpty {
                // Unreachable in practice (no campaign means an error was
                // recorded); kept so an empty error can never escape.
                problems = [CampaignProblem(file: file, path: "", expected: "a \(source.rawValue) message", found: "no usable message")]
            }
            throw CampaignDecodingError(problems: problems)
        }
        let overLimits = CampaignLimits.problems(in: campaign, file: file)
        guard overLimits.isEmpty else { throw CampaignDecodingError(problems: overLimits) }
        return ImportedMessage(campaign: campaign, warnings: reader.problems.warnings, source: source, adobeFrame: adobeFrame)
    }

    private static func undetected(_ root: JSONNode, file: String) -> CampaignProblem {
        let names = CampaignReader.oneOf(MessageSource.allCases.map(\.rawValue)).replacingOccurrences(of: "\"", with: "")
        let found = root.members == nil
            ? root.summary
            : "an object whose keys match none of them (name the source to read it anyway)"
        return CampaignProblem(file: file, path: "", expected: "a message written for \(names)", found: found)
    }
}
