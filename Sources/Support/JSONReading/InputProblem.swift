import LogText

/// One thing wrong with (or worth noting about) an input file, located by its
/// JSON path: a campaign or vendor payload, a theme, `preview.json` and its
/// `lint` section, placeholder values, an asset manifest. The one problem
/// type of every reader (`JSONProblemLog`).
///
/// Errors read `welcome.json: buttons[1].style.textColor: expected a colour
/// #RGB, #RRGGBB or #RRGGBBAA, found string "red"`. A `note` replaces the
/// "expected …, found …" part, such as `welcome.json: style.fontSize: unknown
/// key, ignored`; `expected` and `found` are still filled in for tools that
/// want them.
public struct InputProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// Whether the file can still be used.
    public enum Severity: String, Sendable {
        /// The file is not used.
        case error
        /// The file is used; something in it is ignored or replaced.
        case warning
    }

    /// The file as the user named it.
    public var file: String
    /// A JSON path such as `buttons[1].style.textColor`; `""` for the root,
    /// which messages show as `$`.
    public var path: String
    /// What the format wants at `path`, e.g. `a non-empty string`.
    public var expected: String
    /// What the file holds there, e.g. `number 42` or `nothing (key missing)`.
    public var found: String
    /// When set, shown instead of "expected …, found …".
    public var note: String?
    public var severity: Severity

    public init(file: String, path: String, expected: String, found: String, note: String? = nil, severity: Severity = .error) {
        self.file = file
        self.path = path
        self.expected = expected
        self.found = found
        self.note = note
        self.severity = severity
    }

    /// `path`, or `$` for the root.
    public var displayPath: String { path.isEmpty ? "$" : path }

    /// The problem without the file: `<path>: expected <expected>, found <found>`, or `<path>: <note>`.
    /// Escaped for a terminal or log (`logSafe`): input quoted in it stays on its line.
    public var message: String {
        ("\(displayPath): " + (note ?? "expected \(expected), found \(found)")).logSafe
    }

    /// One line: `<file>: <message>`; a file name is input too (a folder of
    /// campaigns from a pull request), so it is escaped like the rest.
    public var description: String { "\(file.logSafe): \(message)" }
}
