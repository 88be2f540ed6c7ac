import BoxTreeModel
import Foundation
import Imaging

/// Turns a laid-out box tree into bytes (a PNG, text, JSON, ...). One small
/// type per format; a `RendererRegistry` finds them by name.
///
/// Renderers never decide layout: everything they draw or print is in the
/// tree. They may be called from any thread, but one at a time per instance
/// unless they say otherwise.
public protocol Renderer {
    /// Short name used on the command line (`--format NAME`): lowercase
    /// letters, digits and `-`, e.g. `png`, `a11y`.
    var name: String { get }
    /// File extension of the output without the leading dot, e.g. `png` or
    /// `a11y.txt`. Multi-part extensions keep outputs of one run apart.
    var fileExtension: String { get }
    /// Whether the output can be printed to a terminal.
    var outputKind: RenderOutputKind { get }
    /// How its output is compared with a golden. By default text outputs
    /// as text and everything else byte for byte; an image renderer says `.pixels`.
    var comparison: OutputComparison { get }
    /// One line for `preview-cli formats`, e.g. "Accessibility tree as VoiceOver and XCUITest see it".
    var summary: String { get }

    /// The extension for these options, when they change the kind of file
    /// (`a11y.json` instead of `a11y.txt`). Defaults to `fileExtension`.
    func fileExtension(for options: RenderOptions) -> String

    /// Renders the tree. Drawing renderers take artwork pixels from `images`
    /// (the preview's own artwork store, so nothing is decoded twice); the
    /// others ignore it. Options a renderer does not know are ignored; a
    /// known option with a bad value throws `RenderError.invalidOption`.
    func render(_ tree: BoxTree, images: any ImageProviding, options: RenderOptions) throws -> Data
}

extension Renderer {
    public func fileExtension(for options: RenderOptions) -> String { fileExtension }

    public var comparison: OutputComparison { outputKind == .text ? .text : .bytes }

    /// Renders a tree that comes without an artwork store (read back from
    /// JSON, built by hand): artwork is decoded from the files it names.
    public func render(_ tree: BoxTree, options: RenderOptions = RenderOptions()) throws -> Data {
        try render(tree, images: ImageFiles(), options: options)
    }
}
