import Pipeline

/// How big one run of `matrix`, `golden` or `lint` may be. A 13 KB campaign
/// with 500 localizations, at every device and text size, plans some 24,000
/// variants and gigabytes of PNGs; campaigns and `preview.json` come from
/// pull requests, so the size of a run is capped twice:
///
/// - the plan: a run that would lay out more than `maxVariants` variants is
///   refused before anything is laid out or drawn (`PlanError.tooManyVariants`);
/// - the disk: a run stops once its writes would pass `maxOutputBytes`
///   (`OutputBudget`), with every file written so far whole.
///
/// `--max-variants` and `"maxVariants"` in `preview.json` raise the first
/// (the config only up to `configVariantCeiling`, since a pull request may
/// edit it); only the command line's `--max-output-bytes` sets the second.
public struct RunLimits: Hashable, Sendable {
    /// The default variant limit: far more than a reviewer can look at, far
    /// fewer than a hostile campaign asks for.
    public static let defaultMaxVariants = 5_000
    /// The most `"maxVariants"` in `preview.json` may ask for; the command line may go higher.
    public static let configVariantCeiling = 100_000
    /// The default output budget (`OutputBudget.defaultLimit`).
    public static let defaultMaxOutputBytes = OutputBudget.defaultLimit

    /// Variants one run may plan, across every matrix and every shard.
    public var maxVariants: Int
    /// Bytes one run may write.
    public var maxOutputBytes: Int

    public init(maxVariants: Int = RunLimits.defaultMaxVariants, maxOutputBytes: Int = RunLimits.defaultMaxOutputBytes) {
        self.maxVariants = maxVariants
        self.maxOutputBytes = maxOutputBytes
    }
}
