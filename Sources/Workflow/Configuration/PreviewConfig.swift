import CampaignModel
import Foundation

/// `preview.json`: what a repository's CI renders and checks. Every path in
/// it is relative to the file's own folder. Command-line flags override it
/// (see `MatrixOverrides`). The format is documented in docs/ci.md.
public struct PreviewConfig: Sendable {
    /// The name `golden check` looks for in the current folder.
    public static let fileName = "preview.json"

    /// The file it was read from; `nil` for a config made from flags alone.
    public var file: URL?
    /// What relative paths and campaign patterns are relative to.
    public var directory: URL
    /// Campaign files, folders or glob patterns, for matrices without their own.
    public var campaigns: [String]
    /// One or more matrices; the run renders the union of their variants.
    public var matrices: [VariantMatrix]
    /// The language of a campaign's untranslated text, for `languages: campaign`.
    public var baseLanguage: String
    public var goldens: GoldenFolders
    /// Where check results and the actual outputs of failures go (`.preview`).
    public var output: URL
    /// Where the HTML, JUnit and JSON reports go; `nil` means `<output>/report`.
    public var report: URL?
    public var diff: DiffSettings
    public var render: RenderSettings
    /// The `lint` section, with its file and JSON path, for lint to read
    /// (`LintConfigurationDecoder`); `preview.json` does not judge it.
    public var lint: LocatedJSON?
    /// Unknown keys and other things worth a warning, one line each.
    public var warnings: [InputProblem]
    /// How many variants a run may plan and how many bytes it may write.
    public var limits = RunLimits()

    /// A config with the defaults, relative to `directory`.
    public init(directory: URL) {
        self.directory = directory.standardizedFileURL
        campaigns = []
        matrices = [VariantMatrix()]
        baseLanguage = VariantMatrix.defaultBaseLanguage
        goldens = GoldenFolders()
        output = self.directory.appendingPathComponent(".preview")
        diff = DiffSettings()
        render = RenderSettings()
        warnings = []
    }

    /// The report folder in effect.
    public var reportDirectory: URL { report ?? output.appendingPathComponent("report") }

    /// A path of the config made absolute: relative ones are relative to `directory`.
    public func resolve(_ path: String) -> URL {
        (path.hasPrefix("/") ? URL(fileURLWithPath: path) : directory.appendingPathComponent(path)).standardizedFileURL
    }

    /// `path` relative to `directory` when below it, for messages and reports.
    public func displayPath(_ url: URL) -> String {
        let base = directory.path.hasSuffix("/") ? directory.path : directory.path + "/"
        let path = url.standardizedFileURL.path
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }

    /// `preview.json` in `directory`, if there is one.
    public static func locate(in directory: URL) -> URL? {
        let candidate = directory.appendingPathComponent(fileName)
        return FileManager.default.fileExists(atPath: candidate.path) ? candidate : nil
    }
}
