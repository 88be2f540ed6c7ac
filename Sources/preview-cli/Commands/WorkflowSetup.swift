import ArgumentParsing
import Assets
import LintRunner
import RenderCore
import LintRules
import Foundation
import Layout
import Workflow
import Pipeline

/// Builds the run's `PreviewConfig` from `--config` (or `./preview.json`
/// when `lookForConfig`), then lays the command line over it.
enum WorkflowSetup {
    static var currentDirectory: URL { URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL }

    /// - Parameters:
    ///   - lookForConfig: use `./preview.json` when `--config` is not given.
    ///   - defaultMatrix: the matrix when there is no config file (`lint`'s differs).
    static func config(_ arguments: ParsedArguments, lookForConfig: Bool, defaultMatrix: VariantMatrix = VariantMatrix(),
                       console: Console) throws -> PreviewConfig {
        var config: PreviewConfig
        let replaced = replacedSettings(arguments)
        // The caller's device files first: the config's matrices may name their devices.
        let devices = try RenderFlags.devices(arguments)
        if let path = arguments.value(MatrixFlags.config) {
            config = try load(URL(fileURLWithPath: path), name: path, replacing: replaced, devices: devices)
        } else if lookForConfig, let found = PreviewConfig.locate(in: currentDirectory) {
            config = try load(found, name: PreviewConfig.fileName, replacing: replaced, devices: devices)
        } else {
            config = PreviewConfig(directory: currentDirectory)
            config.matrices = [defaultMatrix]
            config.render.devices = devices
        }
        for warning in config.warnings { console.warning(warning.description) }
        var overrides = try MatrixFlags.overrides(arguments, base: config.directory.path, currentDirectory: currentDirectory.path,
                                                  devices: config.render.devices)
        overrides.themes = try MatrixFlags.themeList(arguments, console: console)
        config = overrides.applied(to: config)
        config.render = try RenderFlags.apply(arguments, to: config.render)
        if let theme = arguments.value(RenderCommand.theme) { config.render.theme = try runTheme(theme, console: console) }
        if try pluginsAllowed(arguments, environment: ProcessInfo.processInfo.environment) {
            config.render.pluginPermission.allowsEveryPlugin = true
        }
        config.limits = try MatrixFlags.limits(arguments, over: config.limits)
        return config
    }

    private static func load(_ url: URL, name: String, replacing: Set<ConfigSetting>, devices: DeviceCatalog) throws -> PreviewConfig {
        do {
            return try PreviewConfig.load(from: url, displayName: name, replacing: replacing, devices: devices)
        } catch {
            throw InputError.problems(error.problems.map(\.description))
        }
    }

    /// The config's settings the command line gives itself: preview.json's
    /// values for them are neither used nor held to its folder.
    static func replacedSettings(_ arguments: ParsedArguments) -> Set<ConfigSetting> {
        var replaced: Set<ConfigSetting> = []
        if !arguments.values(MatrixFlags.campaigns).isEmpty { replaced.insert(.campaigns) }
        let flags: [(Option, ConfigSetting)] = [
            (GoldenFlags.goldens, .goldens), (GoldenFlags.output, .output), (GoldenFlags.report, .report),
            (RenderCommand.assets, .assets), (RenderCommand.background, .background),
            (RenderCommand.artworkCache, .artworkCache), (RenderCommand.artworkCAFile, .artworkCAFile),
            (RenderCommand.theme, .theme), (MatrixFlags.themes, .theme),
        ]
        for (option, setting) in flags where arguments.wasGiven(option) { replaced.insert(setting) }
        return replaced
    }

    /// Whether the caller lets plugins run that preview.json alone asks for:
    /// `--allow-plugins`, or `MESSAGEPREVIEW_ALLOW_PLUGINS=1` (for a CI
    /// configuration that sets it once). Any other value of the variable but
    /// empty and `0` is refused rather than guessed at.
    static func pluginsAllowed(_ arguments: ParsedArguments, environment: [String: String]) throws -> Bool {
        if arguments.isSet(MatrixFlags.allowPlugins) { return true }
        guard let allowed = PluginPermission.allowedByEnvironment(environment) else {
            let value = environment[PluginPermission.environmentVariable] ?? ""
            throw InputError.problems(["\(PluginPermission.environmentVariable) is \"\(value.prefix(40))\": "
                                       + "expected 1 (let preview.json's plugins run) or 0"])
        }
        return allowed
    }

    /// Every asset folder the plan's campaigns use: a `manifest.json` that
    /// cannot be read is an input error before anything is rendered.
    static func checkManifests(of plan: VariantPlan, settings: RenderSettings) throws {
        var checked = Set<String>()
        for campaign in plan.campaigns {
            guard let folder = settings.assetsDirectory(for: campaign), checked.insert(folder.path).inserted else { continue }
            do {
                try AssetFolder.checkManifest(in: folder)
            } catch {
                throw InputError.problems(error.problems.map(\.description))
            }
        }
    }

    /// A folder given on the command line with `option`, absolute. `-` is
    /// refused: standard output holds one file, not a folder of them.
    static func folder(_ path: String, option: Option) throws -> URL {
        if path == "-" {
            throw ArgumentError.invalidValue(option: option.displayName, value: path,
                                             reason: "this is a folder of files, which standard output cannot hold; give a folder")
        }
        return URL(fileURLWithPath: path, relativeTo: currentDirectory).standardizedFileURL
    }

    /// Lint's severities and suppressions from the config's `lint` section, for
    /// `lint` and for the findings `matrix` and `golden` add to their outputs.
    static func lintConfiguration(_ config: PreviewConfig) throws -> LintConfiguration {
        do {
            return try config.lintConfiguration()
        } catch {
            throw InputError.problems(error.description.components(separatedBy: "\n"))
        }
    }
}
