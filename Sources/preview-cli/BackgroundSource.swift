import BoxTreeModel
import CampaignModel

/// What `--background` asked for behind the message. An image is kept as a
/// path: loading it (and learning its size) is rendering work.
enum BackgroundSource: Equatable, Sendable {
    /// No `--background`: the neutral mock app screen.
    case mockApp
    case color(RGBAColor)
    /// A screenshot of the user's app; the file is known to exist.
    case imageFile(String)
}
