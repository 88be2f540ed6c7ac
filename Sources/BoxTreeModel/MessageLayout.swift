/// What a message shows: text with optional artwork, or artwork alone.
public enum MessageLayout: String, CaseIterable, Sendable, Codable {
    case textWithImage, imageOnly
}
