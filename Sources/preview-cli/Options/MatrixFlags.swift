import ArgumentParsing
import Foundation
import BoxTreeModel
import CampaignModel
import Layout
import Pipeline
import RenderCore
import Workflow

/// The matrix's options, shared by `matrix`, `golden check` and `golden
/// record`: declared once, parsed into `MatrixOverrides`. Each given flag
/// replaces that axis of every matrix of the config.
enum MatrixFlags {
    static let noContactSheet = Option.flag(
        "no-contact-sheet",
        help: "Do not draw the contact sheets: one PNG per campaign, <campaign>.contact-sheet.png beside its outputs (golden check: "
            + "in OUTPUT/RUN/), every variant side by side and labelled, the ones not displayed framed in red.")
    static let campaigns = Positional(
        "PATHS", arity: .variadic,
        help: "Campaign files, folders (searched recursively for campaign JSON) or glob patterns such as 'campaigns/**/*.json'; "
            + "- reads one campaign from standard input (named stdin in outputs).")
    static let devices = Option.value(
        "devices", valueName: "LIST|all", help: "Devices, comma-separated ('preview-cli devices' lists them), or all.")
    static let orientations = Option.value(
        "orientations", valueName: "LIST|all", help: "portrait, landscape, or all.")
    static let languages = Option.value(
        "langs", valueName: "LIST|campaign",
        help: "Language codes, comma-separated (ar, he, fa, ur lay out right-to-left), or 'campaign' (also 'all'): "
            + "each campaign's base language and its localizations.")
    static let textSizes = Option.value(
        "text-sizes", valueName: "LIST|all", help: "Dynamic Type sizes, comma-separated (xs s m l xl xxl xxxl ax1 ... ax5), or all.")
    static let appearances = Option.value(
        "appearances", valueName: "LIST|all",
        help: "light, dark, or all (both): the host screen, the status bar and HTML pages' prefers-color-scheme; "
            + "dark variants' files end in -dark.")
    static let themes = Option.value(
        "themes", valueName: "LIST",
        help: "Draw every variant in each of these themes (built-in names or theme files, comma-separated); with more than one, "
            + "file names end in the theme's name (-braze). Replaces preview.json's theme and each matrix's theme and themes.")
    static let formats = Option.value(
        "formats", valueName: "LIST|all", help: "Output formats, comma-separated (png, a11y, json, a plugin's name), or all built-in ones.")
    static let jobs = Option.value(
        "jobs", short: "j", valueName: "N", help: "Render on N threads, each with its own font system (default: the number of cores).")
    static let shard = Option.value(
        "shard", valueName: "I/N", help: "Render only part I of N (1-based), for N parallel CI jobs; the parts never overlap.")
    static let config = Option.value(
        "config", valueName: "FILE",
        help: "Read settings from this preview.json (paths in it are relative to its folder and must stay inside it).")
    static let allowPlugins = Option.flag(
        "allow-plugins",
        help: "Let external renderer plugins run that preview.json alone asks for (a format only it names, or a plugin in its "
            + "pluginDirs); without it they are refused. Also MESSAGEPREVIEW_ALLOW_PLUGINS=1.")

    static let maxVariants = Option.value(
        "max-variants", valueName: "N",
        help: "Refuse a plan of more than N variants before anything is laid out (default \(RunLimits.defaultMaxVariants), "
            + "or \"maxVariants\" in preview.json).")
    static let maxOutputBytes = Option.value(
        "max-output-bytes", valueName: "BYTES",
        help: "Stop the run once its files would pass BYTES in all (default 2GiB; suffixes KiB, MiB, GiB); every file written "
            + "so far is whole.")

    static let axisOptions = [devices, orientations, languages, textSizes, appearances, themes, formats]
    /// The run's limits, for every command that renders or walks a plan.
    static let limitOptions = [maxVariants, maxOutputBytes]

    /// The axes the command line sets, checked; campaign paths made relative
    /// to `base` (the config's folder) when it is not the current folder.
    /// - Parameter catalog: the run's devices, which `--devices` may name.
    static func overrides(_ arguments: ParsedArguments, base: String, currentDirectory: String,
                          devices catalog: DeviceCatalog) throws -> MatrixOverrides {
        var overrides = MatrixOverrides()
        let paths = arguments.values(campaigns)
        if !paths.isEmpty {
            overrides.campaigns = base == currentDirectory ? paths : paths.map { $0.hasPrefix("/") ? $0 : currentDirectory + "/" + $0 }
        }
        if let text = arguments.value(devices) {
            let ids = catalog.ids
            overrides.devices = try axis(text, option: devices) {
                ids.contains($0) ? nil : "expected device ids among \(ids.joined(separator: ", ")), or all (or add a device with --device-file)"
            }
        }
        if let text = arguments.value(orientations) {
            overrides.orientations = try axis(text, option: orientations) {
                Orientation(rawValue: $0) == nil ? "expected portrait, landscape, or all" : nil
            }.map { Orientation(rawValue: $0)! }
        }
        if let text = arguments.value(languages) {
            if text == "campaign" || text == "all" {
                overrides.languages = .campaign
            } else {
                overrides.languages = .list(try list(text, option: languages) {
                    LanguageCode.isValid($0) ? nil : "expected language codes such as en,ar,pt-BR, or campaign"
                })
            }
        }
        if let text = arguments.value(textSizes) {
            overrides.textSizes = try axis(text, option: textSizes) {
                ContentSizeCategory(name: $0) == nil ? "expected sizes among \(ContentSizeCategory.allCases.map(\.shortName).joined(separator: ", ")), or all" : nil
            }.map { ContentSizeCategory(name: $0)! }
        }
        if let text = arguments.value(appearances) {
            overrides.appearances = try axis(text, option: appearances) {
                Appearance(rawValue: $0) == nil ? "expected light, dark, or all" : nil
            }.map { Appearance(rawValue: $0)! }
        }
        if let text = arguments.value(formats) {
            overrides.formats = try axis(text, option: formats) {
                PluginSearch.isValidName($0) ? nil : "'\($0)' is not a format name (lowercase letters, digits and '-')"
            }
        }
        return overrides
    }

