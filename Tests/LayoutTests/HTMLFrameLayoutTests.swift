import BoxTreeModel
import CampaignModel
import Layout
import Testing

/// Adobe HTML messages: the web view's frame where the SDK puts it, with a labelled placeholder.
@Suite struct HTMLFrameLayoutTests {
    let engine = Fixtures.engine()
    let campaign = Campaign(id: "adobe", type: .modal, extras: .object(["adobe.html": .string("<html></html>")]))

    @Test func aTopBannerIsPlacedByPercentagesOfTheScreen() {
        let frame = AdobeFrame(width: 100, height: 15, verticalAlign: .top, verticalInset: 2, uiTakeover: false, cornerRadius: 12)
        let tree = engine.layout(campaign, in: Environment(), htmlFrame: frame)
        let webView = tree.box(identifier: "adobe.message.webview")!
        #expect(approximatelyEqual(webView.frame, Rect(x: 0, y: 852 * 0.02, width: 393, height: 852 * 0.15)))
        #expect(webView.cornerRadius == 12)
        #expect(tree.boxes(role: .scrim).isEmpty, "no takeover, no backdrop")
        #expect(tree.diagnostics.contains { $0.code == "html-not-rendered" })
        #expect(tree.boxes(role: .notice).contains { $0.text?.text == "HTML message" })
    }

    @Test func aTakeoverDrawsTheBackdropAndAlignsToTheCorners() {
        let frame = AdobeFrame(width: 80, height: 50, verticalAlign: .bottom, horizontalAlign: .right, verticalInset: 10,
                               horizontalInset: 5, uiTakeover: true, backdropColor: RGBAColor(red: 0, green: 0, blue: 0),
                               backdropOpacity: 0.5)
        let tree = engine.layout(campaign, in: Environment(), htmlFrame: frame)
        let webView = tree.box(identifier: "adobe.message.webview")!.frame
        #expect(abs(webView.maxX - (393 - 393 * 0.05)) < 0.001)
        #expect(abs(webView.maxY - (852 - 852 * 0.10)) < 0.001)
        #expect(tree.boxes(role: .scrim)[0].fill == .color(RGBAColor(red: 0, green: 0, blue: 0, alpha: 128)))
        #expect(tree.box(identifier: "gameball.message.modal")?.accessibility?.isModal == true)
    }
}
