import Foundation
import Layout

/// A theme a matrix draws its variants in, in place of the run's
/// (`RenderSettings.theme`): a preview.json matrix's `theme` or `themes`,
/// or `--themes` (docs/themes.md, "A theme per matrix").
public struct VariantTheme: Hashable, Sendable {
    /// As given: a built-in theme's name (`braze`) or a theme file's path.
    public let name: String
    public let theme: Theme
    /// What names the theme in file names when a matrix draws more than
    /// one: the built-in name, or the file's name without `.json` (and a
    /// `.theme` before it), in lowercase letters, digits and `-`.
    public let fileNamePart: String

    public init(name: String, theme: Theme) {
        self.name = name
        self.theme = theme
        fileNamePart = Self.fileNamePart(of: name)
    }

    /// `braze` → `braze`; `themes/Our App.theme.json` → `our-app`.
    static func fileNamePart(of name: String) -> String {
        var base = ThemeCatalog.isPath(name) ? URL(fileURLWithPath: name).lastPathComponent : name
        for suffix in [".json", ".theme"] where base.lowercased().hasSuffix(suffix) { base = String(base.dropLast(suffix.count)) }
        var part = ""
        for scalar in base.lowercased().unicodeScalars {
            let keep = ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
            if keep { part.unicodeScalars.append(scalar) } else if !part.isEmpty, !part.hasSuffix("-") { part += "-" }
        }
        while part.hasSuffix("-") { part.removeLast() }
        return part.isEmpty ? "theme" : String(part.prefix(40))
    }

    /// Two themes are the same choice when their names are.
    public static func == (a: Self, b: Self) -> Bool { a.name == b.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
