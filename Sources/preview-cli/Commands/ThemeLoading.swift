import Foundation
import Layout
import Pipeline

/// Resolves a `--theme` (or `themes --show`) argument: a built-in theme's
/// name, or the path of a theme file. Problems go to stderr, one line each
/// (every problem of an invalid file at once); warnings too. `nil` means the
/// command should exit with `ExitCode.usageOrInputError`.
func loadTheme(_ argument: String, console: Console) -> DecodedTheme? {
    do throws(ThemeCatalogError) {
        let decoded = try resolveTheme(argument)
        for warning in decoded.warnings { console.warning(warning.description) }
        return decoded
    } catch .invalid(let error) {
        for problem in error.problems { console.error(problem.description) }
    } catch {
        console.error(error.description)
    }
    return nil
}

/// `--theme` for a run of many variants (`matrix`, `golden`): as
/// `loadTheme`, but its problems are thrown as the run's input error (exit 2).
func runTheme(_ argument: String, console: Console) throws -> Theme {
    do throws(ThemeCatalogError) {
        let decoded = try resolveTheme(argument)
        for warning in decoded.warnings { console.warning(warning.description) }
        return decoded.theme
    } catch .invalid(let error) {
        throw InputError.problems(error.problems.map(\.description))
    } catch {
        throw InputError.problems([error.description])
    }
}

private func resolveTheme(_ argument: String) throws(ThemeCatalogError) -> DecodedTheme {
    let catalog = try? ThemeCatalog.standard()
    if let catalog { return try catalog.theme(argument) }
    guard ThemeCatalog.isPath(argument) else { throw .folderNotFound }
    // Without the built-in folder a file can still stand alone (on top of gameball).
    do {
        return try ThemeDecoder().decode(contentsOf: URL(fileURLWithPath: argument))
    } catch {
        throw .invalid(error)
    }
}
