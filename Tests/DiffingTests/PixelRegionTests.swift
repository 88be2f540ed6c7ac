import Foundation
import BoxTreeModel
@testable import Diffing
import Testing

/// Ignore regions as written (`X,Y,W,H`) and as an element's frame scaled to
/// pixels (fractional): both are the box tree's `Rect`.
@Suite struct PixelRegionTests {
    @Test(arguments: ["0,0,10,20", "5, 6, 7, 8", "100,200,1,1"])
    func parsesXYWH(_ text: String) throws {
        let region = try #require(Rect(pixelRegion: text))
        let parts = text.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces))! }
        #expect(region == Rect(x: parts[0], y: parts[1], width: parts[2], height: parts[3]))
    }

    @Test(arguments: ["", "1,2,3", "1,2,3,4,5", "-1,0,5,5", "0,0,0,5", "0,0,5,-2", "a,b,c,d", "1.5,0,2,2", "1,,2,2"])
    func rejectsMalformedRegions(_ text: String) {
        #expect(Rect(pixelRegion: text) == nil)
    }

    /// A fractional frame masks every pixel it touches; parts off the canvas are dropped.
    @Test func fractionalRegionsRoundOutwardsAndClip() {
        let mask = IgnoreMask([Rect(x: 1.5, y: -3, width: 2.2, height: 4.1), Rect(x: 8.9, y: 2, width: 5, height: 1)],
                              canvas: PixelSize(width: 10, height: 10))
        #expect(mask.spans(row: 0) == [1..<4])
        #expect(mask.spans(row: 1) == [1..<4])
        #expect(mask.spans(row: 2) == [8..<10])
        #expect(mask.spans(row: 3).isEmpty)
        #expect(mask.pixelCount(height: 10) == 3 + 3 + 2)
    }
}
