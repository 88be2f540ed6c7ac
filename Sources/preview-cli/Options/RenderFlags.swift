import AccessibilityRenderer
import ArgumentParsing
import Foundation
import HTMLSnapshot
import Layout
import Pipeline
import RenderCore

/// `render`'s options that also apply to every variant of a matrix, declared
/// once (in `RenderCommand`) and applied over the config's settings.
enum RenderFlags {
    static let options: [Option] = [
        RenderCommand.deviceFile, RenderCommand.valuesFile, RenderCommand.value, RenderCommand.assets, RenderCommand.allowArtworkFrom,
    ] + artworkFetchOptions + [
        RenderCommand.background, RenderCommand.placeholderArtwork, RenderCommand.a11yFormat, RenderCommand.pluginDirectory, RenderCommand.pluginTimeout,
        RenderCommand.htmlTimeout, RenderCommand.htmlIsolation,
    ]
    static let artworkFetchOptions = [RenderCommand.fetchArtwork, RenderCommand.artworkCache, RenderCommand.artworkTimeout, RenderCommand.artworkCAFile,
                                      RenderCommand.allowPrivateArtworkHosts]

    /// `settings` with the command line's render options in place of (or,
    /// for values and plugin folders, added to) the config's.
    static func apply(_ arguments: ParsedArguments, to settings: RenderSettings) throws -> RenderSettings {
        typealias R = RenderCommand
        var settings = settings
        if let path = arguments.value(R.valuesFile) {
            settings.values.merge(try RenderCommandOptions.readValues(path)) { _, new in new }
        }
        for pair in try arguments.values(R.value).map(RenderCommandOptions.keyValuePair) { settings.values[pair.key] = pair.value }
        if let path = arguments.value(R.assets) {
            try RenderCommandOptions.requireDirectory(path, role: "assets folder")
            settings.assetsDirectory = URL(fileURLWithPath: path).standardizedFileURL
        }
        settings.allowedArtworkFolders += try RenderCommandOptions.allowedArtworkFolders(arguments.values(R.allowArtworkFrom))
        settings.artworkFetch = try artworkFetch(arguments, over: settings.artworkFetch)
        let console = Console.standard()
        settings.artworkFetchNotes = { console.note($0) }
        if let text = arguments.value(R.background) { settings.background = try RenderCommandOptions.background(text) }
        if arguments.isSet(R.placeholderArtwork) { settings.drawsPlaceholderArtwork = true }
        if arguments.wasGiven(R.a11yFormat), let format = arguments.value(R.a11yFormat) {
            settings.renderOptions[AccessibilityRenderer.formatOption] = format
        }
        let folders = arguments.values(R.pluginDirectory)
        for folder in folders { try RenderCommandOptions.requireDirectory(folder, role: "plugin folder") }
        settings.pluginDirectories = folders.map { URL(fileURLWithPath: $0).standardizedFileURL.path } + settings.pluginDirectories
        if arguments.wasGiven(R.pluginTimeout) {
            settings.pluginTimeout = try RenderCommandOptions.pluginTimeout(arguments.value(R.pluginTimeout) ?? "10")
        }
        if let text = arguments.value(R.htmlTimeout), arguments.wasGiven(R.htmlTimeout) {
            guard let seconds = Double(text), seconds.isFinite, seconds >= 0.1, seconds <= HTMLSnapshotPolicy.maximumTimeout else {
                throw ArgumentError.invalidValue(option: R.htmlTimeout.displayName, value: text,
                                                 reason: "expected a number of seconds from 0.1 to \(Int(HTMLSnapshotPolicy.maximumTimeout))")
            }
            settings.html.timeout = seconds
        }
        if arguments.wasGiven(R.htmlIsolation), let text = arguments.value(R.htmlIsolation),
           let isolation = HTMLSnapshotPolicy.Isolation(rawValue: text) {
            settings.html.isolation = isolation
        }
        return settings
    }

    /// The built-in devices and those of each `--device-file`, in the order
    /// given. The files are the caller's, so they are read wherever they are;
    /// their problems are input errors, one line each.
    static func devices(_ arguments: ParsedArguments) throws -> DeviceCatalog {
        var catalog = DeviceCatalog.builtIn
        for path in arguments.values(RenderCommand.deviceFile) {
            do {
                catalog = try DeviceFileDecoder.adding(contentsOf: URL(fileURLWithPath: path), named: path, to: catalog)
            } catch {
                throw InputError.problems(error.problems.map(\.description))
            }
        }
        return catalog
    }

    /// `--fetch-artwork` and its settings over the config's `"artwork"`; the
    /// settings alone (without fetching turned on) are a usage error.
    private static func artworkFetch(_ arguments: ParsedArguments, over configured: ArtworkFetcher.Settings?) throws -> ArtworkFetcher.Settings? {
        typealias R = RenderCommand
        let given = [R.artworkCache, R.artworkTimeout, R.artworkCAFile, R.allowPrivateArtworkHosts].filter { arguments.wasGiven($0) }
        guard arguments.isSet(R.fetchArtwork) || configured != nil else {
            if let option = given.first {
                let reason = "it applies only when artwork is fetched: add --fetch-artwork (or \"artwork\": {\"fetch\": true} in preview.json)"
                if option.kind != .flag {
                    throw ArgumentError.invalidValue(option: option.displayName, value: arguments.value(option) ?? "", reason: reason)
                }
                throw ArgumentError.inapplicableFlag(option: option.displayName, reason: reason)
            }
            return nil
        }
        var fetch = configured ?? ArtworkFetcher.Settings(cache: URL(fileURLWithPath: arguments.value(R.artworkCache) ?? ".preview/artwork-cache"))
        if arguments.wasGiven(R.artworkCache), let path = arguments.value(R.artworkCache) {
            fetch.cache = try WorkflowSetup.folder(path, option: R.artworkCache)
        }
        fetch.cache = fetch.cache.standardizedFileURL
        if let text = arguments.value(R.artworkTimeout) {
            guard let seconds = Double(text), seconds.isFinite, seconds > 0, seconds <= 600 else {
                throw ArgumentError.invalidValue(option: R.artworkTimeout.displayName, value: text,
                                                 reason: "expected a number of seconds greater than 0 and at most 600")
            }
            fetch.timeout = seconds
        }
        // Only from the command line: preview.json may come from the pull
        // request whose campaigns are being fetched for.
        if arguments.isSet(R.allowPrivateArtworkHosts) { fetch.allowsPrivateHosts = true }
        if let path = arguments.value(R.artworkCAFile) {
            try RenderCommandOptions.requireFile(path, role: "certificate authority file")
            fetch.caFile = URL(fileURLWithPath: path).standardizedFileURL.path
        }
        return fetch
    }
}
