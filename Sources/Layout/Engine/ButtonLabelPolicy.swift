import BoxTreeModel
import CampaignModel

/// How the SDK drawing a message fits a button's title into the button:
/// each SDK has its own rule, and the largest text sizes show it
/// (`docs/importing.md`, the vendors' fact tables).
enum ButtonLabelPolicy: Equatable {
    /// Lines wrap between words and the button grows to hold them (our SDK).
    case wrap
    /// One line, cut with an ellipsis when too long, the button `height`
    /// tall whatever the title (Firebase's modal button: a required 36 pt
    /// height constraint in its storyboard); nil: as tall as the title needs.
    case oneLine(height: Double?)
    /// One line whose font shrinks until the title fits the button's width,
    /// the button at most `maxHeight` tall (BrazeUI's `ButtonView`: the
    /// title label adjusts its font size to fit the width, and the button's
    /// height is capped at 44 pt).
    case oneLineShrinking(maxHeight: Double)

    /// BrazeUI's cap on a button's height.
    static let brazeMaxHeight = 44.0
    /// Firebase's modal button height.
    static let firebaseButtonHeight = 36.0

    init(for campaign: Campaign) {
        switch campaign.source {
        case .braze: self = .oneLineShrinking(maxHeight: Self.brazeMaxHeight)
        case .firebase: self = .oneLine(height: Self.firebaseButtonHeight)
        case .gameball, .radar, .adobe: self = .wrap
        }
    }
}

extension LayoutContext {
    /// A button's title laid out `width` wide under ``buttonLabels``, with
    /// the font it is drawn in (smaller than `font` when the policy shrinks it).
    func buttonLabel(_ text: String, font: FontSpec, width: Double) -> (lines: [TextLine], font: FontSpec) {
        switch buttonLabels {
        case .wrap:
            return (lines(text, font: font, width: width, alignment: .center), font)
        case .oneLine:
            return (oneLine(text, font: font, width: width, alignment: .center), font)
        case .oneLineShrinking(let maxHeight):
            var shrunk = font
            let natural = measurer.lines(for: text, font: font, maxWidth: .infinity, alignment: .center, direction: direction)
            if natural.maxWidth > width, natural.maxWidth > 0 {
                shrunk.size = max(1, (font.size * width / natural.maxWidth * 2).rounded(.down) / 2)
            }
            let room = maxHeight - 2 * theme.buttons.verticalPadding
            let lineHeight = oneLine(text, font: shrunk, width: width, alignment: .center).blockHeight
            if lineHeight > room, room > 0 {
                shrunk.size = max(1, (shrunk.size * room / lineHeight * 2).rounded(.down) / 2)
            }
            return (oneLine(text, font: shrunk, width: width, alignment: .center), shrunk)
        }
    }

    /// The height of a button whose tallest title is `labelHeight` tall.
    func buttonHeight(labelHeight: Double) -> Double {
        let style = theme.buttons
        let natural = max(style.minHeight, labelHeight + 2 * style.verticalPadding)
        switch buttonLabels {
        case .oneLineShrinking(let maxHeight): return min(natural, maxHeight)
        case .oneLine(let height?): return height
        case .oneLine(nil), .wrap: return natural
        }
    }
}
