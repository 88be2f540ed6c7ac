/// Text placed in a JUnit document (a name, a message, a failure's body,
/// `system-out`): the one escaping for that medium.
///
/// CI front ends read more than XML in it: GitLab and Jenkins take
/// `[[ATTACHMENT|path]]` in a test's output as a file to show beside it
/// (Jenkins also `[[PROPERTY|…]]`), after the XML is parsed, so a character
/// reference would not hide one. Input must not be able to add such a marker,
/// so a bracket right after the same bracket gets a backslash (`[\[`, `]\]`):
/// no `[[` or `]]` is left. Then the text is XML-escaped (`XMLText`), which
/// also replaces the control characters XML 1.0 forbids.
public enum JUnitText {
    /// `text` for an attribute or element content of a JUnit document.
    public static func escaped(_ text: String) -> String {
        var unmarked = ""
        unmarked.reserveCapacity(text.utf8.count)
        var last: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if (scalar == "[" || scalar == "]"), last == scalar { unmarked += "\\" }
            unmarked.unicodeScalars.append(scalar)
            last = scalar
        }
        return XMLText.escaped(unmarked)
    }
}
