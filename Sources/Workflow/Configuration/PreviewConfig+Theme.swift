import CampaignModel
import Foundation
import JSONReading
import Layout
import Pipeline

extension PreviewConfig {
    /// `"theme"`: the run's theme (see `ConfigReader.theme(_:)`).
    mutating func readTheme(_ value: LocatedJSON, with reader: inout ConfigReader) {
        if let chosen = reader.theme(value) { render.theme = chosen.theme }
    }
}

extension ConfigReader {
    static let themeExpectation = "a built-in theme's name such as braze, or a theme file's path (with '/' or ending in .json)"

    /// A built-in theme's name, or a theme file's path, relative to the
    /// config's folder and held inside it like every path the file names;
    /// for the run's `theme` and a matrix's `theme` and `themes`. The theme
    /// file's own problems name that file and their own path.
    mutating func theme(_ value: LocatedJSON) -> VariantTheme? {
        let expected = Self.themeExpectation
        guard let argument = log.string(value, expected: expected) else { return nil }
        let catalog: ThemeCatalog
        do {
            catalog = try ThemeCatalog.standard()
        } catch {
            log.error(value, expected: expected, found: "\(value.summary) (\(error.description))")
            return nil
        }
        var nameOrPath = argument
        if ThemeCatalog.isPath(argument) {
            guard let url = path(argument, at: value, what: "a theme file", flag: "--theme") else { return nil }
            nameOrPath = url.path
        }
        do {
            let decoded = try catalog.theme(nameOrPath)
            decoded.warnings.forEach { log.add($0, at: value) }
            return VariantTheme(name: argument, theme: decoded.theme)
        } catch .invalid(let error) {
            error.problems.forEach { log.add($0, at: value) }
        } catch .unknownTheme(_, let available) {
            log.error(value, expected: "a built-in theme (\(available.joined(separator: ", "))) or a theme file's path "
                      + "(with '/' or ending in .json)")
        } catch {
            log.error(value, expected: expected, found: "\(value.summary) (\(error.description))")
        }
        return nil
    }

    /// A matrix's `theme` (one) or `themes` (one or more, each drawn in
    /// turn; their file-name parts must differ). `nil` when it has neither,
    /// or when the caller gives the theme (`--theme`).
    mutating func matrixThemes(_ fields: [String: LocatedJSON]) -> [VariantTheme]? {
        guard uses(.theme) else { return nil }
        if fields["theme"] != nil, let many = fields["themes"] {
            log.error(many, expected: "one of theme and themes", found: "both",
                      note: "\"theme\" is one theme, \"themes\" a list of them: keep one")
            return nil
        }
        if let value = fields["theme"] { return theme(value).map { [$0] } }
        guard let value = fields["themes"] else { return nil }
        let expected = "a list of themes, each \(Self.themeExpectation)"
        guard let elements = value.elements, !elements.isEmpty else {
            log.error(value, expected: expected)
            return nil
        }
        guard elements.count <= Self.maximumMatrixThemes else {
            log.error(value, expected: "at most \(Self.maximumMatrixThemes) themes", found: "an array of \(elements.count)")
            return nil
        }
        var themes: [VariantTheme] = []
        var failed = false
        for element in elements {
            guard let chosen = theme(element) else {
                failed = true
                continue
            }
            if let other = themes.first(where: { $0.fileNamePart == chosen.fileNamePart }) {
                log.error(element, expected: "a theme whose file-name part differs from the others'",
                          found: "\(element.summary) (named \"\(chosen.fileNamePart)\" in file names, as \"\(other.name)\" is)")
                failed = true
                continue
            }
            themes.append(chosen)
        }
        return failed ? nil : themes
    }

    /// A matrix draws every variant once per theme: a handful is a design
    /// review, more is a mistake.
    static let maximumMatrixThemes = 16
}
