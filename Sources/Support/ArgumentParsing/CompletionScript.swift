/// Shell completion scripts written from a tool's command specifications,
/// so every command, option and choice a `CommandSpec` declares completes,
/// and a new option needs no second edit. Options that take a value without
/// fixed choices complete the values the tool offers for them when the
/// script is written (`values`: device, format, theme names, which a list
/// or a file may also be), else file names, as positionals do.
public enum CompletionScript {
    /// The shells a script can be written for.
    public enum Shell: String, CaseIterable, Sendable {
        case bash, zsh, fish
    }

    /// The script for `shell`; its first line says how to install it.
    /// - Parameter values: words offered for an option without fixed choices, by the option's name.
    public static func script(for tool: CommandLineTool, shell: Shell, values: [String: [String]] = [:]) -> String {
        let offered = { (option: Option) -> [String]? in option.choices ?? values[option.name].flatMap { $0.isEmpty ? nil : $0 } }
        return switch shell {
        case .bash: bash(tool, offered)
        case .zsh: zsh(tool, offered)
        case .fish: fish(tool, offered)
        }
    }

    /// Options every command has besides its own.
    static func options(of command: CommandSpec) -> [Option] { command.options + [CommandSpec.helpOption] }

    /// Top-level words and what they do: commands (a group once), then the built-in words.
    static func topLevel(_ tool: CommandLineTool) -> [(word: String, summary: String)] {
        var words: [(String, String)] = []
        for command in tool.commands {
            let word = String(command.name.prefix { $0 != " " })
            if words.contains(where: { $0.0 == word }) { continue }
            words.append(command.name.contains(" ") ? (word, "\(word) commands") : (word, command.summary))
        }
        return words + builtIns
    }

    static let builtIns = [("help", "Show help for a command."), ("completion", "Print a shell completion script."),
                           ("version", "Print the version.")]

    /// Identifiers shells accept in function names: `preview-cli` -> `preview_cli`.
    static func identifier(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }

    /// The first sentence of a help text, short enough for a completion menu.
    static func brief(_ text: String) -> String {
        var sentence = text.prefix { $0 != "\n" }
        if let end = sentence.firstRange(of: ". ") { sentence = sentence[..<end.lowerBound] }
        var result = String(sentence)
        if result.hasSuffix(".") { result.removeLast() }
        if result.count > 70 { result = String(result.prefix(67)) + "..." }
        return result
    }

    // MARK: - bash

