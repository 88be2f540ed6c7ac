import CampaignModel
import Foundation
import JSONReading

/// Reads theme files (see `docs/themes.md`) into `Theme` values.
///
/// A theme file sets only the keys it wants to change: everything else comes
/// from the built-in theme it `extends` (or `gameball`). Problems are reported
/// like a campaign file's: all at once, in document order, one line each;
/// unknown keys are warnings, so files written for newer versions still load.
public struct ThemeDecoder: Sendable {
    /// Theme files are small; anything larger is not one.
    public static let maximumFileSize = 1024 * 1024

    /// Every value key a theme file may set, as dotted paths in the documented
    /// order (`modal.padding.top`, `buttons.primary.background`, ...).
    public static var keyPaths: [String] { ThemeSchema.leafPaths }

    /// The themes `extends` may name, by name.
    public var builtIns: [String: Theme]

    /// - Parameter builtIns: the themes a file may extend. `gameball` (the
    ///   base of a file that extends nothing) is always available.
    public init(builtIns: [String: Theme] = [:]) {
        var themes = builtIns
        if themes["gameball"] == nil { themes["gameball"] = .gameball }
        self.builtIns = themes
    }

    /// Decodes a theme from JSON bytes.
    ///
    /// - Parameters:
    ///   - data: The file's contents, UTF-8 JSON holding one theme object.
    ///   - file: The path shown in messages, as the user named the file.
    /// - Throws: `InputProblems` with every problem found.
    public func decode(_ data: Data, file: String) throws(InputProblems) -> DecodedTheme {
        try decode(LocatedJSON.parse(data, file: file))
    }

    /// Reads and decodes a theme file. A file that cannot be read is one problem at `$`.
    public func decode(contentsOf url: URL) throws(InputProblems) -> DecodedTheme {
        try decode(LocatedJSON.read(contentsOf: url, expected: "a readable theme file", maximumSize: Self.maximumFileSize))
    }

    private func decode(_ root: LocatedJSON) throws(InputProblems) -> DecodedTheme {
        var log = JSONProblemLog(file: root.file)
        guard root.isObject else {
            log.error(root, expected: "a theme object")
            throw InputProblems(problems: log.errors)
        }
        let keys = ThemeSchema.keys
        let members = log.members(of: root, known: ThemeSchema.fileKeys + keys.map(\.name))

        var description: String?
        if let value = members["description"] {
            if let text = value.string, !text.contains(where: \.isNewline) {
                description = text
            } else {
                log.error(value, expected: "a one-line string")
            }
        }
        var notes: [String] = []
        if let value = members["notes"] {
            if let elements = value.elements {
                for element in elements {
                    if let text = element.string { notes.append(text) } else { log.error(element, expected: "a string") }
                }
            } else {
                log.error(value, expected: "an array of strings")
            }
        }
        var base = Theme.gameball
        var extends: String?
        if let value = members["extends"] {
            if let name = value.string, let theme = builtIns[name] {
                base = theme
                extends = name
            } else {
                log.error(value, expected: "the name of a built-in theme: " + ProblemText.oneOf(builtIns.keys.sorted()))
            }
        }

        var reader = ThemeReader(log: log, theme: base)
        reader.apply(keys, members: members)
        guard !reader.log.hasErrors else { throw InputProblems(problems: reader.log.errors) }
        return DecodedTheme(theme: reader.theme, description: description, notes: notes, extends: extends,
                            warnings: reader.log.warnings)
    }
}
