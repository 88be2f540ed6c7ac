import Foundation

/// A value of a parsed JSON file together with where it is: its JSON path and
/// byte offset.
///
/// For decoders of other file formats (themes) that report problems exactly
/// as campaign files do: every problem at once, one line each, in document
/// order, naming the file, the JSON path, what was expected and what was
/// found. Use `JSONProblemLog` to record them.
public struct LocatedJSON: Sendable {
    let node: JSONNode
    let location: JSONPath

    init(node: JSONNode, location: JSONPath) {
        self.node = node
        self.location = location
    }

    /// The JSON path as messages show it, e.g. `modal.padding.top`; `""` for the root.
    public var path: String { location.description }

    /// What a problem message says was found here, e.g. `string "big"` or `an object`.
    public var summary: String { node.summary }

    public var string: String? { node.stringValue }
    public var bool: Bool? { node.boolValue }
    public var isNull: Bool { node.isNull }
    public var isObject: Bool { node.members != nil }

    /// The members in file order, when the value is an object.
    public var members: [(key: String, value: LocatedJSON)]? {
        node.members?.map { ($0.key, LocatedJSON(node: $0.value, location: location.appending($0.key))) }
    }

    /// The elements, when the value is an array.
    public var elements: [LocatedJSON]? {
        guard case .array(let nodes) = node.value else { return nil }
        return nodes.enumerated().map { LocatedJSON(node: $1, location: location.appending($0)) }
    }

    /// The number, when the value is one. A literal too large for a `Double` is infinite.
    public var number: Double? {
        if case .number(let number, _) = node.value { return number }
        return nil
    }

    /// Reads and parses a JSON file. A file that cannot be read (missing, a
    /// directory, larger than `maximumSize` bytes) or is not JSON is one
    /// problem at path `$`. Messages name the file by the path it was given with.
    public static func read(contentsOf url: URL, expected: String, maximumSize: Int) throws(CampaignDecodingError) -> (file: String, root: LocatedJSON) {
        let file = url.isFileURL ? url.relativePath : url.absoluteString
        let data = try FileContents.read(url, file: file, expected: expected, limit: maximumSize)
        return (file, try parse(data, file: file))
    }

    /// Parses JSON bytes; an empty file, text that is not UTF-8 or a syntax
    /// error is one problem (with line and column).
    public static func parse(_ data: Data, file: String) throws(CampaignDecodingError) -> LocatedJSON {
        LocatedJSON(node: try JSONDocument.parse(data, file: file), location: .root)
    }
}
