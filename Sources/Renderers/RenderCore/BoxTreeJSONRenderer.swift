import BoxTreeModel
import Foundation
import Imaging

/// The box tree itself, as JSON: the contract external plugins read,
/// documented field by field in `docs/box-tree.md`.
///
/// Deterministic (see `StableJSON`): keys sorted, pretty printed, slashes
/// unescaped, numbers rounded to 12 decimal places. Image paths (`ImageContent.file`) are written relative to a base
/// folder, the current directory unless `json.base-directory` says
/// otherwise, so the output does not depend on where a checkout lives.
public struct BoxTreeJSONRenderer: Renderer {
    /// Option key: the folder image paths are made relative to.
    public static let baseDirectoryOption = "json.base-directory"

    public let name = "json"
    public let fileExtension = "tree.json"
    public let outputKind = RenderOutputKind.text
    public let summary = "The box tree as JSON (docs/box-tree.md)"

    public init() {}

    public func render(_ tree: BoxTree, images: any ImageProviding, options: RenderOptions) throws -> Data {
        let base = options[Self.baseDirectoryOption] ?? FileManager.default.currentDirectoryPath
        var portable = tree
        portable.root = Self.relativizingImages(tree.root, base: base)
        do {
            return try portable.encodedJSON()
        } catch {
            throw RenderError.encodingFailed("\(error)")
        }
    }

    private static func relativizingImages(_ box: Box, base: String) -> Box {
        var copy = box
        if let file = box.image?.file {
            copy.image?.file = RelativePath.make(file, from: base)
        }
        copy.children = box.children.map { relativizingImages($0, base: base) }
        return copy
    }
}
