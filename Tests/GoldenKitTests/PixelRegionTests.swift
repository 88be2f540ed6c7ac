import GoldenKit
import Testing

@Suite struct PixelRegionTests {
    @Test(arguments: ["0,0,10,20", "5, 6, 7, 8", "100,200,1,1"])
    func parsesXYWH(_ text: String) throws {
        let region = try #require(PixelRegion(parsing: text))
        #expect(PixelRegion(parsing: region.description) == region)
    }

    @Test(arguments: ["", "1,2,3", "1,2,3,4,5", "-1,0,5,5", "0,0,0,5", "0,0,5,-2", "a,b,c,d", "1.5,0,2,2", "1,,2,2"])
    func rejectsMalformedRegions(_ text: String) {
        #expect(PixelRegion(parsing: text) == nil)
    }
}
