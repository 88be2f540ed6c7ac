/// One thing wrong with (or worth noting about) a campaign file, located by
/// its JSON path.
///
/// Errors read `welcome.json: buttons[1].style.textColor: expected a colour
/// #RGB, #RRGGBB or #RRGGBBAA, found string "red"`. Warnings carry a `note`
/// that replaces the "expected …, found …" part, such as `welcome.json:
/// style.fontSize: unknown key, ignored`; their `expected` and `found` are
/// still filled in for tools that want them.
public struct CampaignProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file as the user named it.
    public var file: String
    /// A JSON path such as `buttons[1].style.textColor`; `""` for the root,
    /// which messages show as `$`.
    public var path: String
    /// What the format wants at `path`, e.g. `a non-empty string`.
    public var expected: String
    /// What the file holds there, e.g. `number 42` or `nothing (key missing)`.
    public var found: String
    /// When set, shown instead of "expected …, found …" (used by warnings).
    public var note: String?

    public init(file: String, path: String, expected: String, found: String, note: String? = nil) {
        self.file = file
        self.path = path
        self.expected = expected
        self.found = found
        self.note = note
    }

    /// `path`, or `$` for the root.
    public var displayPath: String { path.isEmpty ? "$" : path }

    /// One line: `<file>: <path>: expected <expected>, found <found>`, or
    /// `<file>: <path>: <note>`.
    public var description: String {
        let detail = note ?? "expected \(expected), found \(found)"
        return "\(file): \(displayPath): \(detail)"
    }
}
