import LintRunner
import LintRules
import Workflow

/// Everything `preview-cli lint` was asked to do, parsed and validated.
struct LintCommandOptions: Sendable {
    enum Format: String, Sendable {
        case text, json, junit
    }

    /// `./preview.json` or `--config` with the matrix flags over it, or
    /// `VariantMatrix.lintDefault` with the flags over it when there is no config.
    var config: PreviewConfig
    /// Whether `--values` or the config gave placeholder values; otherwise
    /// each campaign uses the values.json beside it.
    var hasValues: Bool
    var configuration: LintConfiguration
    var format: Format
    /// `-o`: where the report goes (its folder exists); `nil` for stdout.
    var outputPath: String?
}
