import Foundation
import Layout

/// Turns a laid-out box tree into bytes (a PNG, text, ...). One small type per format.
///
/// Renderers never decide layout: everything they draw or print is in the tree.
public protocol Renderer {
    /// Short name used on the command line, e.g. "png".
    var name: String { get }
    /// File extension of the output, e.g. "png" or "a11y.txt".
    var fileExtension: String { get }
    func render(_ tree: BoxTree) throws -> Data
}
