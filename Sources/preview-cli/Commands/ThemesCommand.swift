import ArgumentParsing
import Layout
import Pipeline

/// `preview-cli themes [--show NAME|FILE]`: the built-in themes, or one theme in full.
enum ThemesCommand: Command {
    static let show = Option.value(
        "show", valueName: "NAME|FILE",
        help: "Print a theme in full, every key with its value, as a theme file to start your own from. "
            + "A FILE shows the result of its 'extends' and overrides.")

    static let spec = CommandSpec(
        name: "themes",
        summary: "List the built-in themes (one line each: name and description), or print one in full.",
        discussion: "Use a theme with 'preview-cli render --theme NAME|FILE'; docs/themes.md describes the theme file format.",
        options: [show],
        sections: [HelpSection(title: "Examples", lines: [
            "preview-cli themes",
            "preview-cli themes --show braze > our-app-theme.json",
            "preview-cli themes --show ./our-app-theme.json",
        ])])

    static func run(_ arguments: ParsedArguments, console: Console, keeping _: KeptUntilExit) throws -> Int32 {
        if let argument = arguments.value(show) {
            guard let decoded = loadTheme(argument, console: console) else { return ExitCode.usageOrInputError.rawValue }
            console.out(ThemeEncoder().encode(decoded.theme, description: decoded.description, notes: decoded.notes))
            return ExitCode.success.rawValue
        }
        let catalog: ThemeCatalog
        let themes: [String: DecodedTheme]
        do {
            catalog = try ThemeCatalog.standard()
            themes = try catalog.builtIns()
        } catch .invalid(let error) {
            for problem in error.problems { console.error(problem.description) }
            return ExitCode.internalFailure.rawValue
        } catch {
            console.error(error.description)
            return ExitCode.internalFailure.rawValue
        }
        let names = catalog.names()
        let width = names.map(\.count).max() ?? 0
        for name in names {
            let description = themes[name]?.description ?? ""
            let label = name == "gameball" ? description + " (default)" : description
            console.out(name + String(repeating: " ", count: width - name.count + 2) + label + "\n")
        }
        return ExitCode.success.rawValue
    }
}
