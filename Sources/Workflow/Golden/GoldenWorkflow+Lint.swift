import CampaignModel
import JSONReading
import LintRunner
import LintRules
import Pipeline

extension GoldenWorkflow {
    /// The workflow `preview-cli golden check` and `golden record` run: the
    /// config's variants, with lint's findings added to every variant's
    /// diagnostics (severities and suppressions from the config's `lint`
    /// section), so the accessibility and box-tree goldens it compares are
    /// the ones the command line writes. `GoldenWorkflow(config:)` alone
    /// leaves the findings out.
    ///
    /// ```swift
    /// let workflow = try GoldenWorkflow.linted(config: try PreviewConfig.load(from: url))
    /// let result = try workflow.run(try workflow.plan())
    /// ```
    /// - Throws: `InputProblems` when the `lint` section is invalid.
    public static func linted(config: PreviewConfig, jobs: Int = MatrixRunner.defaultJobs, shard: Shard? = nil)
        throws(InputProblems) -> GoldenWorkflow {
        GoldenWorkflow(config: config, jobs: jobs, shard: shard,
                       annotate: LintAnnotator.forPipeline(configuration: try config.lintConfiguration()))
    }
}

extension PreviewConfig {
    /// Lint's configuration from the `lint` section (default when absent).
    public func lintConfiguration() throws(InputProblems) -> LintConfiguration {
        guard let lint else { return LintConfiguration() }
        return try LintConfigurationDecoder.decode(section: lint)
    }
}
