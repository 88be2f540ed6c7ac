import ArgumentParsing
import CampaignModel
import Foundation
import Layout
import Lint

extension LintCommandOptions {
    /// Reads and checks `lint`'s arguments. Throws `ArgumentError` for a
    /// malformed value and `InputError` for a file that is missing or unusable.
    init(_ arguments: ParsedArguments) throws {
        typealias L = LintCommand
        let paths = arguments.values(L.paths)
        guard !paths.isEmpty else { throw ArgumentError.missingArgument(L.paths.name) }
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            throw InputError.fileNotFound(path: path, role: "campaign file or folder")
        }
        let matrix = VariantMatrix(
            devices: try Self.list(arguments, L.devices, all: DeviceCatalog.all, name: \.id, expected: "a device") {
                DeviceCatalog.device(named: $0)
            },
            orientations: try Self.list(arguments, L.orientations, all: Orientation.allCases, name: \.rawValue, expected: "portrait or landscape") {
                Orientation(rawValue: $0.lowercased())
            },
            languages: try Self.languages(arguments.value(L.languages)),
            textSizes: try Self.list(arguments, L.textSizes, all: ContentSizeCategory.allCases, name: \.shortName,
                                     expected: "a text size such as l or ax3") { ContentSizeCategory(name: $0) }.sorted())

        var values: [String: String]?
        if let file = arguments.value(L.valuesFile) {
            try RenderCommandOptions.requireFile(file, role: "values file")
            do {
                values = try PlaceholderValuesDecoder.decode(contentsOf: URL(fileURLWithPath: file))
            } catch {
                throw InputError.invalidValuesFile(path: file, reason: error.problems.map(\.description).joined(separator: "; "))
            }
        }
        let assets = arguments.value(L.assets)
        if let assets { try RenderCommandOptions.requireDirectory(assets, role: "assets folder") }

        let configuration: LintConfiguration
        let configPath = arguments.value(L.config) ?? (FileManager.default.fileExists(atPath: "preview.json") ? "preview.json" : nil)
        if let configPath {
            do {
                configuration = try LintConfigurationDecoder.decode(contentsOf: URL(fileURLWithPath: configPath))
            } catch {
                throw InputError.problems(error.description.components(separatedBy: "\n"))
            }
        } else {
            configuration = LintConfiguration()
        }

        let output = arguments.value(L.output)
        if let output { try RenderCommandOptions.requireOutputLocation(output) }
        self.init(paths: paths, matrix: matrix, values: values, assetsDirectory: assets, configuration: configuration,
                  format: Format(rawValue: arguments.value(L.format) ?? "text") ?? .text, outputPath: output)
    }

    /// A comma-separated list of names, or `all`; each name must resolve.
    static func list<T: Equatable>(_ arguments: ParsedArguments, _ option: Option, all: [T], name: (T) -> String,
                                   expected: String, resolve: (String) -> T?) throws -> [T] {
        let text = arguments.value(option) ?? ""
        if text.lowercased() == "all" { return all }
        var result: [T] = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false).map({ $0.trimmingCharacters(in: .whitespaces) }) {
            guard !item.isEmpty else {
                throw ArgumentError.invalidValue(option: option.displayName, value: text, reason: "an empty item in the list")
            }
            guard let value = resolve(item) else {
                throw ArgumentError.invalidValue(option: option.displayName, value: item,
                                                 reason: "expected \(expected): one of \(all.map(name).joined(separator: ", ")), or all")
            }
            if !result.contains(value) { result.append(value) }
        }
        return result
    }

    /// `--langs`: `all` (or absent) for each campaign's own languages, else
    /// language codes such as `en`, `ar` or `pt-BR`.
    static func languages(_ text: String?) throws -> [String]? {
        guard let text, text.lowercased() != "all" else { return nil }
        var result: [String] = []
        for code in text.split(separator: ",", omittingEmptySubsequences: false).map({ $0.trimmingCharacters(in: .whitespaces) }) {
            let parts = code.split(separator: "-", omittingEmptySubsequences: false).flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
            let valid = (2...3).contains(parts.first?.count ?? 0) && parts[0].allSatisfy { $0.isASCII && $0.isLetter }
                && parts.dropFirst().allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
            guard valid else {
                throw ArgumentError.invalidValue(option: LintCommand.languages.displayName, value: code,
                                                 reason: "expected language codes such as en,ar,pt-BR, or all")
            }
            if !result.contains(code) { result.append(code) }
        }
        return result
    }
}
