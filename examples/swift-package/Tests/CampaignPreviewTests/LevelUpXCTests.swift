import MessagePreviewTesting
import XCTest

/// The same assertion from XCTest: a failure is an `XCTFail` at this line.
final class LevelUpXCTests: XCTestCase {
    func testLevelUpLaidOutOnAnIPad() {
        assertPreview(of: "../../Campaigns/level-up.json", as: .boxTree, on: "ipad-air-11", orientation: .landscape)
    }
}
