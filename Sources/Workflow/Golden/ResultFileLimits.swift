import CampaignModel
import JSONReading

/// What a result file of `golden check` may hold. Result files come back from
/// CI artifacts, which a pull request's run produced (or its workflow
/// replaced), so `golden report` and `golden record --from` read them as
/// hostile input: every count and size in them has a cap, checked while the
/// file is read and before anything is sized by a number in it, and a file
/// over one is refused with its JSON path (`ResultFileReader`).
///
/// Each cap is far above what a real run writes: a result of 64 MiB (the
/// file cap) holds some 90,000 outputs. docs/security.md lists them.
public enum ResultFileLimits {
    /// The largest result file read.
    public static let maxBytes = 64 << 20
    /// Nesting and values of the JSON: a result is five levels deep at most
    /// (`outputs[i].pixels.differing`), and a value takes at least two bytes
    /// of the file, so the parse of a full-size file stays bounded.
    public static let json = JSONLimits(maximumDepth: 16, maximumValues: 4_000_000)
    /// Entries of `outputs`.
    public static let maxOutputs = 200_000
    /// Entries of `skipped`.
    public static let maxSkipped = 100_000
    /// Groups in each list of `tally` (one per reason or diagnostic code).
    public static let maxGroups = 10_000
    /// Lines of `unmatchedElementMasks`.
    public static let maxMaskLines = 10_000
    /// Variants and group counts in `tally`: no more than outputs, so sums over
    /// every shard of a run cannot overflow.
    public static let maxCount = maxOutputs
    /// Pixel counts: an image is at most 32767 x 32767 pixels.
    public static let maxPixels = 32_767 * 32_767
    /// `seconds` of one comparison: a week.
    public static let maxSeconds = 604_800.0

    /// UTF-8 bytes of each kind of string.
    public enum StringKind: Sendable {
        /// Device, orientation, language, text size, format, sizes, codes: one file name's worth.
        case name
        /// Output, golden, artifact, campaign and skipped-file paths.
        case path
        /// Summaries, messages and reasons, which quote campaign text and errors.
        case text

        public var maxBytes: Int {
            switch self {
            case .name: 255
            case .path: 4_096
            case .text: 65_536
            }
        }
    }
}
