import BoxTreeModel
import CampaignModel
import Foundation
import Layout
import NumberText
import PreviewKit
import RenderCore

extension PreviewConfig {
    static let topLevelKeys = [
        "$schema", "version", "campaigns", "matrix", "baseLanguage", "goldens", "output", "report", "diff",
        "assets", "values", "background", "placeholderArtwork", "pluginDirs", "pluginTimeout", "renderOptions", "lint",
        "pngScale", "artwork", "maxVariants",
    ]
    static let artworkKeys = ["fetch", "cache", "timeout", "caFile", "allowFrom"]
    /// Config files are small; anything larger is not one.
    static let maximumFileSize = 1024 * 1024

    /// Reads `preview.json`. Every wrong value is reported at once; an
    /// unknown key is an error too (with the key probably meant), because a
    /// misspelt axis would silently shrink the matrix.
    /// - Parameter displayName: how messages name the file (default: the path as given).
    public static func load(from url: URL, displayName: String? = nil) throws(CampaignDecodingError) -> PreviewConfig {
        let root = try LocatedJSON.read(contentsOf: url, named: displayName, expected: "a readable config file", maximumSize: maximumFileSize)
        var config = PreviewConfig(directory: url.standardizedFileURL.deletingLastPathComponent())
        config.file = url.standardizedFileURL
        var reader = ConfigReader(file: root.file)
        config.read(root, with: &reader)
        guard !reader.log.hasErrors else { throw CampaignDecodingError(problems: reader.log.errors) }
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
        if let value = fields["campaigns"] {
            campaigns = reader.log.strings(value, expected: "a path or glob pattern, or an array of them") ?? []
        }
        if let value = fields["matrix"] { matrices = reader.matrices(value) ?? matrices }
        if let value = fields["baseLanguage"], let code = reader.log.string(value, expected: "a language code such as en") {
            if LanguageCode.isValid(code) { baseLanguage = code } else { reader.log.error(value, expected: "a language code such as en") }
        }
        if let value = fields["goldens"] { readGoldens(value, with: &reader) }
        if let value = fields["output"], let path = reader.log.string(value, expected: "a folder path") { output = resolve(path) }
        if let value = fields["report"], let path = reader.log.string(value, expected: "a folder path") { report = resolve(path) }
        if let value = fields["diff"] { diff = reader.diff(value) ?? diff }
        readRendering(fields, with: &reader)
        readLimits(fields, with: &reader)
        lint = fields["lint"]
    }

    private mutating func readGoldens(_ value: LocatedJSON, with reader: inout ConfigReader) {
        let expected = "a folder path, or an object of format name to folder path"
        if value.string != nil {
            if let path = reader.log.string(value, expected: expected) { goldens = GoldenFolders(shared: resolve(path)) }
        } else if value.isObject {
            var folders = GoldenFolders()
            for (name, folder) in reader.log.entries(of: value) {
                guard PluginSearch.isValidName(name) else {
                    reader.log.error(folder, expected: "a format name (lowercase letters, digits and '-')", found: "key \"\(name)\"")
                    continue
                }
                if let path = reader.log.string(folder, expected: "a folder path") { folders.byFormat[name] = resolve(path) }
            }
            goldens = folders
        } else {
            reader.log.error(value, expected: expected)
        }
    }

    /// assets, values, background, placeholderArtwork, pluginDirs, pluginTimeout, renderOptions, pngScale.
    private mutating func readRendering(_ fields: [String: LocatedJSON], with reader: inout ConfigReader) {
        if let value = fields["assets"], let path = reader.log.string(value, expected: "a folder path") {
            let url = resolve(path)
            if isFolder(url) { render.assetsDirectory = url } else { reader.log.error(value, expected: "an existing folder", found: "\(value.summary) (no such folder)") }
        }
        if let value = fields["values"] { readValues(value, with: &reader) }
        if let value = fields["background"], let text = reader.log.string(value, expected: "a colour #RRGGBB or an image path") {
            do {
                render.background = try HostBackground.parse(text.hasPrefix("#") ? text : resolve(text).path)
            } catch {
                reader.log.error(value, expected: "a colour #RGB, #RRGGBB or #RRGGBBAA, or a PNG or JPEG file", found: "\(value.summary) (\(error))")
            }
        }
        if let value = fields["artwork"] { readArtwork(value, with: &reader) }
        if let value = fields["placeholderArtwork"] {
            render.drawsPlaceholderArtwork = reader.log.bool(value) ?? false
        }
        if let value = fields["pluginDirs"], let paths = reader.log.strings(value, expected: "a folder path, or an array of them") {
            render.pluginDirectories = paths.map { resolve($0).path }
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
        if let value = fields["renderOptions"] {
            if value.isObject {
                for (key, option) in reader.log.entries(of: value) {
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
        } else if let base = render.renderOptions[BoxTreeJSONRenderer.baseDirectoryOption] {
            render.renderOptions[BoxTreeJSONRenderer.baseDirectoryOption] = resolve(base).path
        }
    }

    /// `{"fetch": true, "cache": DIR, "timeout": SECONDS, "caFile": FILE,
    /// "allowFrom": [DIR, ...]}`: the fetch keys apply only when `fetch` is
    /// true (the cache defaults to `.preview/artwork-cache` beside the
    /// config); `allowFrom` alone needs no `fetch`.
    private mutating func readArtwork(_ value: LocatedJSON, with reader: inout ConfigReader) {
        guard let fields = reader.object(value, known: Self.artworkKeys,
                                         expected: "an object such as {\"fetch\": true, \"cache\": \".preview/artwork-cache\"}") else { return }
        if let folders = fields["allowFrom"] {
            let expected = "a list of folders artwork may also be read from, such as [\"../brand-artwork\"]"
            if let elements = folders.elements, !elements.isEmpty {
                for element in elements {
                    guard let path = reader.log.string(element, expected: "a folder path") else { continue }
                    var isDirectory: ObjCBool = false
                    let url = resolve(path)
                    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
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
        if let value = fields["cache"], let path = reader.log.string(value, expected: "a folder path") { fetch.cache = resolve(path) }
        if let value = fields["timeout"] {
            fetch.timeout = reader.log.number(value, in: 0.001...600, expected: "seconds, more than 0 and at most 600") ?? fetch.timeout
        }
        if let value = fields["caFile"], let path = reader.log.string(value, expected: "a PEM file of certificate authorities") {
            fetch.caFile = resolve(path).path
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
            do {
                render.values = try PlaceholderValuesDecoder.decode(contentsOf: resolve(path))
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
