import BoxTreeModel
@testable import CairoRenderer
import Foundation
import Imaging
import Testing
import TestSupport
import TextShaping

/// The white window under every frame is left out when the tree's first
/// fill covers every pixel opaquely (`BoxTreePainter.coversEveryPixel`):
/// whatever the frame's memory held before must then never show.
@Suite struct WindowBackgroundTests {
    let measurer = PangoTextMeasurer(fontSystem: TestFonts.shared)
    let renderer = PNGRenderer(fontSystem: TestFonts.shared)
    static let screen = Size(width: 393, height: 852)

    /// The frame's bytes, drawn into memory that first held `garbage` everywhere.
    func frame(_ tree: BoxTree, over garbage: UInt8) throws -> [UInt8] {
        let (width, height) = try PNGRenderer.pixelSize(of: tree)
        let stride = width * 4
        var memory = [UInt8](repeating: garbage, count: stride * height)
        try memory.withUnsafeMutableBytes { raw in
            try renderer.draw(tree, images: ImageFiles(), into: raw, width: width, rows: 0..<height, stride: stride)
        }
        // RGB24 leaves each pixel's top byte undefined: compare colours only.
        for index in Swift.stride(from: 3, to: memory.count, by: 4) { memory[index] = 0 }
        return memory
    }

    /// The layouts' own shape: a screen that draws nothing itself, whose
    /// first child is the host app's opaque background.
    func hostAppTree(background: Box) -> BoxTree {
        var tree = SampleTree.tree(screen: Self.screen, scale: 3, boxes: [])
        tree.root.fill = nil
        tree.root.children = [background, Box(role: .surface, frame: Rect(x: 20, y: 300, width: 353, height: 200),
                                              fill: .color(SampleTree.card), cornerRadius: 16)]
        return tree
    }

    var fullScreen: Rect { Rect(x: 0, y: 0, width: Self.screen.width, height: Self.screen.height) }

    @Test func anOpaqueScreenOrHostBackgroundCoversEveryPixel() throws {
        let sample = SampleTree.make(artworkFile: nil, measurer: measurer)
        let host = hostAppTree(background: Box(role: .hostApp, frame: fullScreen, fill: .color(SampleTree.host)))
        for tree in [sample, host] {
            let (width, height) = try PNGRenderer.pixelSize(of: tree)
            #expect(BoxTreePainter.coversEveryPixel(tree, width: width, height: height))
            #expect(try frame(tree, over: 0x00) == frame(tree, over: 0x5A))
        }
    }

    /// Each of these leaves some pixel to what was under it: the white window is drawn.
    @Test func aBackgroundThatMissesAPixelKeepsTheWhiteWindow() throws {
        let host = SampleTree.host
        let cases: [BoxTree] = [
            hostAppTree(background: Box(role: .hostApp, frame: fullScreen, fill: .color(host.withAlpha(0.9)))),
            hostAppTree(background: Box(role: .hostApp, frame: fullScreen, fill: .color(host), cornerRadius: 8)),
            hostAppTree(background: Box(role: .hostApp, frame: Rect(x: 0, y: 0, width: 393, height: 851.5), fill: .color(host))),
            hostAppTree(background: Box(role: .hostApp, frame: fullScreen, clip: Rect(x: 0, y: 10, width: 393, height: 842),
                                        fill: .color(host))),
            hostAppTree(background: Box(role: .hostApp, frame: fullScreen, fill: .color(host),
                                        shadow: Shadow(color: .black, offsetY: 2, blurRadius: 4))),
            hostAppTree(background: Box(role: .hostApp, frame: fullScreen,
                                        fill: .linearGradient(top: host, bottom: SampleTree.card))),
            {
                // The screen's own glyph is drawn before its children.
                var tree = hostAppTree(background: Box(role: .hostApp, frame: fullScreen, fill: .color(host)))
                tree.root.glyph = .chevron(color: .black, pointsRight: true)
                return tree
            }(),
            {
                // A screen of fractional pixels: the last column and row are only partly covered.
                var tree = SampleTree.tree(screen: Size(width: 393.5, height: 852), scale: 3, boxes: [])
                tree.root.fill = .color(host)
                return tree
            }(),
        ]
        for tree in cases {
            let (width, height) = try PNGRenderer.pixelSize(of: tree)
            #expect(!BoxTreePainter.coversEveryPixel(tree, width: width, height: height))
            #expect(try frame(tree, over: 0x00) == frame(tree, over: 0x5A))
        }
    }
}
