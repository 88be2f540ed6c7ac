import CampaignModel
import Foundation

/// A section of `preview.json` that another command owns (`lint`), kept as
/// it was written for that command to decode, with where it came from so
/// its messages can name the file and the JSON path.
public struct RawJSONSection: Hashable, Sendable {
    /// The config file as the user named it.
    public let file: String
    /// The section's JSON path in the file, e.g. `lint`.
    public let path: String
    public let value: JSONValue

    public init(file: String, path: String, value: JSONValue) {
        self.file = file
        self.path = path
        self.value = value
    }

    /// The section as JSON text (keys sorted), for `JSONDecoder`.
    public var data: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding a JSONValue cannot fail: every case maps to JSON.
        return (try? encoder.encode(value)) ?? Data("null".utf8)
    }
}
