import BoxTreeModel
import Foundation
import Testing

/// A line's bidi runs in the tree's JSON: written only where a line mixes
/// directions, and read back unchanged.
@Suite struct TextRunJSONTests {
    static let environment = EnvironmentSummary(device: "iphone-15", deviceName: "iPhone 15", orientation: .portrait, language: "ar",
                                                direction: .rightToLeft, textSize: "l", screen: Size(width: 393, height: 852), scale: 3,
                                                safeArea: .zero)

    func tree(_ lines: [TextLine]) -> BoxTree {
        let text = TextBlock(text: lines.map(\.text).joined(separator: " "), font: FontSpec(style: .body, size: 17, weight: .regular),
                             color: .black, alignment: .right, lines: lines)
        let root = Box(role: .screen, frame: Rect(x: 0, y: 0, width: 393, height: 852),
                       children: [Box(role: .body, frame: Rect(x: 0, y: 0, width: 393, height: 40), text: text)])
        return BoxTree(campaignID: "c", messageType: "modal", layout: .textWithImage, environment: Self.environment,
                       display: .displayed, autoDismissAfter: nil, dismissOnScrimTap: false, root: root, diagnostics: [], extras: .null)
    }

    let mixed = TextLine(text: "لديك 1250 نقطة", x: 0, baseline: 16, width: 120, ascent: 16, height: 20, direction: .rightToLeft,
                         runs: [TextRun(text: " نقطة", level: 1), TextRun(text: "1250", level: 2), TextRun(text: "لديك ", level: 1)])

    @Test func mixedLinesWriteTheirRunsAndReadThemBack() throws {
        let original = tree([mixed])
        let json = try original.encodedJSON()
        let text = String(decoding: json, as: UTF8.self)
        #expect(text.contains(#""direction" : "ltr","#) && text.contains(#""level" : 2,"#) && text.contains(#""text" : "1250""#))
        #expect(try BoxTree.decode(json: json) == original)
    }

    @Test func aLineInOneDirectionWritesNoRuns() throws {
        let plain = TextLine(text: "اجمع النقاط", x: 0, baseline: 16, width: 90, ascent: 16, height: 20, direction: .rightToLeft,
                             runs: [TextRun(text: "اجمع النقاط", level: 1)])
        #expect(plain.runs == nil)
        #expect(plain.visualRuns == [TextRun(text: "اجمع النقاط", direction: .rightToLeft, level: 1)])
        let json = String(decoding: try tree([plain]).encodedJSON(), as: UTF8.self)
        #expect(!json.contains(#""runs""#))
    }

    @Test func anEmptyLineHasNoRuns() {
        #expect(TextLine(text: "", x: 0, baseline: 16, width: 0, ascent: 16, height: 20, direction: .leftToRight).visualRuns.isEmpty)
    }
}
