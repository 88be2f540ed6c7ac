import RenderCore
/// The verdict on one output of one variant against its golden: a line of
/// the JSON result, a row of the reports.
public struct CheckedOutput: Codable, Hashable, Sendable {
    /// The verdict.
    public enum Status: String, Codable, Sendable, CaseIterable {
        /// Matches the golden (identical, or within the diff budget).
        case passed
        /// Differs from the golden.
        case failed
        /// No golden yet: a check fails, `record` writes it.
        case new
        /// The variant could not be rendered in this format.
        case error
    }

    /// What `golden record` did with the output.
    public enum Recording: String, Codable, Sendable, CaseIterable {
        case created, updated
    }

    /// The files a reviewer needs, relative to the folder of the result file.
    public struct Artifacts: Codable, Hashable, Sendable {
        /// A copy of the golden, so a result folder is complete on its own.
        public var expected: String?
        public var actual: String?
        /// The diff image (images only).
        public var diff: String?

        public init(expected: String? = nil, actual: String? = nil, diff: String? = nil) {
            self.expected = expected
            self.actual = actual
            self.diff = diff
        }
    }

    /// The image comparison's counts (images that were not identical).
    public struct PixelCounts: Codable, Hashable, Sendable {
        public var differing: Int
        public var antialiased: Int
        public var compared: Int
        public var ratio: Double
        /// `WxH`.
        public var expectedSize: String
        public var actualSize: String
        /// `X,Y,W,H`: the smallest rectangle holding every differing pixel.
        public var changedRegion: String?
        /// 16 hex digits hashing which pixels differ and their colours in
        /// both images (see `DiffResult.changeFingerprint`).
        public var changeFingerprint: String?

        public init(differing: Int, antialiased: Int, compared: Int, ratio: Double, expectedSize: String, actualSize: String,
                    changedRegion: String? = nil, changeFingerprint: String? = nil) {
            self.changedRegion = changedRegion
            self.changeFingerprint = changeFingerprint
            self.differing = differing
            self.antialiased = antialiased
            self.compared = compared
            self.ratio = ratio
            self.expectedSize = expectedSize
            self.actualSize = actualSize
        }
    }

    /// `<campaign>/<device>-<orientation>-<lang>-<size>.<ext>`.
    public var path: String
    /// The variant's name: `path` without the extension.
    public var variant: String
    /// The campaign's key (the folder part of `path`).
    public var campaign: String
    /// The campaign file, as its folder or pattern named it.
    public var campaignFile: String
    public var device: String
    public var orientation: String
    public var language: String
    public var textSize: String
    public var format: String
    /// How the output was compared with its golden (its renderer's choice),
    /// so a report read back from a result file shows pictures as pictures.
    public var comparison: OutputComparison
    public var status: Status
    /// One line: `identical`, the diff summary, `no golden`, or the error.
    public var summary: String
    /// The golden's path, relative to the config's folder when below it.
    public var golden: String?
    public var pixels: PixelCounts?
    public var artifacts: Artifacts?
    public var recorded: Recording?
    /// Seconds the comparison took (reading the golden, diffing, writing
    /// artifacts); rendering is shared by a variant's formats and not in it.
    /// For JUnit's `time`; the one value that differs between identical runs.
    public var seconds: Double?
    /// Passed without drawing: the check cache proved the frame identical to
    /// its golden (``GoldenCheckCache``).
    public var verifiedByCache: Bool? = nil
    /// For `.error`: an external renderer plugin failed, not this program.
    public var isPluginFailure: Bool?
    /// Whether a device would display the message in this variant.
    public var displayed: Bool
    public var notDisplayedReason: String?

    /// Passed, or recorded by this run.
    public var isGood: Bool { status == .passed || recorded != nil }
}
