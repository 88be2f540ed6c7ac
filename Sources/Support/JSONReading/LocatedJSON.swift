import Foundation
import InputFiles

/// A value of a parsed JSON file together with where it is: its file, JSON
/// path and byte offset.
///
/// What every reader of the project's JSON inputs walks (themes,
/// `preview.json`, its `lint` section, placeholder values, asset manifests),
/// recording problems with `JSONProblemLog` so they read exactly like a
/// campaign file's: every problem at once, one line each, in document order,
/// naming the file, the JSON path, what was expected and what was found.
/// Numbers keep their literal and objects their key order and duplicates.
public struct LocatedJSON: Sendable {
    /// The file as the user named it.
    public let file: String
    package let node: JSONNode
    package let location: JSONPath

    package init(file: String, node: JSONNode, location: JSONPath) {
        self.file = file
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

    /// The elements, when the value is an array.
    public var elements: [LocatedJSON]? {
        guard case .array(let nodes) = node.value else { return nil }
        return nodes.enumerated().map { LocatedJSON(file: file, node: $1, location: location.appending($0)) }
    }

    /// The number, when the value is one. A literal too large for a `Double` is infinite.
    public var number: Double? {
        if case .number(let number, _) = node.value { return number }
        return nil
    }

    package func member(_ member: JSONMember) -> LocatedJSON {
        LocatedJSON(file: file, node: member.value, location: location.appending(member.key))
    }

    /// Reads and parses a JSON file. A file that cannot be read (missing, a
    /// directory, larger than `maximumSize` bytes) or is not JSON is one
    /// problem at path `$`, which says it `expected` (e.g. `a readable theme file`).
    /// - Parameter name: how messages name the file; by default the path it was given with.
    public static func read(contentsOf url: URL, named name: String? = nil, expected: String,
                            maximumSize: Int) throws(InputProblems) -> LocatedJSON {
        let file = name ?? (url.isFileURL ? url.relativePath : url.absoluteString)
        return try parse(FileContents.read(url, file: file, expected: expected, limit: maximumSize), file: file)
    }

    /// Parses JSON bytes; an empty file, text that is not UTF-8, a syntax
    /// error or a value past `limits` is one problem (with line and column).
    public static func parse(_ data: Data, file: String, limits: JSONLimits = .standard) throws(InputProblems) -> LocatedJSON {
        LocatedJSON(file: file, node: try JSONDocument.parse(data, file: file, limits: limits), location: .root)
    }
}
