import Foundation
import InputFiles
import JSONReading

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

    /// Imports one message from JSON bytes. A file of several messages
    /// (a Firebase fetch response, an Adobe rules file) yields the one
    /// `message` picks, or the first with a warning naming the others.
    ///
    /// - Parameters:
    ///   - data: The file's contents: UTF-8 JSON holding one message object,
    ///     or a vendor's file of several.
    ///   - file: The path shown in messages, as the user named the file.
    ///   - source: The format to read, or `nil` to detect it from the keys
    ///     (see `MessageSource.detect(_:)`).
    ///   - fallback: The format to read when detection finds none; `nil`
    ///     makes that an error. A JSON object with keys but none that any
    ///     format has is always an error that says so.
    ///   - message: For a file of several: the 1-based number of the message,
    ///     or its campaign ID; `nil` picks the first.
    /// - Returns: The campaign, its warnings, the source it was read as, and
    ///   for Adobe messages the frame the HTML is drawn in.
    /// - Throws: `InputProblems` with every problem found.
    public func decode(_ data: Data, file: String, from source: MessageSource?,
                       fallback: MessageSource? = nil, message: String? = nil) throws(InputProblems) -> ImportedMessage {
        let all = try decodeAll(data, file: file, from: source, fallback: fallback)
        return try Self.pick(message, from: all, file: file)
    }

    /// Imports every message of a file: one for an ordinary message, each
    /// message of a Firebase fetch response and each in-app consequence of
    /// an Adobe rules file, in document order. Any error in any message
    /// fails the whole file, with every problem listed.
    public func decodeAll(_ data: Data, file: String, from source: MessageSource?,
                          fallback: MessageSource? = nil) throws(InputProblems) -> [ImportedMessage] {
        let root = try JSONDocument.parse(data, file: file)
        if let containerSource = MessageContainer.detect(root), source == nil || source == containerSource {
            return try decodeContainer(root, source: containerSource, file: file)
        }
        let detected = source ?? MessageSource.detect(root)
        if detected == nil, let members = root.members, !members.isEmpty {
            throw InputProblems(problems: [Self.undetected(root, file: file)])
        }
        guard let source = detected ?? fallback else {
            throw InputProblems(problems: [Self.undetected(root, file: file)])
        }
        if source == .gameball {
            let decoded = try CampaignDecoder().decode(data, file: file)
            return [ImportedMessage(campaign: decoded.campaign, warnings: decoded.warnings, source: .gameball)]
        }
        var reader = CampaignReader(file: file)
        let (campaign, frame) = Self.read(root, at: .root, source: source, reader: &reader)
        return [try Self.finish(campaign, reader, source: source, file: file, adobeFrame: frame)]
    }

    /// One message read by its vendor's importer; problems go to `reader`.
    private static func read(_ node: JSONNode, at path: JSONPath, source: MessageSource,
                             reader: inout CampaignReader) -> (Campaign?, AdobeFrame?) {
        switch source {
        case .gameball:
            return (nil, nil)  // read by CampaignDecoder, never here
        case .braze:
            var importer = BrazeImporter(file: reader.problems.file)
            let campaign = importer.read(node)
            reader = importer.reader
            return (campaign, importer.htmlFrame)
        case .radar:
            var importer = RadarImporter(file: reader.problems.file)
            let campaign = importer.read(node)
            reader = importer.reader
            return (campaign, nil)
        case .firebase:
            var importer = FirebaseImporter(file: reader.problems.file)
            let campaign = importer.read(node, at: path)
            reader = importer.reader
            return (campaign, nil)
        case .adobe:
            var importer = AdobeImporter(file: reader.problems.file)
            let campaign = importer.read(node, at: path)
            reader = importer.reader
            return (campaign, importer.frame)
        }
    }

    private func decodeContainer(_ root: JSONNode, source: MessageSource, file: String) throws(InputProblems) -> [ImportedMessage] {
        var container = MessageContainer(source: source, file: file)
        let entries = container.entries(of: root)
        var errors = container.reader.problems.errors
        var messages: [ImportedMessage] = []
        for (index, entry) in entries.enumerated() {
            var reader = CampaignReader(file: file)
            let (campaign, frame) = Self.read(entry.node, at: entry.path, source: source, reader: &reader)
            errors += reader.problems.errors
            guard let campaign, !reader.problems.hasErrors else { continue }
            // The file's own warnings (skipped consequences …) travel with its first message.
            let warnings = (index == 0 ? container.reader.problems.warnings : []) + reader.problems.warnings
            messages.append(ImportedMessage(campaign: campaign, warnings: warnings, source: source, adobeFrame: frame,
                                            entry: MessageEntry(number: index + 1, count: entries.count, path: entry.path.description)))
        }
        guard errors.isEmpty, !messages.isEmpty else {
            throw InputProblems(problems: errors.isEmpty
                ? [InputProblem(file: file, path: "", expected: "a \(source.rawValue) message", found: "no usable message")] : errors)
        }
        return messages
    }

    /// The message `choice` names (a number from 1, or a campaign ID) among
    /// `messages`; the first when `choice` is nil, with a warning when there
    /// were others to pick from.
    static func pick(_ choice: String?, from messages: [ImportedMessage], file: String) throws(InputProblems) -> ImportedMessage {
        let listing = messages.map { "\($0.entry?.number ?? 1): \($0.campaign.id)" }.joined(separator: ", ")
        guard let choice else {
            var first = messages[0]
            if messages.count > 1 {
                first.warnings.append(InputProblem(
                    file: file, path: first.entry?.path ?? "", expected: "one message", found: "\(messages.count) messages",
                    note: "the file holds \(messages.count) messages (\(listing)); previewing the first: pick another with --message NUMBER or ID"))
            }
            return first
        }
        if let number = Int(choice), number >= 1, number <= messages.count {
            return messages[number - 1]
        }
        if let match = messages.first(where: { $0.campaign.id == choice }) {
            return match
        }
        throw InputProblems(problems: [InputProblem(
            file: file, path: "", expected: "--message to name one of the file's messages by number or ID (\(listing))",
            found: ProblemText.quoted(choice))])
    }

    /// Reads and imports a message file. A file that cannot be read is one
    /// problem at path `$`, as with `CampaignDecoder.decode(contentsOf:)`.
    public func decode(contentsOf url: URL, from source: MessageSource?,
                       fallback: MessageSource? = nil, message: String? = nil) throws(InputProblems) -> ImportedMessage {
        let file = url.isFileURL ? url.relativePath : url.absoluteString
        let data = try FileContents.read(url, file: file, expected: "a readable message file", limit: CampaignDecoder.maximumFileSize)
        return try decode(data, file: file, from: source, fallback: fallback, message: message)
    }

    private static func finish(
        _ campaign: Campaign?, _ reader: CampaignReader, source: MessageSource, file: String, adobeFrame: AdobeFrame? = nil
    ) throws(InputProblems) -> ImportedMessage {
        guard let campaign, !reader.problems.hasErrors else {
            var problems = reader.problems.errors
            if problems.isEmpty {
                // Unreachable in practice (no campaign means an error was
                // recorded); kept so an empty error can never escape.
                problems = [InputProblem(file: file, path: "", expected: "a \(source.rawValue) message", found: "no usable message")]
            }
            throw InputProblems(problems: problems)
        }
        let overLimits = CampaignLimits.problems(in: campaign, file: file)
        guard overLimits.isEmpty else { throw InputProblems(problems: overLimits) }
        return ImportedMessage(campaign: campaign, warnings: reader.problems.warnings, source: source, adobeFrame: adobeFrame)
    }

    /// The error for a file whose shape no format has: it says so, and what was looked for.
    private static func undetected(_ root: JSONNode, file: String) -> InputProblem {
        let lookedFor = "a campaign (keys such as id, type, header, body, buttons) or a recognised vendor message: "
            + "Braze (message, btns, click_action, or type in capitals), Radar (title or body with text), "
            + "Firebase (content with banner, modal, imageOnly or card; vanillaPayload; a fetch response's messages array), "
            + "Adobe (mobileParameters; a rules file's rules array)"
        let found: String
        if let members = root.members {
            let keys = members.prefix(6).map { ProblemText.quoted($0.key) }.joined(separator: ", ") + (members.count > 6 ? ", …" : "")
            found = "an object with keys \(keys): neither a campaign nor a recognised vendor message (name the format with --from to read it anyway)"
        } else {
            found = root.summary
        }
        return InputProblem(file: file, path: "", expected: lookedFor, found: found)
    }
}
