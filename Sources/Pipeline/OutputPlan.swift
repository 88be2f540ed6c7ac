import RenderCore

/// Which renderers one run uses and where each one's output goes: decided
/// before anything is laid out, so a bad request fails before any work.
///
/// Naming, given `-o PATH`:
/// - one format: `PATH` as is when it ends in the format's extension (or its
///   last part: `x.txt` for `a11y.txt`), else `PATH.EXT`;
/// - several formats: `PATH` is a base name, with any requested format's
///   extension removed: `out/welcome` gives `out/welcome.png`,
///   `out/welcome.a11y.txt`, `out/welcome.tree.json`.
///
/// Without a path, the single requested format goes to standard output, and
/// must be printable. `-o -` sends the single requested format, text or
/// image, to standard output; with several formats it is refused.
public struct OutputPlan {
    public enum Destination: Equatable, Sendable {
        case file(String)
        case standardOutput
    }

    public struct Item {
        public let renderer: any Renderer
        public let destination: Destination
    }

    public let items: [Item]
    public let options: RenderOptions
    /// `-o -`: the user asked for standard output, so binary output goes there too.
    public let standardOutputRequested: Bool

    /// The output path that means standard output.
    public static let standardOutputPath = "-"

    /// - Parameters:
    ///   - renderers: in the order requested, without duplicates.
    ///   - output: `-o`, or `nil` for standard output.
    public init(renderers: [any Renderer], output: String?, options: RenderOptions) throws(OutputError) {
        guard let first = renderers.first else { throw .noFormats }
        self.options = options
        standardOutputRequested = output == Self.standardOutputPath
        if standardOutputRequested {
            guard renderers.count == 1 else { throw .severalFormatsToStandardOutput(renderers.map(\.name)) }
            items = [Item(renderer: first, destination: .standardOutput)]
            return
        }
        guard let output else {
            guard renderers.count == 1 else { throw .severalFormatsWithoutOutput(renderers.map(\.name)) }
            guard first.outputKind != .binary else { throw .binaryWithoutOutput(format: first.name) }
            items = [Item(renderer: first, destination: .standardOutput)]
            return
        }
        let extensions = renderers.map { $0.fileExtension(for: options) }
        let paths: [String]
        if renderers.count == 1 {
            let ext = extensions[0]
            let last = ext.split(separator: ".").last.map(String.init) ?? ext
            paths = [output.hasSuffix("." + ext) || output.hasSuffix("." + last) ? output : output + "." + ext]
        } else {
            // The longest matching extension first: "x.tree.json" loses ".tree.json", not ".json".
            let base = extensions.sorted { $0.count > $1.count }
                .first { output.hasSuffix("." + $0) && output.count > $0.count + 1 }
                .map { String(output.dropLast($0.count + 1)) } ?? output
            paths = extensions.map { base + "." + $0 }
        }
        for (index, path) in paths.enumerated() where paths[..<index].contains(path) {
            throw .sameDestination(path: path, formats: zip(renderers, paths).filter { $0.1 == path }.map(\.0.name))
        }
        items = zip(renderers, paths).map { Item(renderer: $0, destination: .file($1)) }
    }

    private init(items: [Item], options: RenderOptions, standardOutputRequested: Bool) {
        self.items = items
        self.options = options
        self.standardOutputRequested = standardOutputRequested
    }

    /// The same plan without the items `isExcluded` picks (destinations
    /// unchanged); `nil` when none is left.
    public func excluding(_ isExcluded: (Item) -> Bool) -> OutputPlan? {
        let kept = items.filter { !isExcluded($0) }
        return kept.isEmpty ? nil : OutputPlan(items: kept, options: options, standardOutputRequested: standardOutputRequested)
    }
}
