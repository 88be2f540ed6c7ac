import Foundation
import JSONReading

/// A file taken as a campaign that does not decode, kept (rather than
/// thrown) for a command that reports it among other results, as `lint` does.
public struct InvalidCampaignFile: Sendable {
    /// The file, absolute and standardized.
    public let url: URL
    /// The path as the user's pattern or folder named it, for messages.
    public let displayPath: String
    public let error: InputProblems

    public init(url: URL, displayPath: String, error: InputProblems) {
        self.url = url
        self.displayPath = displayPath
        self.error = error
    }
}
