/// How a renderer's output is compared with its golden, the way a snapshot
/// strategy carries its own diffing: a golden check asks the renderer, never
/// the file name.
public enum OutputComparison: String, Sendable, Codable, CaseIterable {
    /// Decoded and compared pixel by pixel with the perceptual diff
    /// (threshold, anti-aliasing, masks); the report shows the pictures.
    case pixels
    /// UTF-8 text, compared line by line; the report shows a word-level diff.
    case text
    /// Compared byte for byte.
    case bytes
}
