import MessagePreviewTesting
import Testing

/// Each campaign as a phone shows it, against the goldens in
/// `__Previews__/CampaignPreviewTests/`. Paths are relative to this file.
@Suite struct CampaignPreviewTests {
    @Test func welcomeBackOnAnIPhoneSE() {
        assertPreview(of: "../../Campaigns/welcome-back.json", as: .png, on: "iphone-se", values: ["player_name": "Sara", "points": "1250"])
    }

    @Test func levelUpInArabicOnASmallPhone() {
        assertPreview(of: "../../Campaigns/level-up.json", as: .png, on: "iphone-se", language: "ar")
    }

    @Test func welcomeBackAsVoiceOverReadsIt() {
        assertPreview(of: "../../Campaigns/welcome-back.json", as: [.accessibility], languages: ["en", "ar"],
                      textSizes: [.large, .accessibilityExtraExtraExtraLarge], values: ["player_name": "Sara", "points": "1250"])
    }
}
