import BoxTreeModel
import Foundation

/// A committed box-tree golden (`Tests/Goldens/tree/<campaign>/<variant>.tree.json`)
/// read back as a tree. A renderer's goldens are fed from it rather than from
/// the whole pipeline, so a layout change fails the box-tree golden once
/// instead of every renderer's, and a renderer test tests only the renderer.
/// The trees are recorded by `AccessibilityGoldenTests.boxTreeJSON`.
public enum TreeGolden {
    /// `campaign` as in the folder name (`welcome-modal`), `variant` as in the
    /// file name without `.tree.json` (`iphone-15-portrait-en-l`).
    public static func tree(_ campaign: String, variant: String) throws -> BoxTree {
        let file = Repository.goldens.appendingPathComponent("tree/\(campaign)/\(variant).tree.json")
        guard let data = try? Data(contentsOf: file) else { throw Missing(path: file.path) }
        return try BoxTree.decode(json: data)
    }

    /// The variants of `campaign` that have a box-tree golden.
    public static func variants(of campaign: String) -> Set<String> {
        let folder = Repository.goldens.appendingPathComponent("tree/\(campaign)")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return Set(files.filter { $0.hasSuffix(".tree.json") }.map { String($0.dropLast(".tree.json".count)) })
    }

    /// No golden tree at `path`: record it first (`RECORD_GOLDENS=missing`, `AccessibilityGoldenTests`).
    public struct Missing: Error, CustomStringConvertible {
        public var path: String
        public var description: String { "no box-tree golden at \(path); add its variant to AccessibilityGoldenTests.treeVariants and record it" }
    }
}
