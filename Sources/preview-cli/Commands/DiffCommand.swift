import ArgumentParsing
import Foundation
import Diffing
import Pipeline
import Imaging

/// `preview-cli diff EXPECTED.png ACTUAL.png [options]`: a perceptual
/// comparison of two images, for CI. Unlike the other commands, exit 1 means
/// "the images differ", as with diff(1) and cmp(1).
enum DiffCommand: Command {
    static let expected = Positional("EXPECTED.png", help: "The reference image (a golden), PNG or JPEG.")
    static let actual = Positional("ACTUAL.png", help: "The image to check against it.")

    static let output = Option.value(
        "output", short: "o", valueName: "DIFF.png",
        help: "Write the diff image: the expected image faded to grey, differing pixels red, anti-aliased pixels yellow.")
    static let panel = Option.value(
        "panel", valueName: "PANEL.png", help: "Write expected | diff | actual side by side, for a reviewer.")
    static let threshold = Option.value(
        "threshold", valueName: "T",
        help: "The colour difference still counted as equal, 0 (exact) to 1, on pixelmatch's scale.", default: "0.1")
    static let maxDiffPixels = Option.value(
        "max-diff-pixels", valueName: "N", help: "Pass with at most N differing pixels (default: 0, one real change fails).")
    static let maxDiffRatio = Option.value(
        "max-diff-ratio", valueName: "R",
        help: "Pass with at most this fraction of the compared pixels differing, e.g. 0.001 for 0.1%. "
            + "Instead of --max-diff-pixels.")
    static let includeAA = Option.flag(
        "include-aa", help: "Count anti-aliased pixels as differences instead of detecting shifted edges.")
    static let ignore = Option.repeating(
        "ignore", valueName: "X,Y,W,H|ELEMENT",
        help: "Leave a rectangle (in pixels, from the top left) out of the comparison; with --tree, or an element of that "
            + "box tree: an accessibility identifier (gameball.message.close) or a role (body), wherever it was laid out.")
    static let tree = Option.value(
        "tree", valueName: "TREE.json",
        help: "The box tree ACTUAL.png was drawn from ('preview-cli render --format json'), where --ignore finds elements.")
    static let json = Option.flag("json", help: "Print the counts as JSON instead of the one-line summary.")

    static let exitStatus = HelpSection(title: "Exit status", rows: [
        .init("0", "The images match: same size, differing pixels within the budget."),
        .init("1", "The images differ, or their sizes do."),
        .init("2", "Usage or input error (bad option, missing or unreadable image, unwritable output)."),
    ])

    static let spec = CommandSpec(
        name: "diff",
        summary: "Compare two images as a person would see them, and fail when they differ.",
        discussion: "Pixels are compared by perceived colour (YIQ, as pixelmatch does); a pixel that only differs "
            + "because an anti-aliased edge moved is counted apart and does not fail the check. Images of different "
            + "sizes are compared over both sizes and always fail. Prints 'identical', or a line such as "
            + "'12 pixels differ (0.0004%), 340 anti-aliased, threshold 0.1: FAIL (budget 0)'.",
        positionals: [expected, actual],
        options: [output, panel, threshold, maxDiffPixels, maxDiffRatio, includeAA, ignore, tree, json],
        sections: [
            exitStatus,
            HelpSection(title: "Examples", lines: [
                "preview-cli diff goldens/modal.png out/modal.png -o modal-diff.png",
                "preview-cli diff a.png b.png --max-diff-ratio 0.001 --ignore 0,0,1179,150 --json",
                "preview-cli diff goldens/modal.png out/modal.png --tree out/modal.json --ignore gameball.message.close",
            ]),
        ])

    static func run(_ arguments: ParsedArguments, console: Console, keeping _: KeptUntilExit) throws -> Int32 {
        let options = try DiffCommandOptions(arguments)
        let comparison: ImageComparison
        do {
            comparison = try ImageDiff.compareFiles(expected: options.expectedPath, actual: options.actualPath,
                                                    options: options.diff, outputs: options.outputs)
            if let path = options.diffImagePath, let image = comparison.diffImage {
                try AtomicFile.write(try encode(image, for: path), to: URL(fileURLWithPath: path))
            }
            if let path = options.panelPath, let image = comparison.panelImage {
                try AtomicFile.write(try encode(image, for: path), to: URL(fileURLWithPath: path))
            }
        } catch {
            console.error("\(error)")
            return ExitStatus.error
        }
        if options.printsJSON {
            console.out(try DiffReport(comparison.result, options: options).json() + "\n")
        } else {
            console.out(comparison.result.summary + "\n")
        }
        return comparison.result.passed ? ExitStatus.match : ExitStatus.differ
    }

    /// The statuses of `diff`, which differ from the tool's usual ones in 1.
    enum ExitStatus {
        static let match: Int32 = 0
        static let differ: Int32 = 1
        static let error: Int32 = 2
    }

    private static func encode(_ image: RasterImage, for path: String) throws(ImageDiffError) -> Data {
        do {
            return try PNGEncoder.encode(image)
        } catch {
            throw .writeFailed(path: path, reason: "\(error)")
        }
    }
}
