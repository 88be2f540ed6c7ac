import ArgumentParsing
import BoxTreeModel
import CampaignModel
import Diffing
import InputFiles
import JSONReading
import Workflow

/// Everything `preview-cli diff` was asked to do, parsed and validated.
struct DiffCommandOptions: Equatable {
    var expectedPath: String
    var actualPath: String
    /// `-o`: where the diff image goes (its folder exists).
    var diffImagePath: String?
    /// `--panel`: where the three-panel image goes (its folder exists).
    var panelPath: String?
    var diff: DiffOptions
    var printsJSON: Bool

    /// The images the comparison must draw for the requested files.
    var outputs: DiffOutputs {
        var outputs: DiffOutputs = []
        if diffImagePath != nil { outputs.insert(.diffImage) }
        if panelPath != nil { outputs.insert(.panel) }
        return outputs
    }

    /// Throws `ArgumentError` for a malformed value and `InputError` for an
    /// input that is missing or an output that cannot be written.
    init(_ arguments: ParsedArguments) throws {
        typealias D = DiffCommand
        expectedPath = arguments.value(D.expected) ?? ""
        actualPath = arguments.value(D.actual) ?? ""
        let threshold = try Self.fraction(arguments.value(D.threshold) ?? "0.1", option: D.threshold,
                                          reason: "expected a number from 0 to 1, e.g. 0.1")
        let budget = try Self.budget(arguments)
        let tree = try arguments.value(D.tree).map(Self.tree)
        let regions = try arguments.values(D.ignore).flatMap { text in
            if let region = Rect(pixelRegion: text) { return [region] }
            let pixels = "expected X,Y,W,H in pixels, e.g. 0,0,1179,150 (X and Y from 0, W and H above 0)"
            guard IgnoreRule.isElementName(text) else {
                throw ArgumentError.invalidValue(option: D.ignore.displayName, value: text, reason: pixels)
            }
            guard let tree else {
                throw ArgumentError.invalidValue(option: D.ignore.displayName, value: text,
                                                 reason: pixels + "; an element name needs the box tree: add --tree TREE.json "
                                                     + "(preview-cli render --format json)")
            }
            return try Self.elementRegions(text, in: tree)
        }
        diff = DiffOptions(threshold: threshold, includeAA: arguments.isSet(D.includeAA), budget: budget, ignoredRegions: regions)
        printsJSON = arguments.isSet(D.json)

        try RenderCommandOptions.requireFile(expectedPath, role: "expected image")
        try RenderCommandOptions.requireFile(actualPath, role: "actual image")
        diffImagePath = arguments.value(D.output)
        panelPath = arguments.value(D.panel)
        for (option, path) in [(D.output, diffImagePath), (D.panel, panelPath)] {
            guard let path else { continue }
            // Standard output carries the verdict (text or --json); an image there would corrupt it.
            if path == "-" {
                throw ArgumentError.invalidValue(option: option.displayName, value: path,
                                                 reason: "standard output carries the comparison's summary; give a file for the image")
            }
            // Overwriting an input with its own diff would destroy a golden.
            if path == expectedPath || path == actualPath {
                throw ArgumentError.invalidValue(option: option.displayName, value: path, reason: "that is an input image; choose another file")
            }
            try RenderCommandOptions.requireOutputLocation(path)
        }
    }

    /// The largest box-tree file read (trees are a few hundred kB).
    static let maxTreeBytes = 16 << 20

    private static func tree(_ path: String) throws -> BoxTree {
        try RenderCommandOptions.requireFile(path, role: "box tree")
        do {
            return try BoxTree.decode(json: try FileContents.read(path: path, limit: maxTreeBytes))
        } catch {
            throw ArgumentError.invalidValue(option: DiffCommand.tree.displayName, value: path,
                                             reason: "expected box-tree JSON ('preview-cli render --format json'), found \(error)")
        }
    }

    /// `name`'s visible frames in the pixels of the PNG the tree draws
    /// (screen x scale); an element the tree lacks is an error naming those it has.
    private static func elementRegions(_ name: String, in tree: BoxTree) throws -> [Rect] {
        let screen = tree.environment.screen, scale = tree.environment.scale
        let canvas = PixelSize(width: Int((screen.width * scale).rounded()), height: Int((screen.height * scale).rounded()))
        let regions = IgnoreRule(.element(name)).pixelRegions(in: tree, canvas: canvas)
        guard regions.isEmpty else { return regions }
        let identifiers = tree.accessibilityIdentifiers
        let suggestion = Suggestion.closest(to: name, in: identifiers + Box.Role.allCases.map(\.rawValue), maxDistance: 3)
            .map { "did you mean \"\($0)\"? " } ?? ""
        throw ArgumentError.invalidValue(option: DiffCommand.ignore.displayName, value: name,
                                         reason: "no visible element of the tree has that identifier or role (\(suggestion)identifiers: "
                                             + (identifiers.isEmpty ? "none" : identifiers.joined(separator: ", ")) + ")")
    }

    private static func budget(_ arguments: ParsedArguments) throws -> DiffBudget {
        typealias D = DiffCommand
        let pixels = arguments.value(D.maxDiffPixels), ratio = arguments.value(D.maxDiffRatio)
        if pixels != nil && ratio != nil {
            throw ArgumentError.invalidValue(option: D.maxDiffRatio.displayName, value: ratio ?? "",
                                             reason: "give one budget: --max-diff-pixels or --max-diff-ratio, not both")
        }
        if let ratio {
            return .ratio(try fraction(ratio, option: D.maxDiffRatio, reason: "expected a fraction from 0 to 1, e.g. 0.001 for 0.1%"))
        }
        if let pixels {
            guard let count = Int(pixels), count >= 0 else {
                throw ArgumentError.invalidValue(option: D.maxDiffPixels.displayName, value: pixels,
                                                 reason: "expected a whole number of pixels, 0 or more")
            }
            return .pixels(count)
        }
        return .zero
    }

    /// A finite number in 0...1.
    private static func fraction(_ text: String, option: Option, reason: String) throws -> Double {
        guard let value = Double(text), value.isFinite, (0...1).contains(value) else {
            throw ArgumentError.invalidValue(option: option.displayName, value: text, reason: reason)
        }
        return value
    }
}
