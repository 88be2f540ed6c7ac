/// The interface orientation of the device for a preview.
public enum Orientation: String, CaseIterable, Sendable, Codable {
    case portrait, landscape
}
