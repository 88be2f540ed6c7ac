import BoxTreeModel
/// How a vendor's SDK draws or behaves beyond what the campaign model says,
/// carried in `extras` under the vendor's prefix (as `braze.icon` always
/// was) so that layout and lint can follow the SDK. Only importers write
/// these keys; a campaign in our own format never has them unless its
/// author copies them on purpose.
public enum VendorHint {
    /// `"card"` for a Firebase card, which Firebase draws unlike a modal;
    /// `"modal"` for a Firebase modal, whose landscape layout differs.
    public static let firebaseLayout = "firebase.layout"
    /// `true` when the SDK closes the message after any action (Firebase).
    public static let closesAfterAnyAction = "firebase.closesAfterAnyAction"
    /// A Font Awesome 4 character that Braze draws in the slide-up's icon square.
    public static let brazeIcon = "braze.icon"
    /// The glyph's colour, `#RRGGBBAA`.
    public static let brazeIconColor = "braze.icon_color"
    /// The square's colour, `#RRGGBBAA`.
    public static let brazeIconBackground = "braze.icon_bg_color"
}

extension Campaign {
    /// Whether Firebase draws this message as its `card` layout.
    public var isFirebaseCard: Bool { hint(VendorHint.firebaseLayout) == .string("card") }

    /// Whether this is a Firebase modal (drawn with the image beside the text in landscape).
    public var isFirebaseModal: Bool { hint(VendorHint.firebaseLayout) == .string("modal") }

    /// Whether the SDK closes the message after any action, a link included
    /// (Firebase does), so any button or click action closes it.
    public var closesAfterAnyAction: Bool { hint(VendorHint.closesAfterAnyAction) == .bool(true) }

    /// Braze's Font Awesome icon with its colours, when the message has one.
    public var brazeIcon: (glyph: String, color: RGBAColor?, background: RGBAColor?)? {
        guard case .string(let glyph)? = hint(VendorHint.brazeIcon), !glyph.isEmpty else { return nil }
        func color(_ key: String) -> RGBAColor? {
            guard case .string(let hex)? = hint(key) else { return nil }
            return RGBAColor(hex: hex)
        }
        return (glyph, color(VendorHint.brazeIconColor), color(VendorHint.brazeIconBackground))
    }

    private func hint(_ key: String) -> JSONValue? {
        guard case .object(let object) = extras else { return nil }
        return object[key]
    }
}
