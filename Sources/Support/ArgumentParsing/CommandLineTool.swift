/// A tool made of subcommands (`tool render ...`, `tool devices`), with the
/// usual `--help`, `--version` and `help <command>`. A command's name may be
/// two words (`golden check`, `golden record`): the first groups them. Routing is pure: it says
/// what to do and leaves printing and exiting to the caller.
public struct CommandLineTool: Sendable {
    /// The program name, as shown in usage lines.
    public let name: String
    public let version: String
    public let summary: String
    public let commands: [CommandSpec]
    /// Sections appended to the tool's help, e.g. exit status.
    public let sections: [HelpSection]

    public init(name: String, version: String, summary: String, commands: [CommandSpec], sections: [HelpSection] = []) {
        precondition(Set(commands.map(\.name)).count == commands.count, "duplicate command name")
        precondition(!commands.contains { ["help", "version", "completion"].contains($0.name) }, "help, version and completion are built in")
        self.name = name
        self.version = version
        self.summary = summary
        self.commands = commands
        self.sections = sections
    }

    public static let versionOption = Option.flag("version", short: "V", help: "Print the version and exit.")

    /// Decides what a command line (without the program name) asks for.
    public func route(_ arguments: [String]) -> Invocation {
        guard let first = arguments.first else {
            return .usageError(.missingCommand(available: topLevelWords), command: nil)
        }
        var rest = Array(arguments.dropFirst())
        switch first {
        case "--help", "-h":
            return .toolHelp
        case "--version", "-V", "version":
            return .version
        case "completion":
            let shells = CompletionScript.Shell.allCases.map(\.rawValue)
            if ArgumentParser.requestsHelp(rest) { return .toolHelp }
            guard let word = rest.first else { return .usageError(.missingArgument("SHELL (\(shells.joined(separator: ", ")))"), command: nil) }
            guard let shell = CompletionScript.Shell(rawValue: word) else {
                return .usageError(.invalidValue(option: "completion", value: word,
                                                 reason: "expected one of: \(shells.joined(separator: ", "))"), command: nil)
            }
            return .completion(shell)
        case "help":
            guard let topic = rest.first else { return .toolHelp }
            if isGroup(topic) {
                guard let second = rest.dropFirst().first else { return .toolHelp }
                return command(named: topic + " " + second).map(Invocation.commandHelp) ?? unknownCommand(topic + " " + second)
            }
            return command(named: topic).map(Invocation.commandHelp) ?? unknownCommand(topic)
        default:
            break
        }
        if ArgumentParser.looksLikeOption(first) {
            let known = ["help", "version", "V"]
            let typed = String(first.drop { $0 == "-" }.prefix { $0 != "=" })
            let suggestion = Spelling.suggestion(for: typed, among: known).map { "--" + $0 }
            return .usageError(.unknownOption(first, suggestion: suggestion), command: nil)
        }
        var word = first
        if isGroup(first) {
            // `tool golden check ...`: the group's word, then the command's.
            guard let second = rest.first, !ArgumentParser.looksLikeOption(second) else {
                if ArgumentParser.requestsHelp(rest) { return .toolHelp }
                return .usageError(.missingCommand(available: commands.map(\.name).filter { $0.hasPrefix(first + " ") }), command: nil)
            }
            word = first + " " + second
            rest.removeFirst()
        }
        guard let command = command(named: word) else { return unknownCommand(word) }
        if ArgumentParser.requestsHelp(rest) { return .commandHelp(command) }
        do {
            return .run(command, try ArgumentParser(command).parse(rest))
        } catch {
            return .usageError(error, command: command)
        }
    }

    /// How a command is invoked, for usage lines and hints: `tool render`.
    public func path(of command: CommandSpec?) -> String {
        command.map { "\(name) \($0.name)" } ?? name
    }

    /// The words a command line can start with: command names, and each
    /// group of two-word commands once (`golden`), in declaration order.
    private var topLevelWords: [String] {
        var words: [String] = []
        for command in commands {
            let word = String(command.name.prefix { $0 != " " })
            if !words.contains(word) { words.append(word) }
        }
        return words
    }

    /// Whether `word` is the first word of two-word commands (`golden` of `golden check`).
    private func isGroup(_ word: String) -> Bool {
        commands.contains { $0.name.hasPrefix(word + " ") }
    }

    private func command(named name: String) -> CommandSpec? {
        commands.first { $0.name == name }
    }

    private func unknownCommand(_ word: String) -> Invocation {
        // A mistyped group member is matched among full names; anything else among the top-level words.
        let names = word.contains(" ") ? commands.map(\.name) : topLevelWords
        return .usageError(.unknownCommand(word, suggestion: Spelling.suggestion(for: word, among: names), available: names),
                           command: nil)
    }
}
