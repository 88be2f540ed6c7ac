import CampaignModel
import JSONReading
import LogText

/// Campaign files that cannot be used; nothing is rendered when one is thrown.
public enum DiscoveryError: Error, Equatable, CustomStringConvertible {
    /// A path without wildcards that does not exist.
    case notFound(path: String)
    /// A folder or pattern that reached no campaign at all (a typo, usually).
    case noCampaigns(pattern: String, skipped: Int)
    /// Files that look like campaigns but do not decode: every problem, one line each.
    case invalidCampaigns([InputProblem])
    /// Two files would write their outputs under the same name.
    case duplicateKey(key: String, paths: [String])
    /// A file `preview.json`'s campaigns reach that lies outside the file's
    /// folder (a symbolic link out); `config` names the file.
    case outsideRepository(path: String, pattern: String, config: String)

    public var description: String {
        switch self {
        case .notFound(let path):
            "campaign file or folder not found: \(path.logSafe)"
        case .noCampaigns(let pattern, let skipped):
            "no campaign in \(pattern.logSafe)" + (skipped > 0 ? " (\(skipped) JSON files skipped: none is a campaign)" : "")
        case .invalidCampaigns(let problems):
            problems.map(\.description).joined(separator: "\n")
        case .duplicateKey(let key, let paths):
            "\(paths.map(\.logSafe).joined(separator: " and ")) would both write their previews under \(key.logSafe)/; "
                + "rename one, or name the folder that holds both so their paths tell them apart"
        case .outsideRepository(let path, let pattern, let config):
            "\(config): campaigns: \(path) (reached by \"\(pattern)\") leads out of the folder of \(config) through a symbolic link; "
                + "refused (campaigns outside it can be given on the command line only)"
        }
    }
}
