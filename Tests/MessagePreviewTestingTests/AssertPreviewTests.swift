import MessagePreviewTesting
import Testing

/// The assertion as a user writes it: goldens in `__Previews__/AssertPreviewTests/`.
@Suite struct AssertPreviewTests {
    @Test func levelUpOnASmallPhone() {
        assertPreview(of: "../../examples/level-up-slideup.json", as: .png, on: "iphone-se")
    }

    @Test func levelUpAsVoiceOverReadsItInArabicAtTheLargestSize() {
        assertPreview(of: "../../examples/level-up-slideup.json", as: .accessibility, language: "ar",
                      textSize: .accessibilityExtraExtraExtraLarge)
    }

    @Test func welcomeModalLaidOutInLandscape() {
        assertPreview(of: "../../examples/welcome-modal.json", as: .boxTree, on: "iphone-se", orientation: .landscape)
    }

    @Test func summerSaleOverAMatrix() {
        assertPreview(of: "../../examples/summer-sale-fullscreen.json", as: [.accessibility], devices: ["iphone-se", "ipad-air-11"],
                      languages: ["en", "ar"])
    }

    @Test func valuesUnderTheirOwnName() {
        assertPreview(of: "../../examples/welcome-modal.json", as: .accessibility, values: ["player_name": "Dana"], named: "welcome-dana")
    }
}
