import BoxTreeModel
import CampaignModel
import Foundation
import Imaging
import Layout
@testable import LintRunner
@testable import LintRules
import Testing

/// The contrast rules read the colours actually composited, layer by layer.
@Suite struct ContrastRuleTests {
    static func findings(_ rule: String, _ campaign: Campaign, environment: Environment = Environment(),
                         file: String = "inline.json") -> [Finding] {
        let services = LintHarness.services()
        let variant = LintHarness.variant(campaign, environment: environment, file: file, services: services)
        return Linter(rules: [LintRuleCatalog.rule(id: rule)!], services: services).lint([variant])
    }

    static func campaign(style: MessageStyle, type: MessageType = .modal) -> Campaign {
        var campaign = LintHarness.modal
        campaign.type = type
        campaign.style = style
        return campaign
    }

    @Test func greyBodyJustFailsWhileTheLargeHeaderPasses() {
        let grey = RGBAColor(hex: "#777777")!
        let findings = Self.findings("contrast", Self.campaign(style: MessageStyle(textColor: grey, headerColor: grey)))
        // Body: 17 pt regular needs 4.5:1. Header: title3 at L is 20 pt, large text, 3:1.
        #expect(findings.map(\.element) == ["body"])
        #expect(findings.first?.message == "text #777777 on #FFFFFF is 4.48:1; AA needs 4.5:1 for 17 pt regular text")
    }

    @Test func boldFourteenPointIsLargeButSemiboldIsNot() {
        let services = LintHarness.services()
        let grey = RGBAColor(hex: "#777777")!
        let variant = LintHarness.variant(Self.campaign(style: MessageStyle(textColor: grey)), services: services)
        func body(_ weight: FontWeight) -> LintVariant {
            variant.rewritten { box in
                guard box.role == .body else { return }
                box.text?.font = FontSpec(style: .body, size: 14, weight: weight)
            }
        }
        let linter = Linter(rules: [ContrastRule()], services: services)
        #expect(linter.lint([body(.bold)]).isEmpty)
        #expect(linter.lint([body(.semibold)]).map(\.message) == ["text #777777 on #FFFFFF is 4.48:1; AA needs 4.5:1 for 14 pt semibold text"])
    }

    @Test func translucentCardIsCompositedOverTheScrimAndTheHost() {
        // A half-transparent white card over a 40% black scrim over the mock host (#F2F2F7).
        let card = RGBAColor(red: 255, green: 255, blue: 255, alpha: 128)
        let scrim = RGBAColor(red: 0, green: 0, blue: 0, alpha: 102)
        let text = RGBAColor(hex: "#8E8E93")!
        let expected = OpaqueColor(RGBAColor(hex: "#F2F2F7")!).overlaid(with: scrim).overlaid(with: card)
        let findings = Self.findings("contrast", Self.campaign(style: MessageStyle(backgroundColor: card, textColor: text, frameColor: scrim)))
        let body = findings.first { $0.element == "body" }
        #expect(body != nil)
        #expect(body?.message.contains("on \(expected.hex) is") == true, "\(body?.message ?? "")")
    }

    @Test func textAlphaIsBlendedAndSaid() {
        let faint = RGBAColor(red: 0, green: 0, blue: 0, alpha: 102)  // 40% black
        let findings = Self.findings("contrast", Self.campaign(style: MessageStyle(textColor: faint)))
        #expect(findings.first?.message == "text #999999 on #FFFFFF is 2.85:1; AA needs 4.5:1 for 17 pt regular text (text colour #00000066 at 40% opacity)")
    }

    @Test func slideUpTextReadsAgainstTheHostThroughATranslucentBanner() {
        let banner = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)  // fully transparent: the host shows through
        var campaign = Self.campaign(style: MessageStyle(backgroundColor: banner, textColor: RGBAColor(hex: "#C7C7CC")!), type: .slideup)
        campaign.buttons = []
        let findings = Self.findings("contrast", campaign)
        #expect(findings.first?.message.hasPrefix("text #C7C7CC on #F2F2F7 is") == true, "\(findings.map(\.message))")
    }

    @Test func closeGlyphOnALightCardFails() {
        let findings = Self.findings("close-contrast", Self.campaign(style: MessageStyle(closeButtonColor: .white)))
        #expect(findings.map(\.message) == ["close glyph #FFFFFF on #EEEEF0 is 1.16:1; a control's glyph needs 3:1"])
        // The theme's own glyph passes on the same card.
        #expect(Self.findings("close-contrast", Self.campaign(style: MessageStyle())).isEmpty)
    }

    @Test func closeGlyphOnArtworkIsEstimatedFromItsPixels() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lint-art-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func solid(_ name: String, _ value: UInt8) throws {
            let pixel: [UInt8] = [value, value, value, 255]  // BGRA = ARGB32 little-endian, opaque
            let image = RasterImage(width: 40, height: 20, stride: 160, pixels: Array([[UInt8]](repeating: pixel, count: 800).joined()))
            try PNGEncoder.encode(image).write(to: folder.appendingPathComponent(name))
        }
        try solid("white.png", 255)
        try solid("black.png", 0)
        var campaign = Self.campaign(style: MessageStyle(closeButtonColor: .white))
        campaign.imageURL = "white.png"
        let file = folder.appendingPathComponent("c.json").path
        // White glyph on the theme's 40% black circle over white artwork: #999999, 2.85:1.
        let onWhite = Self.findings("close-contrast", campaign, file: file)
        #expect(onWhite.map(\.message) == ["close glyph #FFFFFF on #999999 is 2.85:1; a control's glyph needs 3:1; "
            + "background estimated from the artwork's average colour under the glyph"])
        campaign.imageURL = "black.png"
        #expect(Self.findings("close-contrast", campaign, file: file).isEmpty)
    }

    @Test func placeholderArtworkIsNotGuessed() {
        // Artwork that cannot load is laid out as a placeholder; its pixels are
        // unknown, so the glyph on it is not judged (artwork-unloadable reports it).
        var campaign = Self.campaign(style: MessageStyle(closeButtonColor: .white))
        campaign.imageURL = "missing.png"
        #expect(Self.findings("close-contrast", campaign, environment: Environment(drawsPlaceholderArtwork: true)).isEmpty)
    }
}
