/// Collects the errors and warnings met while a `LocatedJSON` document is
/// walked, worded and ordered exactly like a campaign file's.
///
/// Unknown keys are warnings (with a "did you mean" for a slip of case), as
/// are repeated keys (the last value wins), so files written for a newer
/// version still load.
public struct JSONProblemLog {
    // The campaign reader owns the shared wording of key warnings; reusing it
    // keeps every file format's messages identical.
    private var reader: CampaignReader

    public init(file: String) {
        reader = CampaignReader(file: file)
    }

    /// The members of `object` whose keys are in `known`, after warning about
    /// every other key and every repeated one. Empty when `object` is not an object.
    public mutating func members(of object: LocatedJSON, known: [String]) -> [String: LocatedJSON] {
        let fields = reader.fields(of: object.node, at: object.location, known: known)
        var result: [String: LocatedJSON] = [:]
        for key in known {
            if let member = fields[key] {
                result[key] = LocatedJSON(node: member.value, location: object.location.appending(key))
            }
        }
        return result
    }

    /// `value` is not what the format wants; `found` defaults to the value's summary.
    public mutating func error(_ value: LocatedJSON, expected: String, found: String? = nil) {
        reader.problems.error(value.location, at: value.node.offset, expected: expected, found: found ?? value.summary)
    }

    /// A required `key` is missing from `object`.
    public mutating func missing(_ key: String, in object: LocatedJSON, expected: String) {
        reader.problems.error(object.location.appending(key), at: object.node.offset, expected: expected, found: CampaignReader.missing)
    }

    /// A remark about an acceptable value, shown as `<file>: <path>: <note>`.
    public mutating func warning(_ value: LocatedJSON, note: String) {
        reader.problems.warning(value.location, at: value.node.offset, expected: "", found: value.summary, note: note)
    }

    public var hasErrors: Bool { reader.problems.hasErrors }
    /// In document order.
    public var errors: [CampaignProblem] { reader.problems.errors }
    /// In document order.
    public var warnings: [CampaignProblem] { reader.problems.warnings }

    /// `"a", "b" or "c"`, the way expectations list choices.
    public static func oneOf(_ names: [String]) -> String { CampaignReader.oneOf(names) }
}
