import BoxTreeModel
import CampaignModel
import Layout

/// Campaigns covering each message type and layout, built in code so each
/// test says exactly what it depends on.
enum Fixtures {
    static let buttons = [
        Button(id: "claim", text: "Claim reward", action: .openURL(url: "https://example.com/claim", external: false)),
        Button(id: "later", text: "Later", action: .dismiss),
    ]

    static let modal = Campaign(
        id: "modal-welcome", type: .modal, header: "Welcome back, {player_name}!",
        body: "You have 120 points waiting. Claim them before Sunday to unlock the gold tier.",
        imageURL: "hero.png", buttons: buttons)

    static let modalNoImage = Campaign(
        id: "modal-text", type: .modal, header: "Double points weekend",
        body: "Every purchase earns twice the points until Sunday midnight.", buttons: [buttons[0]])

    static let slideUpBottom = Campaign(
        id: "slide", type: .slideup, header: "New badge unlocked", body: "You reached level 5. Tap to see your rewards.",
        iconURL: "icon.png", clickAction: .navigate(route: "rewards", arguments: nil))

    static var slideUpTop: Campaign {
        var campaign = slideUpBottom
        campaign.slidePosition = .top
        return campaign
    }

    static let fullscreen = Campaign(
        id: "full", type: .fullscreen, header: "Summer sale", body: "Up to 50% off on every reward in the store this week only.",
        imageURL: "hero.png", buttons: buttons)

    static let fullscreenNoImage = Campaign(
        id: "full-text", type: .fullscreen, header: "Terms updated", body: "We changed how points expire. Read the details.",
        buttons: [buttons[1]])

    static let modalImageOnly = Campaign(id: "modal-art", type: .modal, layout: .imageOnly, imageURL: "hero.png",
                                         clickAction: .openURL(url: "https://example.com", external: true))
    static let fullscreenImageOnly = Campaign(id: "full-art", type: .fullscreen, layout: .imageOnly, imageURL: "hero.png")
    static let slideUpImageOnly = Campaign(id: "slide-art", type: .slideup, layout: .imageOnly, imageURL: "hero.png")

    static let all: [Campaign] = [modal, modalNoImage, slideUpBottom, slideUpTop, fullscreen, fullscreenNoImage,
                                  modalImageOnly, fullscreenImageOnly, slideUpImageOnly]

    static func engine(artwork: FakeArtwork = FakeArtwork()) -> LayoutEngine {
        LayoutEngine(measurer: FakeMeasurer(), artwork: artwork)
    }

    static func environments() -> [Environment] {
        var result: [Environment] = []
        for device in DeviceCatalog.builtIn.devices {
            for orientation in Orientation.allCases {
                for size in [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge] {
                    result.append(Environment(device: device, orientation: orientation, textSize: size))
                }
            }
        }
        return result
    }
}
