import CampaignModel
import Foundation
import InputFiles
import JSONReading
import Pipeline

/// `preview.json`: what a repository's CI renders and checks. Every path in
/// it is relative to the file's own folder. Command-line flags override it
/// (see `MatrixOverrides`). The format is documented in docs/ci.md.
public struct PreviewConfig: Sendable {
    /// The name `golden check` looks for in the current folder.
    public static let fileName = RepositoryFolder.configFileName

    /// The file it was read from; `nil` for a config made from flags alone.
    public var file: URL?
    /// What relative paths and campaign patterns are relative to.
    public var directory: URL
    /// Campaign files, folders or glob patterns, for matrices without their own.
    /// Setting them after `load` makes them the caller's (see `repositorySettings`).
    public var campaigns: [String] { didSet { repositorySettings.remove(.campaigns) } }
    /// One or more matrices; the run renders the union of their variants.
    public var matrices: [VariantMatrix]
    /// The language of a campaign's untranslated text, for `languages: campaign`.
    public var baseLanguage: String
    /// The goldens folders; set after `load`, the caller's.
    public var goldens: GoldenFolders { didSet { repositorySettings.remove(.goldens) } }
    /// Where check results and the actual outputs of failures go (`.preview`);
    /// set after `load`, the caller's.
    public var output: URL { didSet { repositorySettings.remove(.output) } }
    /// Where the HTML, JUnit and JSON reports go; `nil` means `<output>/report`.
    /// Set after `load`, the caller's.
    public var report: URL? { didSet { repositorySettings.remove(.report) } }
    public var diff: DiffSettings
    public var render: RenderSettings
    /// The `lint` section, with its file and JSON path, for lint to read
    /// (`LintConfigurationDecoder`); `preview.json` does not judge it.
    public var lint: LocatedJSON?
    /// Unknown keys and other things worth a warning, one line each.
    public var warnings: [InputProblem]
    /// The folder `preview.json`'s own paths must stay in (its folder), set
    /// by `load`; `nil` for a config made in code or from flags alone, whose
    /// paths are all the caller's.
    public var repository: RepositoryFolder?
    /// The settings whose values are still the file's (or its defaults, such
    /// as `.preview`), so must stay in `repository`: everything `load` was not
    /// told the caller replaces, less what the caller set since (assigning
    /// `campaigns`, `goldens`, `output` or `report` makes it the caller's).
    /// Campaigns found through them are checked again as they are found, and
    /// a golden run's own folders below a repository `output` before it
    /// writes (`GoldenWorkflow`).
    public var repositorySettings: Set<ConfigSetting>
    /// How many variants a run may plan and how many bytes it may write.
    public var limits = RunLimits()
    /// `"orphanedGoldens": "error"`: goldens no variant produces fail a
    /// whole `golden check` instead of being a warning.
    public var orphanedGoldensFail = false

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
        repositorySettings = []
    }

    /// `repository` when the value of `setting` is still the file's, else `nil`
    /// (the caller's choice, used as given).
    public func confinement(of setting: ConfigSetting) -> RepositoryFolder? {
        repositorySettings.contains(setting) ? repository : nil
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
