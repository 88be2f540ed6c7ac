import BoxTreeModel
import Foundation
import Imaging
import RenderCore

/// The `ansi` format: the message as a picture in a terminal, either a
/// wireframe drawn from the box tree or the rendered pixels in half blocks.
///
/// The output is UTF-8 text, one line per row, at most
/// `configuration.columns` cells wide, with SGR colour sequences at the
/// configured depth (none at `.none`). The same tree and configuration give
/// the same bytes.
///
/// ```swift
/// let depth = TerminalColorDepth.pick(choice: .auto, environment: ProcessInfo.processInfo.environment,
///                                     isTerminal: isatty(STDOUT_FILENO) == 1)
/// let ansi = TerminalRenderer(configuration: TerminalConfiguration(columns: 80, colorDepth: depth))
/// FileHandle.standardOutput.write(try ansi.render(tree))
/// ```
public struct TerminalRenderer: Renderer, Sendable {
    /// Draws a tree into pixels for the raster mode, e.g. `PNGRenderer.rasterize`.
    public typealias Rasterizer = @Sendable (BoxTree, any ImageProviding) throws -> RasterImage

    /// The format's name on the command line.
    public let name = "ansi"
    /// Text with escape sequences: `cat` shows it, an editor shows the plain characters.
    public let fileExtension = "ansi.txt"
    public let configuration: TerminalConfiguration
    let rasterizer: Rasterizer?

    /// - Parameter rasterizer: needed by the raster mode only; the wireframe never calls it.
    public init(configuration: TerminalConfiguration = TerminalConfiguration(), rasterizer: Rasterizer? = nil) {
        self.configuration = configuration
        self.rasterizer = rasterizer
    }

    /// The picture as a string (the bytes `render` returns).
    public func text(for tree: BoxTree, images: any ImageProviding = ImageFiles()) throws -> String {
        let screen = tree.environment.screen
        guard screen.width.isFinite, screen.height.isFinite, screen.width >= 1, screen.height >= 1 else {
            throw RenderError.invalidCanvas(width: screen.width, height: screen.height, scale: tree.environment.scale)
        }
        switch configuration.mode {
        case .wireframe:
            var drawer = WireframeDrawer(tree: tree, columns: configuration.columns, colored: configuration.colorDepth != .none,
                                         showsCaption: configuration.showsCaption)
            return ANSIEncoder(depth: configuration.colorDepth).encode(drawer.draw())
        case .raster:
            guard let rasterizer else {
                throw RenderError.drawingFailed("the raster terminal mode needs a rasterizer (for example PNGRenderer.rasterize)")
            }
            return text(for: try rasterizer(tree, images))
        }
    }

    /// Any image in half blocks, at most `configuration.columns` cells wide.
    public func text(for image: RasterImage) -> String {
        let grid = HalfBlockPicture.grid(of: image, columns: configuration.columns, colored: configuration.colorDepth != .none)
        return ANSIEncoder(depth: configuration.colorDepth, keepsTextLegible: false).encode(grid)
    }
}
