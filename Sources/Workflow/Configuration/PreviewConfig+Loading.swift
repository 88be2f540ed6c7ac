import BoxTreeModel
import CampaignModel
import Foundation
import InputFiles
import HTMLSnapshot
import JSONReading
import Layout
import NumberText
import Pipeline
import RenderCore

extension PreviewConfig {
    static let topLevelKeys = [
        "$schema", "version", "campaigns", "matrix", "baseLanguage", "goldens", "output", "report", "diff",
        "assets", "values", "background", "placeholderArtwork", "pluginDirs", "pluginTimeout", "renderOptions", "lint",
        "pngScale", "artwork", "html", "maxVariants", "orphanedGoldens", "theme", "deviceFiles",
    ]
    static let artworkKeys = ["fetch", "cache", "timeout", "caFile", "allowFrom"]
    /// Config files are small; anything larger is not one.
    static let maximumFileSize = 1024 * 1024

    /// Reads `preview.json`. Every wrong value is reported at once; an
    /// unknown key is an error too (with the key probably meant), because a
    /// misspelt axis would silently shrink the matrix.
    ///
    /// The file is the repository's (in CI, possibly a pull request's), so
    /// every path it names, and every default place beside it that the run
    /// would write in (`.preview`), must stay inside its folder with links
    /// followed; one that leaves it is a located error (docs/security.md,
    /// "preview.json: the repository's folder only"). Plugins it names run
    /// only when the caller allows them (`RenderSettings.pluginPermission`).
    /// - Parameters:
    ///   - displayName: how messages name the file (default: the path as given).
    ///   - replacing: settings the caller gives itself (command-line flags):
    ///     the file's values for them are neither used nor judged, and the
    ///     caller sets them after loading.
    ///   - devices: the caller's devices (built-in, and those of its own
    ///     device files); the file's `deviceFiles` add theirs, and the
    ///     result is `render.devices`.
    public static func load(from url: URL, displayName: String? = nil, replacing: Set<ConfigSetting> = [],
                            devices: DeviceCatalog = .builtIn) throws(InputProblems) -> PreviewConfig {
        let root = try LocatedJSON.read(contentsOf: url, named: displayName, expected: "a readable config file", maximumSize: maximumFileSize)
        var config = PreviewConfig(directory: url.standardizedFileURL.deletingLastPathComponent())
        config.file = url.standardizedFileURL
        let folder = RepositoryFolder(config.directory)
        config.repository = folder
        config.render.pluginPermission = .callerChoicesOnly
        var reader = ConfigReader(file: root.file, folder: folder, replacing: replacing, devices: devices)
        config.read(root, with: &reader)
        config.render.devices = reader.deviceCatalog
        // Reading assigned the settings, which marks them as the caller's; they are the file's.
        config.repositorySettings = Set(ConfigSetting.allCases).subtracting(replacing)
        guard !reader.log.hasErrors else { throw InputProblems(problems: reader.log.errors) }
        config.warnings = reader.log.warnings
        return config
    }

    private mutating func read(_ root: LocatedJSON, with reader: inout ConfigReader) {
        guard let fields = reader.object(root, known: Self.topLevelKeys, expected: "a JSON object (the preview.json settings)") else {
            return
        }
        if let value = fields["version"], value.number != 1 {
            reader.log.error(value, expected: "1 (the only version of this format)")
        }
        if let value = fields["orphanedGoldens"] {
            let expected = "\"warning\" or \"error\" (what golden check makes of goldens no variant produces)"
            switch reader.log.string(value, expected: expected) {
            case "warning"?: orphanedGoldensFail = false
            case "error"?: orphanedGoldensFail = true
            case nil: break
            default: reader.log.error(value, expected: expected)
            }
        }
        if let value = fields["campaigns"] {
            campaigns = reader.log.strings(value, expected: "a path or glob pattern, or an array of them") ?? []
            if reader.uses(.campaigns) { reader.checkPatterns(value) }
        }
        // Before the matrices, which may name the devices they add.
        if let value = fields["deviceFiles"] { reader.readDeviceFiles(value) }
        if let value = fields["matrix"] { matrices = reader.matrices(value, checkingPatterns: reader.uses(.campaigns)) ?? matrices }
        if let value = fields["baseLanguage"], let code = reader.log.string(value, expected: "a language code such as en") {
            if LanguageCode.isValid(code) { baseLanguage = code } else { reader.log.error(value, expected: "a language code such as en") }
        }
        if let value = fields["goldens"], reader.uses(.goldens) { readGoldens(value, with: &reader) }
        if let value = fields["output"], reader.uses(.output), let path = reader.log.string(value, expected: "a folder path") {
            output = reader.path(path, at: value, what: "a folder", flag: "--output") ?? output
        }
        if let value = fields["report"], reader.uses(.report), let path = reader.log.string(value, expected: "a folder path") {
            report = reader.path(path, at: value, what: "a folder", flag: "--report")
        }
        if let value = fields["diff"] { diff = reader.diff(value) ?? diff }
        if let value = fields["theme"], reader.uses(.theme) { readTheme(value, with: &reader) }
        readRendering(fields, with: &reader)
        readLimits(fields, with: &reader)
        lint = fields["lint"]
        checkDefaults(fields, root: root, with: &reader)
    }

