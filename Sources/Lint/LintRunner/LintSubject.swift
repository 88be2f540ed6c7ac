import CampaignModel
import Foundation
import JSONReading
import LintRules
import Pipeline

/// A campaign file to lint: its variants (the pipeline's, as `matrix` and
/// `golden` walk them), or the problems that stopped it decoding, with the
/// placeholder values and asset folder its previews use.
public struct LintSubject: Sendable {
    public var source: CampaignSource
    /// The campaign's variants, in any order, or why its file does not decode.
    public var variants: Result<[Variant], InputProblems>
    /// Placeholder values, `{name}` -> value.
    public var values: [String: String]
    /// The `id` the file declares, read leniently, so findings about a file
    /// that does not decode can still name (and suppress by) its campaign.
    public var declaredID: String?

    public init(source: CampaignSource, variants: Result<[Variant], InputProblems>,
                values: [String: String] = [:], declaredID: String? = nil) {
        self.source = source
        self.variants = variants
        self.values = values
        self.declaredID = declaredID ?? (try? variants.get())?.first?.campaign.campaign.id
    }

    /// A file that does not decode (`error`), with the `id` it declares if it has one.
    public static func invalid(_ url: URL, error: InputProblems, source: CampaignSource, values: [String: String] = [:]) -> LintSubject {
        LintSubject(source: source, variants: .failure(error), values: values, declaredID: lenientID(url))
    }

    /// The top-level `"id"` string of a JSON file, if it has one.
    private static func lenientID(_ url: URL) -> String? {
        guard let root = try? LocatedJSON.read(contentsOf: url, expected: "a campaign file", maximumSize: CampaignDecoder.maximumFileSize)
        else { return nil }
        var log = JSONProblemLog(file: root.file)
        guard let id = log.members(of: root, known: ["id"])["id"]?.string, !id.isEmpty else { return nil }
        return id
    }
}
