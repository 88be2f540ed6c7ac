/// What one `golden check` or `golden record` run found: the JSON file a
/// shard leaves for `golden report` to merge, and what the reports show.
/// Artifact paths are relative to the folder the file is written in.
public struct GoldenRunResult: Codable, Hashable, Sendable {
    /// The version of this file's format.
    public static let currentVersion = 1

    public var version: Int
    /// The part of the matrix this run covered; `nil` for all of it.
    public var shard: Shard?
    /// Set for `golden record` runs.
    public var recordMode: RecordMode?
    /// Every output of every variant of the run, sorted by path.
    public var outputs: [CheckedOutput]
    public var tally: RunTally
    /// JSON files the campaign folders held that are not campaigns.
    public var skipped: [SkippedFile]
    /// One line for each element an ignore rule names that no variant of
    /// this run laid out (a misspelt identifier masks nothing); `nil` when
    /// every named element was found. Not part of `passed`: `golden check`
    /// reports it as a preview.json error for a whole run, and as a warning
    /// for a shard, which may simply not hold the variants with that element.
    public var unmatchedElementMasks: [String]?

    public init(shard: Shard?, recordMode: RecordMode?, outputs: [CheckedOutput], tally: RunTally, skipped: [SkippedFile]) {
        version = Self.currentVersion
        self.shard = shard
        self.recordMode = recordMode
        self.outputs = outputs.sorted { $0.path < $1.path }
        self.tally = tally
        self.skipped = skipped
    }

    /// Outputs with `status` that no recording fixed.
    public func count(_ status: CheckedOutput.Status) -> Int {
        outputs.filter { $0.status == status && $0.recorded == nil }.count
    }

    /// Goldens this run wrote.
    public var recordedCount: Int { outputs.filter { $0.recorded != nil }.count }

    /// Every output matches its golden (or was just recorded).
    public var passed: Bool { outputs.allSatisfy(\.isGood) }

    /// Outputs that could not be rendered because this program failed (not a plugin).
    public var internalFailures: [CheckedOutput] { outputs.filter { $0.status == .error && $0.isPluginFailure == false } }
    /// Outputs an external renderer plugin failed to render.
    public var pluginFailures: [CheckedOutput] { outputs.filter { $0.status == .error && $0.isPluginFailure == true } }

    /// Outputs a reviewer must look at: failed, new and errors not fixed by recording.
    public var problems: [CheckedOutput] { outputs.filter { !$0.isGood } }
}
