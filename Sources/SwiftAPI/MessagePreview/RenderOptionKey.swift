import AccessibilityRenderer
import RenderCore

/// Keys of the renderer options `CampaignPreview.data(as:options:)` takes,
/// as `preview.json`'s `renderOptions` spells them.
public enum RenderOptionKey {
    /// `text` (the default) or `json`: how the accessibility dump is written.
    public static let accessibilityFormat = AccessibilityRenderer.formatOption
    /// The folder artwork paths in the box-tree JSON are written relative to
    /// (default: the current folder, as `render`).
    public static let boxTreeBaseDirectory = BoxTreeJSONRenderer.baseDirectoryOption
}