    /// The places the run writes in that the file leaves at their defaults
    /// (beside it): a committed link there must not carry the writes out.
    private func checkDefaults(_ fields: [String: LocatedJSON], root: LocatedJSON, with reader: inout ConfigReader) {
        var outputStays = true
        if reader.uses(.output), fields["output"] == nil {
            outputStays = reader.checkDefault(output, key: "output", shown: displayPath(output), what: "a folder", flag: "--output", in: root)
        }
        // The report goes below the output unless placed elsewhere; below a
        // caller's output folder it is the caller's (and below one already
        // refused, one problem says it all).
        if reader.uses(.report), reader.uses(.output), outputStays, report == nil {
            reader.checkDefault(reportDirectory, key: "report", shown: displayPath(reportDirectory), what: "a folder", flag: "--report", in: root)
        }
    }

    private mutating func readGoldens(_ value: LocatedJSON, with reader: inout ConfigReader) {
        let expected = "a folder path, or an object of format name to folder path"
        if value.string != nil {
            if let path = reader.log.string(value, expected: expected), let url = reader.path(path, at: value, what: "a folder", flag: "--goldens") {
                goldens = GoldenFolders(shared: url)
            }
        } else if value.isObject {
            var folders = GoldenFolders()
            for (name, folder) in reader.log.entries(of: value) {
                guard PluginSearch.isValidName(name) else {
                    reader.log.error(folder, expected: "a format name (lowercase letters, digits and '-')", found: "key \"\(name)\"")
                    continue
                }
                if let path = reader.log.string(folder, expected: "a folder path"),
                   let url = reader.path(path, at: folder, what: "a folder", flag: "--goldens") {
                    folders.byFormat[name] = url
                }
            }
            goldens = folders
        } else {
            reader.log.error(value, expected: expected)
        }
    }

    /// assets, values, background, placeholderArtwork, pluginDirs, pluginTimeout, renderOptions, pngScale.
    private mutating func readRendering(_ fields: [String: LocatedJSON], with reader: inout ConfigReader) {
        // Each path is judged before the file system is asked about it, so
        // nothing outside the folder is probed, read or written.
        if let value = fields["assets"], reader.uses(.assets), let path = reader.log.string(value, expected: "a folder path"),
           let url = reader.path(path, at: value, what: "a folder", flag: "--assets") {
            if isFolder(url) { render.assetsDirectory = url } else { reader.log.error(value, expected: "an existing folder", found: "\(value.summary) (no such folder)") }
        }
        if let value = fields["values"] { readValues(value, with: &reader) }
        if let value = fields["background"], reader.uses(.background),
           let text = reader.log.string(value, expected: "a colour #RRGGBB or an image path"),
           let source = text.hasPrefix("#") ? text : reader.path(text, at: value, what: "an image file", flag: "--background")?.path {
            do {
                render.background = try HostBackground.parse(source)
            } catch {
                reader.log.error(value, expected: "a colour #RGB, #RRGGBB or #RRGGBBAA, or a PNG or JPEG file", found: "\(value.summary) (\(error))")
            }
        }
        if let value = fields["artwork"] { readArtwork(value, with: &reader) }
        if let value = fields["html"] { readHTML(value, with: &reader) }
        if let value = fields["placeholderArtwork"] {
            render.drawsPlaceholderArtwork = reader.log.bool(value) ?? false
        }
        if let value = fields["pluginDirs"], let paths = reader.log.strings(value, expected: "a folder path, or an array of them") {
            // Kept apart from the caller's folders: a plugin found in one runs
            // only when the caller allows plugins (`PluginPermission`).
            let elements = value.elements ?? [value]
            render.repositoryPluginDirectories = zip(paths, elements).compactMap { path, element in
                reader.path(path, at: element, what: "a folder", flag: "--plugin-dir")?.path
            }
        }
        if let value = fields["pluginTimeout"] {
            render.pluginTimeout = reader.log.number(value, in: 0.001...3600, expected: "seconds, more than 0 and at most 3600") ?? render.pluginTimeout
        }
        if let value = fields["pngScale"] {
            // Whole scales only: a fractional one would round points to a blurry pixel grid.
            let expected = "1, 2 or 3 (the most pixels per point PNGs are drawn at)"
            if let scale = reader.log.integer(value, atLeast: 1, expected: expected) {
                if scale <= 3 { render.maximumScale = Double(scale) } else { reader.log.error(value, expected: expected) }
            }
        }
        var baseDirectory: LocatedJSON?
        if let value = fields["renderOptions"] {
            if value.isObject {
                for (key, option) in reader.log.entries(of: value) {
                    if key == BoxTreeJSONRenderer.baseDirectoryOption { baseDirectory = option }
                    if let text = option.string {
                        render.renderOptions[key] = text
                    } else if let flag = option.bool {
                        render.renderOptions[key] = String(flag)
                    } else if let number = option.number, number.isFinite {
                        render.renderOptions[key] = NumberText.plain(number)
                    } else {
                        reader.log.error(option, expected: "a string, number or bool")
                    }
                }
            } else {
                reader.log.error(value, expected: "an object of renderer options, e.g. {\"a11y.format\": \"json\"}")
            }
        }
        // Tree JSON names artwork relative to the repository, so its goldens
        // do not depend on where the checkout lives.
        if render.renderOptions[BoxTreeJSONRenderer.baseDirectoryOption] == nil {
            render.renderOptions[BoxTreeJSONRenderer.baseDirectoryOption] = directory.path
        } else if let base = render.renderOptions[BoxTreeJSONRenderer.baseDirectoryOption], let baseDirectory {
            render.renderOptions[BoxTreeJSONRenderer.baseDirectoryOption] =
                (reader.path(base, at: baseDirectory, what: "a folder", flag: nil) ?? directory).path
        }
    }

