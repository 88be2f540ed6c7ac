import BoxTreeModel
import CampaignModel
import Foundation

/// A section of `preview.json` that another command owns (`lint`), kept as
/// it was written, byte for byte, for that command to decode with its own
/// types, with where it came from so its messages can name the file and the
/// JSON path.
public struct RawJSONSection: Hashable, Sendable {
    /// The config file as the user named it.
    public let file: String
    /// The section's JSON path in the file, e.g. `lint`.
    public let path: String
    /// The section, parsed.
    public let value: JSONValue
    /// The section's JSON text exactly as the file holds it (key order,
    /// number spelling and all), for `JSONDecoder` or any other reader.
    public let data: Data

    /// - Parameter data: the section's text; when `nil`, `value` is written out (keys sorted).
    public init(file: String, path: String, value: JSONValue, data: Data? = nil) {
        self.file = file
        self.path = path
        self.value = value
        if let data {
            self.data = data
        } else {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            // Encoding a JSONValue cannot fail: every case maps to JSON.
            self.data = (try? encoder.encode(value)) ?? Data("null".utf8)
        }
    }
}
