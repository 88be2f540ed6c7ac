import BoxTreeModel
import Foundation
import TestSupport

/// Box trees of the bundled examples and the pipeline's fixtures, read from
/// their box-tree goldens (`Tests/Goldens/tree`), so these tests exercise the
/// terminal renderer alone: a layout change fails the box-tree golden once,
/// not every wireframe.
enum ExampleTrees {
    /// examples/*.json except the values file, by name without extension.
    static let campaignNames: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: Repository.examples.path)) ?? []
        return files.filter { $0.hasSuffix(".json") && $0 != "values.json" }.map { String($0.dropLast(5)) }.sorted()
    }()

    /// The iPhone 15 tree at the default text size; `language` nil is the
    /// campaign's default (English), as a run given no `--lang` shows it.
    static func tree(_ name: String, language: String?, orientation: Orientation = .portrait) throws -> BoxTree {
        var tree = try TreeGolden.tree(name, variant: "iphone-15-\(orientation.rawValue)-\(language ?? "en")-l")
        tree.environment.language = language
        return tree
    }

    /// Every recorded tree of `name`, by variant (device, orientation, language, text size).
    static func allTrees(of name: String) throws -> [(variant: String, tree: BoxTree)] {
        try TreeGolden.variants(of: name).sorted().map { ($0, try TreeGolden.tree(name, variant: $0)) }
    }
}
