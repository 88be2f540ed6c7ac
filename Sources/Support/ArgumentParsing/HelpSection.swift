/// An extra titled section at the end of a command's help, such as
/// `EXIT STATUS` or `EXAMPLES`.
public struct HelpSection: Hashable, Sendable {
    /// A term and its explanation, laid out like an option: `  0   preview written`.
    public struct Row: Hashable, Sendable {
        public let term: String
        public let text: String
        public init(_ term: String, _ text: String) {
            self.term = term
            self.text = text
        }
    }

    public let title: String
    public let rows: [Row]
    /// Lines shown verbatim (indented), e.g. example command lines.
    public let lines: [String]

    /// A section of aligned term/explanation rows.
    public init(title: String, rows: [Row]) {
        self.title = title
        self.rows = rows
        self.lines = []
    }

    /// A section of preformatted lines.
    public init(title: String, lines: [String]) {
        self.title = title
        self.rows = []
        self.lines = lines
    }
}
