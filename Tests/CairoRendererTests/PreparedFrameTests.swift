import BoxTreeModel
@testable import CairoRenderer
import Imaging
import RenderCore
import Testing
import TestSupport
import TextShaping

/// `PNGRenderer.prepareFrame` has a frame's memory mapped on a spare core
/// before the tree exists; the frame drawn in it is the same file.
@Suite struct PreparedFrameTests {
    let measurer = PangoTextMeasurer(fontSystem: TestFonts.shared)
    let renderer = PNGRenderer(fontSystem: TestFonts.shared)

    @Test func aFrameDrawnInPreparedMemoryIsTheSameFile() throws {
        let tree = SampleTree.make(artworkFile: nil, measurer: measurer)
        let before = try renderer.render(tree, options: RenderOptions())
        PNGRenderer.prepareFrame(screen: tree.environment.screen, scale: tree.environment.scale)
        #expect(try renderer.render(tree, options: RenderOptions()) == before)
    }

    /// Sizes no frame can have are left for drawing to report.
    @Test(arguments: [(Size(width: 0, height: 852), 3.0), (Size(width: 393, height: 852), .nan), (Size(width: 1e9, height: 1e9), 3)])
    func anImpossibleSizeIsIgnored(_ screen: Size, _ scale: Double) {
        PNGRenderer.prepareFrame(screen: screen, scale: scale)
        #expect(throws: RenderError.self) { try PNGRenderer.pixelSize(screen: screen, scale: scale) }
    }
}
