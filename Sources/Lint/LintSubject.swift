import CampaignModel
import Foundation

/// A campaign file to lint: decoded, or the problems that stopped it, with
/// the placeholder values its previews use.
public struct LintSubject: Sendable {
    public var source: CampaignSource
    public var decoded: Result<DecodedCampaign, CampaignDecodingError>
    /// Placeholder values, `{name}` -> value.
    public var values: [String: String]
    /// The `id` the file declares, read leniently, so findings about a file
    /// that does not decode can still name (and suppress by) its campaign.
    public var declaredID: String?

    public init(source: CampaignSource, decoded: Result<DecodedCampaign, CampaignDecodingError>,
                values: [String: String] = [:], declaredID: String? = nil) {
        self.source = source
        self.decoded = decoded
        self.values = values
        self.declaredID = declaredID ?? (try? decoded.get())?.campaign.id
    }

    /// Reads and decodes `source.file` (our format, or another vendor's
    /// through its importer); a file that does not decode is kept with its
    /// problems, to be reported as findings.
    public static func load(_ source: CampaignSource, values: [String: String] = [:]) -> LintSubject {
        let url = URL(fileURLWithPath: source.file)
        do {
            // Other vendors' messages are linted through their importers, as they render.
            let imported = try MessageImporter().decode(contentsOf: url, from: nil, fallback: .gameball)
            let decoded = DecodedCampaign(campaign: imported.campaign, warnings: imported.warnings)
            return LintSubject(source: source, decoded: .success(decoded), values: values)
        } catch {
            return LintSubject(source: source, decoded: .failure(error), values: values, declaredID: lenientID(url))
        }
    }

    /// The top-level `"id"` string of a JSON file, if it has one.
    private static func lenientID(_ url: URL) -> String? {
        // Only regular, campaign-sized files: a device file would never end.
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
              attributes[.type] as? FileAttributeType == .typeRegular,
              let size = attributes[.size] as? Int, size <= CampaignDecoder.maximumFileSize,
              let data = try? Data(contentsOf: url),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let id = object["id"] as? String, !id.isEmpty else { return nil }
        return id
    }
}
