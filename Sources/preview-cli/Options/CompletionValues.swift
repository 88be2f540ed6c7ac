import BoxTreeModel
import Layout
import Pipeline

/// The words completion offers for options whose values are not a fixed
/// choice the parser enforces: lists (`--devices iphone-se,iphone-15`), and
/// names that may also be a file or a plugin (`--theme`, `--format`). Taken
/// from the same catalogs the commands read, when the script is written, so
/// a new device, text size, renderer or theme completes with no edit here.
/// A team's own devices (`--device-file`) are known only when a command
/// runs, so completion offers the built-in ones.
enum CompletionValues {
    static func current() -> [String: [String]] {
        let devices = DeviceCatalog.builtIn.ids
        let sizes = ContentSizeCategory.allCases.map(\.shortName)
        let orientations = Orientation.allCases.map(\.rawValue)
        // Both need the bundled resources; without them, those options complete file names.
        let formats = (try? PreviewSession())?.renderers.renderers.map(\.name) ?? []
        let themes = (try? ThemeCatalog.standard())?.names() ?? []
        return [
            "device": devices, "devices": devices + ["all"], "orientations": orientations + ["all"], "text-size": sizes, "text-sizes": sizes + ["all"],
            "format": formats, "formats": formats + ["all"], "theme": themes, "themes": themes,
        ]
    }
}
