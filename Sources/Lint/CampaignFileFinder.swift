import CampaignModel
import Foundation

/// Turns the paths a user names into campaign files. The companion files of
/// a campaign folder (`values.json`, `manifest.json`, `preview.json`,
/// `package.json`) are never campaigns, even when named directly, so
/// `lint examples/*.json` works. Any other file named directly is a campaign
/// (a broken one is reported as such). A folder is searched recursively for
/// `*.json`, skipping hidden entries, companion files and JSON whose top level
/// is not an object with an `id` or a `type` (other tools' files) unless it
/// is another vendor's message (linted through its importer; Adobe's HTML
/// messages are skipped: their content is HTML). A `.json`
/// file that does not parse at all is kept: it is most likely a broken
/// campaign, and linting says so.
public enum CampaignFileFinder {
    /// What a search found, in a stable (sorted) order.
    public struct Result: Equatable, Sendable {
        public var campaigns: [String]
        /// JSON files in searched folders that are not campaigns.
        public var skipped: [SkippedFile]
    }

    /// A JSON file in a searched folder that is not a campaign, and why.
    public struct SkippedFile: Equatable, Sendable {
        public var path: String
        public var reason: String
    }

    /// Why a path cannot be searched.
    public enum SearchError: Error, Equatable, CustomStringConvertible {
        case notFound(path: String)

        public var description: String {
            switch self {
            case .notFound(let path): "no such file or folder: \(path)"
            }
        }
    }

    /// Files that sit next to campaigns and are never campaigns themselves.
    public static let companionFileNames: Set<String> = ["values.json", "manifest.json", "preview.json", "package.json", "package-lock.json"]

    /// The campaign files among `paths` (files and folders), in order, each once.
    public static func find(_ paths: [String]) throws(SearchError) -> Result {
        var campaigns: [String] = []
        var skipped: [SkippedFile] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw .notFound(path: path) }
            guard isDirectory.boolValue else {
                if let reason = companionReason(path) {
                    skipped.append(SkippedFile(path: path, reason: reason))
                } else if !campaigns.contains(path) {
                    campaigns.append(path)
                }
                continue
            }
            for file in jsonFiles(under: path) where !campaigns.contains(file) {
                if let reason = notACampaign(file) { skipped.append(SkippedFile(path: file, reason: reason)) } else { campaigns.append(file) }
            }
        }
        return Result(campaigns: campaigns, skipped: skipped)
    }

    /// `*.json` under `folder`, sorted, hidden entries left out; paths start with `folder`.
    private static func jsonFiles(under folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var result: [String] = []
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        while let relative = enumerator.nextObject() as? String {
            let components = relative.split(separator: "/")
            if components.contains(where: { $0.hasPrefix(".") }) {
                enumerator.skipDescendants()
                continue
            }
            guard relative.lowercased().hasSuffix(".json") else { continue }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: prefix + relative, isDirectory: &isDirectory), !isDirectory.boolValue {
                result.append(prefix + relative)
            }
        }
        return result.sorted()
    }

    /// Why `file` is a campaign folder's companion, or `nil`.
    static func companionReason(_ file: String) -> String? {
        let name = URL(fileURLWithPath: file).lastPathComponent
        return companionFileNames.contains(name.lowercased()) ? "\(name) belongs to a campaign folder, it is not a campaign" : nil
    }

    /// Why `file` is not a campaign, or `nil` when it is (or may be) one.
    static func notACampaign(_ file: String) -> String? {
        if let reason = companionReason(file) { return reason }
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: file),
              let size = attributes[.size] as? Int, size <= CampaignDecoder.maximumFileSize,
              let data = FileManager.default.contents(atPath: file),
              let json = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else { return nil }
        if MessageSource.detect(data) == .adobe {
            return "an Adobe HTML message: its content is HTML, which lint does not check"
        }
        guard let object = json as? [String: Any],
              object["id"] != nil || object["type"] != nil || (MessageSource.detect(data).map { $0 != .gameball } ?? false) else {
            return "JSON without a campaign's \"id\" or \"type\""
        }
        return nil
    }
}
