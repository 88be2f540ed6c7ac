import CampaignModel
import Foundation
import InputFiles

/// Reads and writes `GoldenRunResult` JSON: pretty-printed with sorted keys,
/// so a result is stable and diffable.
public enum ResultFile {
    /// The result as the file holds it, ending in a newline.
    public static func encode(_ result: GoldenRunResult) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(result) + Data("\n".utf8)
    }

    /// The largest result file read.
    public static let maxBytes = 64 << 20

    /// Reads a result file; its artifact paths stay relative to its folder.
    public static func read(_ url: URL) throws(WorkflowError) -> GoldenRunResult {
        let data: Data
        do {
            data = try FileContents.read(path: url.path, limit: maxBytes)
        } catch {
            throw .unreadableResult(path: url.relativePath, reason: error.description)
        }
        struct Header: Decodable { var version: Int }
        guard let header = try? JSONDecoder().decode(Header.self, from: data) else {
            throw .unreadableResult(path: url.relativePath, reason: "not a result file of preview-cli golden check")
        }
        guard header.version == GoldenRunResult.currentVersion else {
            throw .unreadableResult(path: url.relativePath,
                                    reason: "result version \(header.version); this preview-cli reads version \(GoldenRunResult.currentVersion)")
        }
        do {
            return try JSONDecoder().decode(GoldenRunResult.self, from: data)
        } catch {
            throw .unreadableResult(path: url.relativePath, reason: "\(error)")
        }
    }
}
