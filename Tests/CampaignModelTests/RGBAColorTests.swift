import BoxTreeModel
import Testing
@testable import CampaignModel

@Suite("RGBAColor parsing")
struct RGBAColorTests {
    @Test func threeDigitsRepeatEachNibble() {
        #expect(RGBAColor(hex: "#F0a") == RGBAColor(red: 0xFF, green: 0x00, blue: 0xAA))
    }

    @Test func sixDigitsAreOpaque() {
        #expect(RGBAColor(hex: "#1A2b3C") == RGBAColor(red: 0x1A, green: 0x2B, blue: 0x3C, alpha: 255))
    }

    @Test func eightDigitsPutAlphaLast() {
        #expect(RGBAColor(hex: "#11223380") == RGBAColor(red: 0x11, green: 0x22, blue: 0x33, alpha: 0x80))
    }

    @Test(arguments: [
        "", "#", "FFF", "#FF", "#FFFF", "#FFFFF", "#FFFFFFF", "#FFFFFFFFF", "#GGG", " #FFF", "#FFF ",
        "#-FF", "#+FFFFF", "##FFF", "#ＦＦＦ", "#١٢٣", "#F\u{301}FF", "red", "0xFFFFFF",
    ])
    func refusesAnythingElse(_ text: String) {
        #expect(RGBAColor(hex: text) == nil)
    }

    @Test func hexRoundTrips() {
        #expect(RGBAColor(hex: "#abc")?.hex == "#AABBCC")
        #expect(RGBAColor(hex: "#000000FF")?.hex == "#000000")
        #expect(RGBAColor(hex: "#0102037F")?.hex == "#0102037F")
    }

    @Test func withAlphaClampsItsFactor() {
        #expect(RGBAColor.white.withAlpha(0.5).alpha == 128)
        #expect(RGBAColor.white.withAlpha(2).alpha == 255)
        #expect(RGBAColor.white.withAlpha(-1).alpha == 0)
        #expect(RGBAColor.white.withAlpha(.nan).alpha == 0)
    }
}
