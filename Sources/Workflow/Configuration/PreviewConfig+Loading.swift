import BoxTreeModel
import CampaignModel
import Foundation
import Layout
import PreviewKit
import RenderCore

extension PreviewConfig {
    static let topLevelKeys = [
        "$schema", "version", "campaigns", "matrix", "baseLanguage", "goldens", "output", "report", "diff",
        "assets", "values", "background", "placeholderArtwork", "pluginDirs", "pluginTimeout", "renderOptions", "lint",
    ]

    /// Reads `preview.json`. Every wrong value is reported at once; an
    /// unknown key is an error too (with the key probably meant), because a
    /// misspelt axis would silently shrink the matrix.
    /// - Parameter displayName: how messages name the file (default: the path as given).
    public static func load(from url: URL, displayName: String? = nil) throws(PreviewConfigError) -> PreviewConfig {
        let file = displayName ?? (url.isFileURL ? url.relativePath : url.absoluteString)
        let data: Data
        do {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                throw CampaignProblem(file: file, path: "", expected: "a config file", found: "no such file")
            }
            guard !isDirectory.boolValue else {
                throw CampaignProblem(file: file, path: "", expected: "a config file", found: "a folder")
            }
            guard let contents = FileManager.default.contents(atPath: url.path) else {
                throw CampaignProblem(file: file, path: "", expected: "a readable config file", found: "an unreadable file")
            }
            data = contents
        } catch let problem as CampaignProblem {
            throw .invalid([problem])
        } catch {
            throw .invalid([CampaignProblem(file: file, path: "", expected: "a readable config file", found: "\(error)")])
        }
        let root: JSONValue
        do {
            root = try JSONValue.parse(data, file: file)
        } catch {
            throw .invalid(error.problems)
        }
        var config = PreviewConfig(directory: url.standardizedFileURL.deletingLastPathComponent())
        config.file = url.standardizedFileURL
        var reader = ConfigReader(file: file)
        config.read(root, with: &reader)
        if let lint = config.lint, let range = JSONSlice.topLevelValue(named: "lint", in: data) {
            config.lint = RawJSONSection(file: lint.file, path: lint.path, value: lint.value, data: data.subdata(in: range))
        }
        guard reader.errors.isEmpty else { throw .invalid(reader.errors) }
        config.warnings = reader.warnings
        return config
    }

    private mutating func read(_ root: JSONValue, with reader: inout ConfigReader) {
        guard let fields = reader.object(root, at: "", known: Self.topLevelKeys, expected: "a JSON object (the preview.json settings)") else {
            return
        }
        if let value = fields["version"], value != .number(1) {
            reader.error("version", expected: "1 (the only version of this format)", found: value)
        }
        if let value = fields["campaigns"] {
            campaigns = reader.strings(value, at: "campaigns", expected: "a path or glob pattern, or an array of them") ?? []
        }
        if let value = fields["matrix"] { matrices = reader.matrices(value, at: "matrix") ?? matrices }
        if let value = fields["baseLanguage"] {
            if let code = reader.string(value, at: "baseLanguage", expected: "a language code such as en"), LanguageCode.isValid(code) {
                baseLanguage = code
            } else if case .string = value {
                reader.error("baseLanguage", expected: "a language code such as en", found: value)
            }
        }
        if let value = fields["goldens"] { readGoldens(value, with: &reader) }
        if let value = fields["output"], let path = reader.string(value, at: "output", expected: "a folder path") { output = resolve(path) }
        if let value = fields["report"], let path = reader.string(value, at: "report", expected: "a folder path") { report = resolve(path) }
        if let value = fields["diff"] { diff = reader.diff(value, at: "diff") ?? diff }
        readRendering(fields, with: &reader)
        if let value = fields["lint"] { lint = RawJSONSection(file: reader.file, path: "lint", value: value) }
    }

    private mutating func readGoldens(_ value: JSONValue, with reader: inout ConfigReader) {
        let expected = "a folder path, or an object of format name to folder path"
        switch value {
        case .string:
            if let path = reader.string(value, at: "goldens", expected: expected) { goldens = GoldenFolders(shared: resolve(path)) }
        case .object(let formats):
            var folders = GoldenFolders()
            for name in formats.keys.sorted() {
                let path = ConfigReader.path("goldens", name)
                guard PluginSearch.isValidName(name) else {
                    reader.error(path, expected: "a format name (lowercase letters, digits and '-')", found: "key \"\(name)\"")
                    continue
                }
                if let folder = reader.string(formats[name]!, at: path, expected: "a folder path") { folders.byFormat[name] = resolve(folder) }
            }
            goldens = folders
        default:
            reader.error("goldens", expected: expected, found: value)
        }
    }

    /// assets, values, background, placeholderArtwork, pluginDirs, pluginTimeout, renderOptions.
    private mutating func readRendering(_ fields: [String: JSONValue], with reader: inout ConfigReader) {
        if let value = fields["assets"], let path = reader.string(value, at: "assets", expected: "a folder path") {
            let url = resolve(path)
            if isFolder(url) { render.assetsDirectory = url } else { reader.error("assets", expected: "an existing folder", found: "\(value.summary) (no such folder)") }
        }
        if let value = fields["values"] { readValues(value, with: &reader) }
        if let value = fields["background"], let text = reader.string(value, at: "background", expected: "a colour #RRGGBB or an image path") {
            do {
                render.background = try HostBackground.parse(text.hasPrefix("#") ? text : resolve(text).path)
            } catch {
                reader.error("background", expected: "a colour #RGB, #RRGGBB or #RRGGBBAA, or a PNG or JPEG file", found: "\(value.summary) (\(error))")
            }
        }
        if let value = fields["placeholderArtwork"] {
            render.drawsPlaceholderArtwork = reader.bool(value, at: "placeholderArtwork") ?? false
        }
        if let value = fields["pluginDirs"],
           let paths = reader.strings(value, at: "pluginDirs", expected: "a folder path, or an array of them") {
            render.pluginDirectories = paths.map { resolve($0).path }
        }
        if let value = fields["pluginTimeout"] {
            render.pluginTimeout = reader.number(value, at: "pluginTimeout", in: 0.001...3600,
                                                 expected: "seconds, more than 0 and at most 3600") ?? render.pluginTimeout
        }
        if let value = fields["renderOptions"] {
            if case .object(let options) = value {
                for key in options.keys.sorted() {
                    switch options[key]! {
                    case .string(let text): render.renderOptions[key] = text
                    case .bool(let flag): render.renderOptions[key] = String(flag)
                    case .number(let number): render.renderOptions[key] = ConfigReader.text(of: number)
                    default: reader.error(ConfigReader.path("renderOptions", key), expected: "a string, number or bool", found: options[key]!)
                    }
                }
            } else {
                reader.error("renderOptions", expected: "an object of renderer options, e.g. {\"a11y.format\": \"json\"}", found: value)
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

    /// A values file (relative to the config) or an inline object.
    private mutating func readValues(_ value: JSONValue, with reader: inout ConfigReader) {
        switch value {
        case .string(let path) where !path.isEmpty:
            do {
                render.values = try PlaceholderValuesDecoder.decode(contentsOf: resolve(path))
            } catch {
                // The values file's own problems name that file and their own path.
                error.problems.forEach { reader.add($0) }
            }
        case .object:
            do {
                let data = try JSONEncoder().encode(value)
                render.values = try PlaceholderValuesDecoder.decode(data, file: reader.file)
            } catch let error as CampaignDecodingError {
                for problem in error.problems {
                    reader.error(ConfigReader.path("values", problem.path), expected: problem.expected, found: problem.found)
                }
            } catch {
                reader.error("values", expected: "an object of placeholder values", found: value)
            }
        default:
            reader.error("values", expected: "a values file path, or an object of placeholder values", found: value)
        }
    }

    private func isFolder(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