    private static func bash(_ tool: CommandLineTool, _ offered: (Option) -> [String]?) -> String {
        let function = "_" + identifier(tool.name)
        var lines = [
            "# bash completion for \(tool.name), written by '\(tool.name) completion bash'.",
            "# Install: \(tool.name) completion bash > ~/.local/share/bash-completion/completions/\(tool.name)",
            "\(function)() {",
            "    local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"${COMP_WORDS[COMP_CWORD-1]}\"",
            "    local command=\"${COMP_WORDS[1]}\"",
            "    if [[ $COMP_CWORD -eq 1 ]]; then",
            "        COMPREPLY=($(compgen -W \"\(topLevel(tool).map(\.word).joined(separator: " "))\" -- \"$cur\"))",
            "        return",
            "    fi",
            "    case \"$command\" in",
        ]
        let groups = Set(tool.commands.filter { $0.name.contains(" ") }.map { String($0.name.prefix { $0 != " " }) })
        for group in groups.sorted() {
            let members = tool.commands.filter { $0.name.hasPrefix(group + " ") }.map { String($0.name.dropFirst(group.count + 1)) }
            lines += [
                "        \(group))",
                "            if [[ $COMP_CWORD -eq 2 ]]; then",
                "                COMPREPLY=($(compgen -W \"\(members.joined(separator: " "))\" -- \"$cur\"))",
                "                return",
                "            fi",
                "            command=\"\(group) ${COMP_WORDS[2]}\" ;;",
            ]
        }
        lines += [
            "        help) COMPREPLY=($(compgen -W \"\(topLevel(tool).map(\.word).filter { $0 != "help" }.joined(separator: " "))\" -- \"$cur\")); return ;;",
            "        completion) COMPREPLY=($(compgen -W \"\(Shell.allCases.map(\.rawValue).joined(separator: " "))\" -- \"$cur\")); return ;;",
            "    esac",
            "    case \"$command\" in",
        ]
        for command in tool.commands {
            let options = options(of: command)
            let words = options.flatMap { option in [option.displayName] + (option.shortName.map { ["-\($0)"] } ?? []) }
            lines.append("        \"\(command.name)\")")
            let withChoices = options.filter { offered($0) != nil }
            if !withChoices.isEmpty {
                lines.append("            case \"$prev\" in")
                for option in withChoices {
                    let names = ([option.displayName] + (option.shortName.map { ["-\($0)"] } ?? [])).joined(separator: "|")
                    lines.append("                \(names)) COMPREPLY=($(compgen -W \"\(offered(option)!.joined(separator: " "))\" -- \"$cur\")); return ;;")
                }
                lines.append("            esac")
            }
            let valued = options.filter { $0.takesValue && offered($0) == nil }
            if !valued.isEmpty {
                let names = valued.flatMap { [$0.displayName] + ($0.shortName.map { ["-\($0)"] } ?? []) }.joined(separator: "|")
                // A value without fixed choices: let the shell complete file names.
                lines.append("            case \"$prev\" in \(names)) return ;; esac")
            }
            lines.append("            if [[ \"$cur\" == -* ]]; then COMPREPLY=($(compgen -W \"\(words.joined(separator: " "))\" -- \"$cur\")); fi ;;")
        }
        lines += [
            "    esac",
            "}",
            "complete -o default -o bashdefault -F \(function) \(tool.name)",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - zsh

    /// Text inside a zsh `_arguments` description: single-quoted, no brackets or colons.
    private static func zshText(_ text: String) -> String {
        brief(text).replacing("'", with: "'\\''").replacing("[", with: "(")
            .replacing("]", with: ")").replacing(":", with: " -")
    }

    private static func zshSpec(_ option: Option, _ offered: (Option) -> [String]?) -> String {
        let help = "[\(zshText(option.help))]"
        var action = ""
        if option.takesValue {
            let value = zshText(option.valueName)
            action = ":\(value):" + (offered(option).map { "(\($0.joined(separator: " ")))" } ?? "_files")
        }
        let repeatable = option.kind == .repeating ? "*" : ""
        if let short = option.shortName {
            let exclusion = repeatable.isEmpty ? "'(-\(short) \(option.displayName))'" : "'*'"
            return "\(exclusion){-\(short),\(option.displayName)}'\(help)\(action)'"
        }
        return "'\(repeatable)\(option.displayName)\(help)\(action)'"
    }

    private static func zsh(_ tool: CommandLineTool, _ offered: (Option) -> [String]?) -> String {
        let function = "_" + identifier(tool.name)
        func describe(_ name: String, _ items: [(String, String)]) -> [String] {
            ["        local -a \(name)=("] + items.map { "            '\($0.0):\(zshText($0.1))'" } + ["        )"]
        }
        var lines = [
            "#compdef \(tool.name)",
            "# zsh completion for \(tool.name), written by '\(tool.name) completion zsh'.",
            "# Install: \(tool.name) completion zsh > \"${fpath[1]}/_\(tool.name)\", then start a new shell.",
            "\(function)() {",
            "    local command=${words[2]}",
            "    if (( CURRENT == 2 )); then",
        ]
        lines += describe("commands", topLevel(tool))
        lines += ["        _describe 'command' commands", "        return", "    fi"]
        let groups = Set(tool.commands.filter { $0.name.contains(" ") }.map { String($0.name.prefix { $0 != " " }) })
        for group in groups.sorted() {
            let members = tool.commands.filter { $0.name.hasPrefix(group + " ") }
            lines += ["    if [[ $command == \(group) ]]; then", "        if (( CURRENT == 3 )); then"]
            lines += describe("members", members.map { (String($0.name.dropFirst(group.count + 1)), $0.summary) }).map { "    " + $0 }
            lines += ["            _describe '\(group) command' members", "            return", "        fi",
                      "        command=\"\(group) ${words[3]}\"", "        shift words", "        (( CURRENT-- ))", "    fi"]
        }
        lines += [
            "    shift words",
            "    (( CURRENT-- ))",
            "    case $command in",
            "        help) _arguments '1: -(\(topLevel(tool).map(\.word).filter { $0 != "help" }.joined(separator: " ")))' ;;",
            "        completion) _arguments '1: -(\(Shell.allCases.map(\.rawValue).joined(separator: " ")))' ;;",
        ]
        for command in tool.commands {
            var specs = options(of: command).map { zshSpec($0, offered) }
            for positional in command.positionals {
                let name = zshText(positional.name)
                switch positional.arity {
                case .required: specs.append("':\(name):_files'")
                case .optional: specs.append("'::\(name):_files'")
                case .variadic: specs.append("'*:\(name):_files'")
                }
            }
            lines.append("        '\(command.name)') _arguments -s \\")
            lines += specs.dropLast().map { "            \($0) \\" }
            lines.append("            \(specs.last!) ;;")
        }
        lines += ["    esac", "}", "\(function) \"$@\""]
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - fish

    private static func fishText(_ text: String) -> String {
        "'" + brief(text).replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
    }

    private static func fish(_ tool: CommandLineTool, _ offered: (Option) -> [String]?) -> String {
        let name = tool.name
        var lines = [
            "# fish completion for \(name), written by '\(name) completion fish'.",
            "# Install: \(name) completion fish > ~/.config/fish/completions/\(name).fish",
            "complete -c \(name) -f",
        ]
        for (word, summary) in topLevel(tool) {
            lines.append("complete -c \(name) -n __fish_use_subcommand -a \(word) -d \(fishText(summary))")
        }
        let words = topLevel(tool).map(\.word).filter { $0 != "help" }.joined(separator: " ")
        lines.append("complete -c \(name) -n '__fish_seen_subcommand_from help' -a '\(words)'")
        lines.append("complete -c \(name) -n '__fish_seen_subcommand_from completion' -a '\(Shell.allCases.map(\.rawValue).joined(separator: " "))'")
        let groups = Set(tool.commands.filter { $0.name.contains(" ") }.map { String($0.name.prefix { $0 != " " }) })
        for group in groups.sorted() {
            let members = tool.commands.filter { $0.name.hasPrefix(group + " ") }
            let memberWords = members.map { String($0.name.dropFirst(group.count + 1)) }
            for (member, command) in zip(memberWords, members) {
                lines.append("complete -c \(name) -n '__fish_seen_subcommand_from \(group); and not __fish_seen_subcommand_from "
                             + "\(memberWords.joined(separator: " "))' -a \(member) -d \(fishText(command.summary))")
            }
        }
        for command in tool.commands {
            let parts = command.name.split(separator: " ")
            let condition = "'" + parts.map { "__fish_seen_subcommand_from \($0)" }.joined(separator: "; and ") + "'"
            if !command.positionals.isEmpty { lines.append("complete -c \(name) -n \(condition) -F") }
            for option in options(of: command) {
                var line = "complete -c \(name) -n \(condition) -l \(option.name)"
                if let short = option.shortName { line += " -s \(short)" }
                if option.takesValue {
                    line += offered(option).map { " -x -a '\($0.joined(separator: " "))'" } ?? " -r -F"
                }
                lines.append(line + " -d \(fishText(option.help))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
