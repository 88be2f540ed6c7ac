import AccessibilityRenderer
import ArgumentParsing
import Foundation
import Layout
import PreviewKit
import RenderCore
import Workflow

/// `render`'s options that also apply to every variant of a matrix, declared
/// once (in `RenderCommand`) and applied over the config's settings.
enum RenderFlags {
    static let options: [Option] = [
        RenderCommand.valuesFile, RenderCommand.value, RenderCommand.assets, RenderCommand.allowArtworkFrom, RenderCommand.background,
        RenderCommand.placeholderArtwork, RenderCommand.a11yFormat, RenderCommand.pluginDirectory, RenderCommand.pluginTimeout,
    ]

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
        try RenderCommandOptions.allowArtworkFolders(arguments.values(R.allowArtworkFrom))
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
        return settings
    }
}
