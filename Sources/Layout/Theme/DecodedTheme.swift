import CampaignModel
import JSONReading

/// A theme file that decoded without errors, with what it said about itself
/// and the warnings met on the way (unknown keys, repeated keys).
public struct DecodedTheme: Sendable, Equatable {
    public var theme: Theme
    /// The file's one-line `description`, if it has one.
    public var description: String?
    /// The file's `notes`: free text on where its values come from.
    public var notes: [String]
    /// The built-in theme the file `extends`; `nil` means it starts from `gameball`.
    public var extends: String?
    /// In document order.
    public var warnings: [InputProblem]

    public init(theme: Theme, description: String? = nil, notes: [String] = [], extends: String? = nil, warnings: [InputProblem] = []) {
        self.theme = theme
        self.description = description
        self.notes = notes
        self.extends = extends
        self.warnings = warnings
    }
}
