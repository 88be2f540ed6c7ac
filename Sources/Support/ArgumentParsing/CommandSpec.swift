/// Everything the parser and the help text need to know about one command:
/// its name, what it does, its options and positionals, and extra help sections.
public struct CommandSpec: Sendable {
    /// The word that selects the command, e.g. `render`.
    public let name: String
    /// One line, shown in the tool's command list and under the usage line.
    public let summary: String
    /// Further paragraphs shown after the summary (may be empty); separate
    /// paragraphs with a blank line and let the formatter wrap them.
    public let discussion: String
    public let positionals: [Positional]
    public let options: [Option]
    /// Sections appended to the help, e.g. exit status and examples.
    public let sections: [HelpSection]

    public init(name: String, summary: String, discussion: String = "", positionals: [Positional] = [],
                options: [Option] = [], sections: [HelpSection] = []) {
        self.name = name
        self.summary = summary
        self.discussion = discussion
        self.positionals = positionals
        self.options = options
        self.sections = sections
        // Declaration mistakes are programmer errors: fail at once, not on a user's command line.
        let names = options.map(\.name) + ["help"]
        precondition(Set(names).count == names.count, "\(name): duplicate option name")
        let shorts = options.compactMap(\.shortName) + ["h"]
        precondition(Set(shorts).count == shorts.count, "\(name): duplicate short option")
        precondition(positionals.dropLast().allSatisfy { $0.arity != .variadic }, "\(name): only the last positional may be variadic")
        let arities = positionals.map(\.arity)
        precondition(arities.drop(while: { $0 == .required }).allSatisfy { $0 != .required },
                     "\(name): required positionals must come first")
    }

    /// The built-in `-h, --help` option every command understands.
    public static let helpOption = Option.flag("help", short: "h", help: "Show this help and exit.")

    func option(named name: String) -> Option? {
        options.first { $0.name == name }
    }

    func option(short: Character) -> Option? {
        options.first { $0.shortName == short }
    }
}
