import Foundation

extension BoxTree {
    /// The tree as the `json` format writes it and external plugins read it:
    /// `StableJSON`, so the bytes depend only on the tree.
    public func encodedJSON() throws -> Data {
        try StableJSON.encode(self)
    }

    /// Reads box-tree JSON back, refusing a schema version this build does
    /// not know (fields may be added without a bump; see `docs/box-tree.md`).
    public static func decode(json data: Data) throws(BoxTreeDecodingError) -> BoxTree {
        struct Header: Decodable { var schemaVersion: Int }
        let version: Int
        do {
            version = try JSONDecoder().decode(Header.self, from: data).schemaVersion
        } catch {
            throw .notABoxTree("\(error)")
        }
        guard version == currentSchemaVersion else { throw .unsupportedSchemaVersion(version) }
        do {
            return try JSONDecoder().decode(BoxTree.self, from: data)
        } catch {
            throw .notABoxTree("\(error)")
        }
    }
}

/// Why box-tree JSON could not be read.
public enum BoxTreeDecodingError: Error, Equatable, CustomStringConvertible {
    /// The JSON has no integer `schemaVersion` or does not match the schema.
    case notABoxTree(String)
    /// The tree was written for a schema this build does not read.
    case unsupportedSchemaVersion(Int)

    public var description: String {
        switch self {
        case .notABoxTree(let reason):
            "not a box tree: \(reason)"
        case .unsupportedSchemaVersion(let version):
            "box-tree schemaVersion \(version) is not supported (this build reads \(BoxTree.currentSchemaVersion))"
        }
    }
}
