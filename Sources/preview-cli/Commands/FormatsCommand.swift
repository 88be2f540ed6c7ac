import ArgumentParsing
import Foundation
import Pipeline
import RenderCore

/// `preview-cli formats [--plugin-dir DIR]...`: every format `render --format`
/// accepts, built in or found as a plugin. Plugins are listed, never run.
enum FormatsCommand: Command {
    static let pluginDirectory = Option.repeating(
        "plugin-dir", valueName: "DIR", help: "Also list the plugins in DIR (searched before PATH, as by 'render').")

    static let spec = CommandSpec(
        name: "formats",
        summary: "List the output formats: built-in renderers and external plugins found in --plugin-dir folders and on PATH.",
        discussion: "One line each: name, file extension, whether the output is text (printable without -o) or binary, "
            + "and what it is. A plugin is any executable named preview-renderer-NAME; its output is printed when it "
            + "is text ('auto'). A plugin whose name is taken by a built-in is never used.",
        options: [pluginDirectory],
        sections: [HelpSection(title: "Examples", lines: [
            "preview-cli formats",
            "preview-cli formats --plugin-dir examples/plugins",
        ])])

    static func run(_ arguments: ParsedArguments, console: Console, keeping _: KeptUntilExit) throws -> Int32 {
        let directories = arguments.values(pluginDirectory)
        for directory in directories { try RenderCommandOptions.requireDirectory(directory, role: "plugin folder") }
        let session: PreviewSession
        do {
            session = try PreviewSession()
        } catch {
            console.error("\(error)")
            return ExitCode.internalFailure.rawValue
        }
        let builtIn = session.renderers.renderers.map { renderer in
            [renderer.name, "." + renderer.fileExtension, kind(renderer.outputKind), renderer.summary]
        }
        let plugins = PluginSearch(directories: directories).discover().map { plugin in
            let shadowed = session.renderers.renderer(named: plugin.name) != nil
            return [plugin.name, "." + plugin.name, kind(.unknown),
                    "plugin \(plugin.path) (\(plugin.origin.rawValue))" + (shadowed ? "; ignored: a built-in has this name" : "")]
        }
        console.out(table(builtIn + plugins))
        if plugins.isEmpty {
            console.out("\nNo plugins found (executables named \(PluginSearch.executablePrefix)NAME in --plugin-dir folders or on PATH).\n")
        }
        return ExitCode.success.rawValue
    }

    private static func kind(_ kind: RenderOutputKind) -> String {
        switch kind {
        case .text: "text"
        case .binary: "binary"
        case .unknown: "auto"
        }
    }

    /// Columns padded to their widest cell; the last column is not padded.
    private static func table(_ rows: [[String]]) -> String {
        guard let columns = rows.first?.count else { return "" }
        let widths = (0..<columns - 1).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            zip(row.dropLast(), widths).map { $0 + String(repeating: " ", count: $1 - $0.count) + "  " }.joined() + row[columns - 1]
        }.joined(separator: "\n") + "\n"
    }
}
