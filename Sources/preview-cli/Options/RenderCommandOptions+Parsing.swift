import ArgumentParsing
import Assets
import BoxTreeModel
import CampaignModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import JSONReading
import Layout
import Pipeline
import RenderCore
import TerminalRenderer

extension RenderCommandOptions {
    /// Reads and checks `render`'s arguments: everything that can be known to
    /// be wrong without decoding the campaign or drawing. Throws
    /// `ArgumentError` for a malformed value and `InputError` for a file that
    /// is missing or unusable.
    init(_ arguments: ParsedArguments) throws {
        typealias R = RenderCommand
        // Device files first: --device may name one of theirs.
        let devices = try RenderFlags.devices(arguments)
        let deviceName = arguments.value(R.device) ?? DeviceCatalog.defaultDevice.id
        guard let device = devices.device(named: deviceName) else {
            let hint = Suggestion.closest(to: deviceName, in: devices.ids).map { "; did you mean '\($0)'?" } ?? ""
            throw ArgumentError.invalidValue(option: R.device.displayName, value: deviceName,
                                             reason: "expected one of \(devices.ids.joined(separator: ", "))" + hint
                                                 + " (or add a device with --device-file)")
        }
        let orientation = arguments.value(R.orientation).flatMap(Orientation.init(rawValue:)) ?? .portrait
        let direction = arguments.value(R.direction).flatMap(LayoutDirection.init(rawValue:))
        let language = try arguments.value(R.language).map(Self.checkedLanguage)
        let textSize = try Self.textSize(arguments.value(R.textSize) ?? ContentSizeCategory.default.shortName)

        let campaignPath = arguments.value(R.campaign) ?? ""
        if campaignPath != "-" { try Self.requireFile(campaignPath, role: "campaign file") }
        let formats = try Self.formats(arguments.values(R.format))
        let outputPath = arguments.value(R.output)
        if let outputPath, outputPath != "-" { try Self.requireOutputLocation(outputPath) }
        var settings = try RenderFlags.apply(arguments, to: RenderSettings())
        settings.devices = devices
        for (option, key) in R.renderOptions where arguments.wasGiven(option) {
            settings.renderOptions[key] = arguments.value(option)
            // The terminal's options are checked now, so a bad --columns is a usage error before any work.
            if key.hasPrefix("ansi."), let value = arguments.value(option) {
                do {
                    _ = try TerminalRenderer().configuration(for: RenderOptions([key: value]))
                } catch {
                    guard case .invalidOption(_, _, let expected) = error as? RenderError else { throw error }
                    throw ArgumentError.invalidValue(option: option.displayName, value: value, reason: "expected \(expected)")
                }
            }
        }

        let source = arguments.value(R.source).flatMap { $0 == "auto" ? nil : MessageSource(rawValue: $0) }
        self.init(campaignPath: campaignPath, source: source, outputPath: outputPath, formats: formats, settings: settings,
                  device: device, orientation: orientation, language: language, direction: direction, textSize: textSize,
                  quiet: arguments.isSet(R.quiet))
        theme = arguments.value(R.theme)
        // The parser has checked the choice.
        appearance = arguments.value(R.appearance).flatMap(Appearance.init(rawValue:)) ?? .default
        message = arguments.value(R.message)
    }

    // MARK: - Values

    /// `--format png,a11y --format json`: names in order, each once; `png` when none.
    static func formats(_ values: [String]) throws -> [String] {
        var names: [String] = []
        for value in values {
            for name in value.split(separator: ",", omittingEmptySubsequences: false).map({ $0.trimmingCharacters(in: .whitespaces) }) {
                guard PluginSearch.isValidName(name) else {
                    throw ArgumentError.invalidValue(option: RenderCommand.format.displayName, value: value,
                                                     reason: name.isEmpty ? "a format name is empty"
                                                         : "'\(name)' is not a format name (lowercase letters, digits and '-')")
                }
                if !names.contains(name) { names.append(name) }
            }
        }
        return names.isEmpty ? RenderCommandOptions.defaultFormats : names
    }

    /// Seconds, more than 0 and at most an hour.
    static func pluginTimeout(_ text: String) throws -> Double {
        guard let seconds = Double(text), seconds.isFinite, seconds > 0, seconds <= 3600 else {
            throw ArgumentError.invalidValue(option: RenderCommand.pluginTimeout.displayName, value: text,
                                             reason: "expected a number of seconds greater than 0 and at most 3600")
        }
        return seconds
    }

