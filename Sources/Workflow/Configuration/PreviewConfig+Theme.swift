import CampaignModel
import Foundation
import JSONReading
import Layout
import Pipeline

extension PreviewConfig {
    /// `"theme"`: a built-in theme's name, or a theme file's path, relative
    /// to the config's folder and held inside it like every path the file
    /// names. The theme file's own problems name that file and their own path.
    mutating func readTheme(_ value: LocatedJSON, with reader: inout ConfigReader) {
        let expected = "a built-in theme's name such as braze, or a theme file's path (with '/' or ending in .json)"
        guard let argument = reader.log.string(value, expected: expected) else { return }
        let catalog: ThemeCatalog
        do {
            catalog = try ThemeCatalog.standard()
        } catch {
            reader.log.error(value, expected: expected, found: "\(value.summary) (\(error.description))")
            return
        }
        var nameOrPath = argument
        if ThemeCatalog.isPath(argument) {
            guard let url = reader.path(argument, at: value, what: "a theme file", flag: "--theme") else { return }
            nameOrPath = url.path
        }
        do {
            let decoded = try catalog.theme(nameOrPath)
            render.theme = decoded.theme
            decoded.warnings.forEach { reader.log.add($0, at: value) }
        } catch .invalid(let error) {
            error.problems.forEach { reader.log.add($0, at: value) }
        } catch .unknownTheme(_, let available) {
            reader.log.error(value, expected: "a built-in theme (\(available.joined(separator: ", "))) or a theme file's path "
                             + "(with '/' or ending in .json)")
        } catch {
            reader.log.error(value, expected: expected, found: "\(value.summary) (\(error.description))")
        }
    }
}
