/// The user interface layout direction. In `.rightToLeft` the whole message
/// mirrors: leading edges are on the right.
public enum LayoutDirection: String, CaseIterable, Sendable, Codable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"
}
