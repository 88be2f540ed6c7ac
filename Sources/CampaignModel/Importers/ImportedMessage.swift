import JSONReading
/// A message read from a vendor's JSON (or our own format), mapped onto the
/// campaign model.
public struct ImportedMessage: Equatable, Sendable {
    /// The message as a campaign, ready for layout.
    public var campaign: Campaign
    /// In document order: one per vendor field the model cannot express,
    /// plus the warnings our own decoder gives (unknown keys, actions that
    /// fall back to `dismiss`, …).
    public var warnings: [InputProblem]
    /// The format the message was read as (given, or detected).
    public var source: MessageSource
    /// For Adobe messages only: the geometry the SDK draws the HTML body in.
    /// The campaign alone cannot carry it (see `AdobeFrame`).
    public var adobeFrame: AdobeFrame?
    /// Where the message sits in a file of several (a Firebase fetch
    /// response, an Adobe rules file); `nil` for a file of one message.
    public var entry: MessageEntry?

    public init(campaign: Campaign, warnings: [InputProblem] = [], source: MessageSource, adobeFrame: AdobeFrame? = nil,
                entry: MessageEntry? = nil) {
        self.campaign = campaign
        self.warnings = warnings
        self.source = source
        self.adobeFrame = adobeFrame
        self.entry = entry
    }
}

/// One message of a file that holds several.
public struct MessageEntry: Equatable, Sendable {
    /// 1-based, in document order: what `--message` takes.
    public var number: Int
    /// How many messages the file holds.
    public var count: Int
    /// The message's JSON path in the file, e.g. `messages[2]` or `rules[0].consequences[1]`.
    public var path: String

    public init(number: Int, count: Int, path: String) {
        self.number = number
        self.count = count
        self.path = path
    }
}
