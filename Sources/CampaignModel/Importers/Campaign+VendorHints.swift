import BoxTreeModel

/// How a vendor's SDK draws or behaves beyond what the campaign model says,
/// so that layout and lint can follow that SDK. Only importers set it
/// (`Campaign.vendor`); a campaign in our own format has none, and nothing
/// here can be written in a campaign file.
public struct VendorHints: Equatable, Sendable {
    /// The four Firebase message layouts, which Firebase draws each its own way.
    public enum FirebaseLayout: String, Equatable, Sendable {
        case banner, modal, imageOnly, card
    }

    /// Braze's Font Awesome slide-up icon: a character drawn in a square
    /// where an image would go.
    public struct BrazeIcon: Equatable, Sendable {
        /// A Font Awesome 4 character.
        public var glyph: String
        /// The glyph's colour; `nil`: Braze's default (white).
        public var color: RGBAColor?
        /// The square's colour; `nil`: Braze's default (Braze blue).
        public var background: RGBAColor?

        public init(glyph: String, color: RGBAColor? = nil, background: RGBAColor? = nil) {
            self.glyph = glyph
            self.color = color
            self.background = background
        }
    }

    /// The SDK the message was written for.
    public var source: MessageSource
    /// Set for Firebase messages: which of its layouts the message uses.
    public var firebaseLayout: FirebaseLayout?
    /// The SDK closes the message after any action, a link included (Firebase).
    public var closesAfterAnyAction: Bool
    /// Braze's slide-up icon, when the message has one.
    public var brazeIcon: BrazeIcon?
    /// An image-only message still shows its buttons, over the bottom of
    /// the picture (Braze's `GRAPHIC` modal and full screen); our own
    /// format and the other vendors show the picture alone.
    public var imageOnlyShowsButtons: Bool
    /// A full screen hides the status bar and its picture starts at the
    /// screen's top edge (BrazeUI's full views on phones).
    public var fullScreenHidesStatusBar: Bool
    /// On an iPad (regular width) a full screen is drawn as a modal card
    /// (BrazeUI's full views switch to their modal display mode there).
    public var fullScreenIsModalOnIPad: Bool
    /// The picture to show in landscape and on an iPad instead of `imageURL`
    /// (Firebase's card `landscapeImageUrl`).
    public var landscapeImageURL: String?
    /// Where each element of the message came from in the payload, so that
    /// an element the preview does not draw is reported at its own JSON path.
    public var paths: ElementPaths
    /// The colours the SDK draws in dark mode instead (Braze's `themes.dark`).
    public var darkTheme: VendorDarkTheme?

    public init(source: MessageSource, firebaseLayout: FirebaseLayout? = nil, closesAfterAnyAction: Bool = false,
                brazeIcon: BrazeIcon? = nil, imageOnlyShowsButtons: Bool = false, fullScreenHidesStatusBar: Bool = false,
                fullScreenIsModalOnIPad: Bool = false, landscapeImageURL: String? = nil, paths: ElementPaths = ElementPaths(),
                darkTheme: VendorDarkTheme? = nil) {
        self.source = source
        self.firebaseLayout = firebaseLayout
        self.closesAfterAnyAction = closesAfterAnyAction
        self.brazeIcon = brazeIcon
        self.imageOnlyShowsButtons = imageOnlyShowsButtons
        self.fullScreenHidesStatusBar = fullScreenHidesStatusBar
        self.fullScreenIsModalOnIPad = fullScreenIsModalOnIPad
        self.landscapeImageURL = landscapeImageURL
        self.paths = paths
        self.darkTheme = darkTheme
    }
}

/// The JSON paths, in the vendor's payload, of a message's elements.
public struct ElementPaths: Equatable, Sendable {
    public var header: String?
    public var body: String?
    public var image: String?
    /// The landscape picture's (`VendorHints.landscapeImageURL`).
    public var landscapeImage: String?
    /// Braze's icon's (`VendorHints.brazeIcon`).
    public var icon: String?
    /// By button ID.
    public var buttons: [String: String]

    public init(header: String? = nil, body: String? = nil, image: String? = nil, landscapeImage: String? = nil,
                icon: String? = nil, buttons: [String: String] = [:]) {
        self.header = header
        self.body = body
        self.image = image
        self.landscapeImage = landscapeImage
        self.icon = icon
        self.buttons = buttons
    }
}

extension Campaign {
    /// Whether Firebase draws this message as its `card` layout.
    public var isFirebaseCard: Bool { vendor?.firebaseLayout == .card }

    /// Whether this is a Firebase modal (drawn with the image beside the text in landscape).
    public var isFirebaseModal: Bool { vendor?.firebaseLayout == .modal }

    /// Whether the SDK closes the message after any action, a link included
    /// (Firebase does), so any button or click action closes it.
    public var closesAfterAnyAction: Bool { vendor?.closesAfterAnyAction ?? false }

    /// Braze's Font Awesome icon with its colours, when the message has one.
    public var brazeIcon: VendorHints.BrazeIcon? { vendor?.brazeIcon }

    /// Whether an image-only layout draws the buttons over its picture (Braze).
    public var imageOnlyShowsButtons: Bool { vendor?.imageOnlyShowsButtons ?? false }

    /// Whether a full screen hides the status bar, its picture starting at the screen's top (Braze).
    public var fullScreenHidesStatusBar: Bool { vendor?.fullScreenHidesStatusBar ?? false }

    /// Whether the close button stays at the top right in right-to-left too:
    /// Firebase's image-only message centres it on the image's top-right
    /// corner by frame, never by leading and trailing.
    public var closeStaysTopRight: Bool { vendor?.firebaseLayout == .imageOnly }

    /// Whether text that does not fit is cut, never scrolled: Radar's
    /// SwiftUI card has no scroll view, its picture and button keep their
    /// fixed sizes and the text is truncated with an ellipsis.
    public var textIsCutNotScrolled: Bool { vendor?.source == .radar }

    /// Whether a full screen is drawn as a modal on an iPad (Braze).
    public var fullScreenIsModalOnIPad: Bool { vendor?.fullScreenIsModalOnIPad ?? false }

    /// The picture for `landscape` (or an iPad's regular width): the vendor's
    /// landscape picture when it has one there, else `imageURL`'s reference.
    public func imageReference(_ portrait: String?, landscapeOrRegularWidth: Bool) -> String? {
        guard landscapeOrRegularWidth, let landscape = vendor?.landscapeImageURL else { return portrait }
        return landscape
    }

    /// The SDK the campaign was written for: ours unless an importer read it.
    public var source: MessageSource { vendor?.source ?? .gameball }
}