    /// A language tag such as `ar`, `pt-BR` or `zh_Hant`: letters first, then
    /// letter/digit subtags. Catches typos such as `--lang=` or a file name.
    static func checkedLanguage(_ code: String) throws -> String {
        let parts = code.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        let primaryOK = (2...3).contains(parts[0].count) && parts[0].allSatisfy { $0.isASCII && $0.isLetter }
        let restOK = parts.dropFirst().allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
        guard primaryOK && restOK else {
            throw ArgumentError.invalidValue(option: RenderCommand.language.displayName, value: code,
                                             reason: "expected a language code such as en, ar or pt-BR")
        }
        return code
    }

    static func textSize(_ name: String) throws -> ContentSizeCategory {
        guard let size = ContentSizeCategory(name: name) else {
            let short = ContentSizeCategory.allCases.map(\.shortName).joined(separator: ", ")
            throw ArgumentError.invalidValue(option: RenderCommand.textSize.displayName, value: name,
                                             reason: "expected one of \(short), or a UIKit name such as accessibilityExtraLarge")
        }
        return size
    }

    /// `KEY=VALUE`; the value may be empty or contain `=`. The key is the
    /// placeholder's name without braces, as the campaign writes `{KEY}`.
    static func keyValuePair(_ text: String) throws -> (key: String, value: String) {
        let option = RenderCommand.value.displayName
        guard let equals = text.firstIndex(of: "=") else {
            throw ArgumentError.invalidValue(option: option, value: text, reason: "expected KEY=VALUE, e.g. player_name=Sam")
        }
        let key = String(text[..<equals])
        guard !key.isEmpty else {
            throw ArgumentError.invalidValue(option: option, value: text, reason: "the key before '=' is empty")
        }
        guard !key.contains(where: { $0 == "{" || $0 == "}" || $0.isWhitespace }) else {
            throw ArgumentError.invalidValue(option: option, value: text,
                                             reason: "a key has no braces or spaces: write name=value for {name}")
        }
        return (key, String(text[text.index(after: equals)...]))
    }

    /// `#RGB`, `#RRGGBB`, `#RRGGBBAA`, or the path of an existing, readable
    /// image, checked (header and size) before anything is rendered.
    static func background(_ text: String) throws -> HostBackground {
        let option = RenderCommand.background.displayName
        if text.hasPrefix("#") {
            guard let color = RGBAColor(hex: text) else {
                throw ArgumentError.invalidValue(option: option, value: text, reason: "expected a colour #RGB, #RRGGBB or #RRGGBBAA")
            }
            return .color(color)
        }
        // A missing file is more often a colour written without '#' ("red",
        // "ffffff") than a mistyped path, so say both forms.
        guard FileManager.default.fileExists(atPath: text) else {
            throw ArgumentError.invalidValue(option: option, value: text,
                                             reason: "no such file; expected an image file or a colour #RGB, #RRGGBB or #RRGGBBAA")
        }
        try requireFile(text, role: "background image")
        do {
            return try HostBackground.parse(text)
        } catch {
            throw InputError.unusableFile(path: text, reason: error.description)
        }
    }

    /// The `--values` file, read as `preview.json`'s `values` are; its
    /// problems are one line each (file, JSON path, expected, found).
    static func readValues(_ path: String) throws -> [String: String] {
        try requireFile(path, role: "values file")
        do {
            return try PlaceholderValuesDecoder.decode(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw InputError.problems(error.problems.map(\.description))
        }
    }

    // MARK: - Files

    static func requireFile(_ path: String, role: String) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw InputError.fileNotFound(path: path, role: role)
        }
        if isDirectory.boolValue { throw InputError.isADirectory(path: path, role: role) }
    }

    /// `--allow-artwork-from`: folders artwork may be read from, each of which must exist.
    static func allowedArtworkFolders(_ paths: [String]) throws -> [URL] {
        for path in paths { try requireDirectory(path, role: "artwork folder") }
        return paths.map { URL(fileURLWithPath: $0, isDirectory: true).standardizedFileURL }
    }

    /// The folder a file path is in: `.` for a bare name, `/` for `/x`.
    /// (Foundation's `deletingLastPathComponent` traps on one-character paths.)
    static func parentFolder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func requireDirectory(_ path: String, role: String) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw InputError.directoryNotFound(path: path, role: role)
        }
        if !isDirectory.boolValue { throw InputError.notADirectory(path: path, role: role) }
    }

    /// The output's folder must exist (nothing is created behind the user's
    /// back) and be writable, and the output must not be a folder itself.
    static func requireOutputLocation(_ path: String) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw InputError.isADirectory(path: path, role: "output path")
        }
        let directory = parentFolder(of: path)
        try requireDirectory(directory, role: "output folder")
        guard access(directory, W_OK) == 0 else { throw InputError.notWritable(path: directory, role: "output folder") }
    }
}
