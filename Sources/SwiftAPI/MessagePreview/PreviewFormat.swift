/// An output of a preview, by what it shows. Each is one of
/// `preview-cli render --format`'s formats and writes the same bytes.
public enum PreviewFormat: String, CaseIterable, Hashable, Sendable {
    /// The picture: a PNG at the device's scale (`--format png`).
    case png
    /// What VoiceOver reads, in order (`--format a11y`, text unless the
    /// render options say `a11y.format=json`).
    case accessibility
    /// The laid-out box tree as JSON (`--format json`).
    case boxTree

    /// The renderer's name, as `--format` and `preview.json` spell it.
    public var formatName: String {
        switch self {
        case .png: "png"
        case .accessibility: "a11y"
        case .boxTree: "json"
        }
    }
}