    /// `{"fetch": true, "cache": DIR, "timeout": SECONDS, "caFile": FILE,
    /// "allowFrom": [DIR, ...]}`: the fetch keys apply only when `fetch` is
    /// `"html": {"timeout": SECONDS}`: an HTML message's time budget. Only the
    /// budget: how the browser is shut in is the command line's alone
    /// (`--html-isolation`), since this file may come from a pull request.
    private mutating func readHTML(_ value: LocatedJSON, with reader: inout ConfigReader) {
        guard let fields = reader.object(value, known: ["timeout"], expected: "an object such as {\"timeout\": 10}") else { return }
        if let timeout = fields["timeout"],
           let seconds = reader.log.number(timeout, in: 0.1...HTMLSnapshotPolicy.maximumTimeout,
                                           expected: "a number of seconds from 0.1 to \(Int(HTMLSnapshotPolicy.maximumTimeout))") {
            render.html.timeout = seconds
        }
    }

    /// true (the cache defaults to `.preview/artwork-cache` beside the
    /// config); `allowFrom` alone needs no `fetch`.
    private mutating func readArtwork(_ value: LocatedJSON, with reader: inout ConfigReader) {
        guard let fields = reader.object(value, known: Self.artworkKeys,
                                         expected: "an object such as {\"fetch\": true, \"cache\": \".preview/artwork-cache\"}") else { return }
        if let folders = fields["allowFrom"] {
            let expected = "a list of folders artwork may also be read from, such as [\"brand-artwork\"]"
            if let elements = folders.elements, !elements.isEmpty {
                for element in elements {
                    guard let path = reader.log.string(element, expected: "a folder path"),
                          let url = reader.path(path, at: element, what: "a folder", flag: "--allow-artwork-from") else { continue }
                    if isFolder(url) {
                        render.allowedArtworkFolders.append(url)
                    } else {
                        reader.log.error(element, expected: "an existing folder (relative to preview.json)")
                    }
                }
            } else {
                reader.log.error(folders, expected: expected)
            }
            if fields.count == 1 { return }
        }
        var fetch = ArtworkFetcher.Settings(cache: resolve(".preview/artwork-cache"))
        if reader.uses(.artworkCache) {
            if let value = fields["cache"] {
                if let path = reader.log.string(value, expected: "a folder path"),
                   let url = reader.path(path, at: value, what: "a folder", flag: "--artwork-cache") {
                    fetch.cache = url
                }
            } else if fields["fetch"]?.bool == true {
                reader.checkDefault(fetch.cache, key: "artwork.cache", shown: displayPath(fetch.cache), what: "a folder",
                                    flag: "--artwork-cache", in: value)
            }
        }
        if let value = fields["timeout"] {
            fetch.timeout = reader.log.number(value, in: 0.001...600, expected: "seconds, more than 0 and at most 600") ?? fetch.timeout
        }
        if let value = fields["caFile"], reader.uses(.artworkCAFile),
           let path = reader.log.string(value, expected: "a PEM file of certificate authorities") {
            fetch.caFile = reader.path(path, at: value, what: "a file", flag: "--artwork-ca-file")?.path
        }
        guard let flag = fields["fetch"] else {
            reader.log.missing("fetch", in: value, expected: "true to fetch https artwork the asset folder lacks, or false")
            return
        }
        render.artworkFetch = reader.log.bool(flag) == true ? fetch : nil
    }

    /// A values file (relative to the config) or an inline object.
    private mutating func readValues(_ value: LocatedJSON, with reader: inout ConfigReader) {
        if let path = value.string, !path.isEmpty {
            // --values adds to these values rather than replacing them, so the file's path is always judged.
            guard let url = reader.path(path, at: value, what: "a values file", flag: "--values") else { return }
            do {
                render.values = try PlaceholderValuesDecoder.decode(contentsOf: url)
            } catch {
                // The values file's own problems name that file and their own path.
                error.problems.forEach { reader.log.add($0, at: value) }
            }
        } else if value.isObject {
            render.values = PlaceholderValuesDecoder.read(value, into: &reader.log)
        } else {
            reader.log.error(value, expected: "a values file path, or an object of placeholder values")
        }
    }

    private func isFolder(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