    /// `--themes a,b`: each resolved as `--theme` is; their file-name parts
    /// must differ. `nil` without the flag.
    static func themeList(_ arguments: ParsedArguments, console: Console) throws -> [VariantTheme]? {
        guard let text = arguments.value(themes) else { return nil }
        if arguments.value(RenderCommand.theme) != nil {
            throw ArgumentError.invalidValue(option: themes.displayName, value: text,
                                             reason: "--theme draws everything in one theme: give one of --theme and --themes")
        }
        let names = try list(text, option: themes) { _ in nil }
        guard names.count <= 16 else {
            throw ArgumentError.invalidValue(option: themes.displayName, value: text, reason: "expected at most 16 themes")
        }
        var chosen: [VariantTheme] = []
        for name in names {
            let theme = VariantTheme(name: name, theme: try runTheme(name, console: console))
            if let other = chosen.first(where: { $0.fileNamePart == theme.fileNamePart }) {
                throw ArgumentError.invalidValue(option: themes.displayName, value: text,
                                                 reason: "'\(name)' and '\(other.name)' would both be named '\(theme.fileNamePart)' in file names")
            }
            chosen.append(theme)
        }
        return chosen
    }

    /// `-j N`: 1 to 256.
    static func jobCount(_ arguments: ParsedArguments) throws -> Int {
        guard let text = arguments.value(jobs) else { return MatrixRunner.defaultJobs }
        guard let count = Int(text), (1...256).contains(count) else {
            throw ArgumentError.invalidValue(option: jobs.displayName, value: text, reason: "expected a number of threads from 1 to 256")
        }
        return count
    }

    /// `--max-variants N` and `--max-output-bytes BYTES` over the config's limits.
    static func limits(_ arguments: ParsedArguments, over limits: RunLimits) throws -> RunLimits {
        var limits = limits
        if let text = arguments.value(maxVariants) {
            guard let count = Int(text), count >= 1 else {
                throw ArgumentError.invalidValue(option: maxVariants.displayName, value: text, reason: "expected a whole number of variants, 1 or more")
            }
            limits.maxVariants = count
        }
        if let text = arguments.value(maxOutputBytes) {
            guard let bytes = byteCount(text), bytes >= 1 else {
                throw ArgumentError.invalidValue(option: maxOutputBytes.displayName, value: text,
                                                 reason: "expected a number of bytes, 1 or more, optionally with KiB, MiB or GiB (e.g. 4GiB)")
            }
            limits.maxOutputBytes = bytes
        }
        return limits
    }

    /// `1500`, `512KiB`, `64 MiB`, `4GiB` (`K`, `M`, `G` alike, all powers of 1024), or nil.
    static func byteCount(_ text: String) -> Int? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let digits = trimmed.prefix { $0.isASCII && $0.isNumber }
        let unit = trimmed.dropFirst(digits.count).trimmingCharacters(in: .whitespaces).lowercased()
        let shifts = ["": 0, "b": 0, "k": 10, "kib": 10, "m": 20, "mib": 20, "g": 30, "gib": 30]
        guard !digits.isEmpty, let number = Int(digits), let shift = shifts[unit] else { return nil }
        let (bytes, overflow) = number.multipliedReportingOverflow(by: 1 << shift)
        return overflow ? nil : bytes
    }

    static func shardPart(_ arguments: ParsedArguments) throws -> Shard? {
        guard let text = arguments.value(shard) else { return nil }
        guard let part = Shard(parsing: text) else {
            throw ArgumentError.invalidValue(option: shard.displayName, value: text,
                                             reason: "expected I/N with 1 <= I <= N <= \(Shard.maxCount), e.g. 2/4")
        }
        return part
    }

    /// `all`, or a comma-separated list each of whose items `check` accepts.
    private static func axis(_ text: String, option: Option, check: (String) -> String?) throws -> AxisSelection<String> {
        text == "all" ? .all : .list(try list(text, option: option, check: check))
    }

    private static func list(_ text: String, option: Option, check: (String) -> String?) throws -> [String] {
        let items = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        for item in items {
            if item.isEmpty { throw ArgumentError.invalidValue(option: option.displayName, value: text, reason: "an item of the list is empty") }
            if let reason = check(item) { throw ArgumentError.invalidValue(option: option.displayName, value: text, reason: reason) }
        }
        return items
    }
}
