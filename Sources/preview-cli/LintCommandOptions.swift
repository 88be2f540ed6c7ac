import Layout
import Lint

/// Everything `preview-cli lint` was asked to do, parsed and validated.
struct LintCommandOptions: Sendable {
    enum Format: String, Sendable {
        case text, json, junit
    }

    /// Files and folders as given (they exist).
    var paths: [String]
    var matrix: VariantMatrix
    /// `--values`, read; `nil` means each campaign's sibling values.json.
    var values: [String: String]?
    /// `--assets` (exists); `nil` means each campaign's sibling assets/.
    var assetsDirectory: String?
    var configuration: LintConfiguration
    var format: Format
    /// `-o`: where the report goes (its folder exists); `nil` for stdout.
    var outputPath: String?
}
