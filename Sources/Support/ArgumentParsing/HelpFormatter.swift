/// Turns command declarations into Unix-style help text: a usage line, the
/// description, arguments, options with their defaults and choices, then any
/// extra sections (exit status, examples). Text is wrapped to `width` columns.
public struct HelpFormatter: Sendable {
    /// Bold headings and option names with ANSI escapes. The caller decides,
    /// because only it knows whether the output is a terminal.
    public var colored: Bool
    public var width: Int

    public init(colored: Bool = false, width: Int = 80) {
        self.colored = colored
        self.width = width
    }

    /// Help for one command; `commandPath` is how it is invoked, e.g. `preview-cli render`.
    public func help(for command: CommandSpec, commandPath: String) -> String {
        let requiredOptions = command.options.filter(\.isRequired).map { "\(Self.shortestForm($0)) \($0.valueName)" }
        let usage = ([commandPath] + command.positionals.map(\.usage) + requiredOptions + ["[options]"]).joined(separator: " ")
        var blocks = [heading("Usage:") + " " + usage, wrap(command.summary, indent: 0)]
        if !command.discussion.isEmpty {
            blocks.append(wrap(command.discussion, indent: 0))
        }
        if !command.positionals.isEmpty {
            blocks.append(section("Arguments:", rows: command.positionals.map { ($0.name, $0.help) }))
        }
        let options = command.options + [CommandSpec.helpOption]
        blocks.append(section("Options:", rows: options.map { (Self.term(for: $0), Self.details(for: $0)) }))
        blocks += command.sections.map(render)
        return blocks.joined(separator: "\n\n") + "\n"
    }

    /// Help for a tool with subcommands.
    public func help(for tool: CommandLineTool) -> String {
        var blocks = [heading("Usage:") + " \(tool.name) <command> [options]", wrap(tool.summary, indent: 0)]
        let commands = tool.commands.map { ($0.name, $0.summary) } + [
            ("help <command>", "Show help for a command."),
            ("completion bash|zsh|fish", "Print a shell completion script for every command and option (install: see its first line)."),
            ("version", "Print the version (also -V, --version)."),
        ]
        blocks.append(section("Commands:", rows: commands))
        let options = [CommandSpec.helpOption, CommandLineTool.versionOption]
        blocks.append(section("Options:", rows: options.map { (Self.term(for: $0), $0.help) }))
        blocks += tool.sections.map(render)
        blocks.append("Run '\(tool.name) help <command>' or '\(tool.name) <command> --help' for a command's options.")
        return blocks.joined(separator: "\n\n") + "\n"
    }

    // MARK: - Pieces

    static func shortestForm(_ option: Option) -> String {
        option.shortName.map { "-\($0)" } ?? option.displayName
    }

    /// `-o, --output OUT.png`; long-only options are indented so names line up.
    static func term(for option: Option) -> String {
        let short = option.shortName.map { "-\($0), " } ?? "    "
        let value = option.takesValue ? " " + option.valueName : ""
        return short + option.displayName + value
    }

    static func details(for option: Option) -> String {
        var text = option.help
        if let choices = option.choices { text += " One of: \(choices.joined(separator: ", "))." }
        if option.kind == .repeating { text += " May be repeated." }
        if option.isRequired { text += " (required)" }
        if let defaultValue = option.defaultValue { text += " (default: \(defaultValue))" }
        return text
    }

    private func render(_ section: HelpSection) -> String {
        if section.lines.isEmpty { return self.section(section.title + ":", rows: section.rows.map { ($0.term, $0.text) }) }
        return ([heading(section.title + ":")] + section.lines.map { "  " + $0 }).joined(separator: "\n")
    }

    private func section(_ title: String, rows: [(term: String, text: String)]) -> String {
        // Terms longer than the column get their text on the next line, so one
        // long option does not push every description to the right.
        let column = min(rows.map(\.term.count).max() ?? 0, 26) + 4
        var lines = [heading(title)]
        for row in rows {
            let term = "  " + row.term
            let text = wrap(row.text, indent: column)
            if term.count + 2 <= column {
                let padding = String(repeating: " ", count: column - term.count)
                lines.append(bold(term) + padding + text.dropFirst(column))
            } else {
                lines.append(bold(term))
                lines.append(text)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Word-wraps `text` to `width`, every line indented by `indent` spaces.
    /// Each `\n`-separated line is wrapped on its own, so blank lines between
    /// paragraphs survive.
    func wrap(_ text: String, indent: Int) -> String {
        let margin = String(repeating: " ", count: indent)
        let available = max(20, width - indent)
        var lines: [String] = []
        for paragraphLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in Self.unbreakableWords(paragraphLine) {
                if !line.isEmpty && line.count + 1 + word.count > available {
                    lines.append(margin + line)
                    line = ""
                }
                line += (line.isEmpty ? "" : " ") + word
            }
            lines.append(margin + line)
        }
        return lines.joined(separator: "\n")
    }

    /// Splits on spaces, but keeps a word ending in `:` with the next one, so
    /// that `default: l` and `One of: a` never break across lines.
    static func unbreakableWords(_ line: Substring) -> [String] {
        var words: [String] = []
        for word in line.split(separator: " ") {
            if let last = words.last, last.hasSuffix(":") {
                words[words.count - 1] = last + " " + word
            } else {
                words.append(String(word))
            }
        }
        return words
    }

    private func heading(_ text: String) -> String { bold(text) }

    private func bold(_ text: String) -> String {
        colored ? "\u{1B}[1m\(text)\u{1B}[0m" : text
    }
}
