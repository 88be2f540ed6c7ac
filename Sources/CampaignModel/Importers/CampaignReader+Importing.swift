import BoxTreeModel
import JSONReading
/// Readers shared by the vendor importers. They record problems exactly as
/// the campaign decoder does (same collector, same "expected …, found …"
/// wording), so an imported file reads like one of ours when it is wrong.
extension CampaignReader {
    static let noEquivalentNote = "has no equivalent in the campaign model, ignored"

    /// `fields(of:at:known:)` for a vendor's object: a `null` value counts as
    /// absent. Every vendor SDK reads it so (Braze's servers write `null` for
    /// unset optional keys and its SDKs decode them as missing; protobuf JSON
    /// reads `null` as the default; Radar's and Adobe's dictionary casts fail
    /// on `NSNull`), so a `null` is neither a type error nor a value.
    mutating func vendorFields(of node: JSONNode, at path: JSONPath, known: [String]) -> ObjectFields {
        let all = problems.fields(of: node, at: path, known: known)
        var present: [String: JSONMember] = [:]
        for key in known {
            if let member = all[key], !member.value.isNull { present[key] = member }
        }
        return ObjectFields(path: path, offset: node.offset, byKey: present)
    }

    /// One warning for a vendor field the campaign model cannot express.
    /// `note` replaces the standard wording when the value is kept somewhere
    /// (in `extras`) or ignored for a more specific reason.
    mutating func warnIgnored(_ key: String, in fields: ObjectFields, note: String = noEquivalentNote) {
        guard let member = fields[key] else { return }
        problems.warning(
            fields.path.appending(key), at: member.keyOffset,
            expected: "a field with an equivalent in the campaign model",
            found: "key \(ProblemText.quoted(key))", note: note
        )
    }

    /// `warnIgnored` for each of `keys` present, in the order given (the
    /// collector sorts them into document order).
    mutating func warnIgnored(_ keys: [String], in fields: ObjectFields, note: String = noEquivalentNote) {
        for key in keys { warnIgnored(key, in: fields, note: note) }
    }

    /// The value of `key` when it is an object; `nil` when absent, or (with an
    /// error saying what was wanted there) when it is anything else.
    mutating func object(_ key: String, in fields: ObjectFields, expected: String) -> JSONNode? {
        guard let member = fields[key] else { return nil }
        guard member.value.members != nil else {
            problems.error(fields.path.appending(key), at: member.value.offset, expected: expected, found: member.value.summary)
            return nil
        }
        return member.value
    }

    /// A vendor enum value, matched without regard to ASCII case (vendors
    /// write `START`, SDKs upper-case before comparing). The error lists the
    /// values as the vendor documents them.
    mutating func vendorEnum<Value>(
        _ key: String, in fields: ObjectFields, cases: KeyValuePairs<String, Value>
    ) -> Value? {
        guard let member = fields[key] else { return nil }
        if let raw = member.value.stringValue {
            let folded = Self.asciiUppercased(raw)
            if let match = cases.first(where: { Self.asciiUppercased($0.key) == folded }) {
                return match.value
            }
        }
        problems.error(
            fields.path.appending(key), at: member.value.offset,
            expected: ProblemText.oneOf(cases.map(\.key)), found: member.value.summary
        )
        return nil
    }

    /// An optional number within `range`. Infinite or out-of-range values are
    /// errors that say so, as the campaign decoder does for `autoDismissAfter`.
    mutating func number(_ key: String, in fields: ObjectFields, expected: String, range: ClosedRange<Double>) -> Double? {
        guard let member = fields[key] else { return nil }
        let path = fields.path.appending(key)
        guard case .number(let value, _) = member.value.value else {
            problems.error(path, at: member.value.offset, expected: expected, found: member.value.summary)
            return nil
        }
        guard value.isFinite, range.contains(value) else {
            problems.error(path, at: member.value.offset, expected: expected, found: member.value.summary + " (out of range)")
            return nil
        }
        return value
    }

    /// A string that a vendor leaves empty to mean "not set" (protobuf JSON
    /// writes unset strings as `""`): empty becomes `nil`.
    mutating func nonEmptyString(_ key: String, in fields: ObjectFields) -> String? {
        guard let string = string(key, in: fields), !string.isEmpty else { return nil }
        return string
    }

    /// A colour written as a 32-bit ARGB integer (Braze). Android exports the
    /// signed Java `int` (white is `-1`), other exports the unsigned value
    /// (white is `4294967295`); both are accepted, nothing else is.
    mutating func argbColor(_ key: String, in fields: ObjectFields) -> RGBAColor? {
        guard let member = fields[key] else { return nil }
        let expected = "a colour as a 32-bit ARGB integer, such as 4294967295 (or -1) for opaque white"
        let path = fields.path.appending(key)
        guard case .number(let value, _) = member.value.value else {
            problems.error(path, at: member.value.offset, expected: expected, found: member.value.summary)
            return nil
        }
        guard let color = RGBAColor(argb: value) else {
            let why = value.isFinite && value != value.rounded(.towardZero) ? "not a whole number" : "out of range"
            problems.error(path, at: member.value.offset, expected: expected, found: member.value.summary + " (\(why))")
            return nil
        }
        return color
    }

    /// A hex colour string in one vendor's dialect; `dialect` also supplies
    /// the wording of the error.
    mutating func vendorHexColor(_ key: String, in fields: ObjectFields, dialect: VendorHexDialect) -> RGBAColor? {
        guard let member = fields[key] else { return nil }
        if let text = member.value.stringValue, let color = RGBAColor(vendorHex: text, dialect: dialect) {
            return color
        }
        problems.error(fields.path.appending(key), at: member.value.offset, expected: dialect.expected, found: member.value.summary)
        return nil
    }

    /// Reads a URL for an `openURL` action, or says why there is none: the
    /// same test and wording as the campaign format's `openURL` action.
    /// `cleaned`: the URL as the vendor's SDK cleans the string (Firebase
    /// removes spaces), used instead of the string as written.
    mutating func urlAction(
        _ key: String, in fields: ObjectFields, external: Bool, reason: String, cleaned: String? = nil
    ) -> ActionReading {
        let path = fields.path.appending(key)
        let expected = "an absolute URL with a scheme, such as \"https://…\""
        guard let member = fields[key] else {
            return .unusable(UnusableAction(reason: reason, path: path, offset: fields.offset, expected: expected, found: ProblemText.missing))
        }
        guard let url = cleaned ?? member.value.stringValue else {
            problems.error(path, at: member.value.offset, expected: "a string", found: member.value.summary)
            return .invalid
        }
        guard Self.isUsableURL(url) else {
            return .unusable(UnusableAction(reason: reason, path: path, offset: member.value.offset, expected: expected, found: member.value.summary))
        }
        return .usable(.openURL(url: url, external: external))
    }

    /// A message's tap action as the campaign decoder treats `clickAction`:
    /// unusable is a warning and no action.
    mutating func clickAction(from reading: ActionReading?, name: String) -> Action? {
        switch reading {
        case .usable(let action):
            return action
        case .unusable(let unusable):
            problems.warning(unusable.path, at: unusable.offset, expected: unusable.expected, found: unusable.found,
                             note: "\(unusable.reason); \(name) is ignored")
            return nil
        case .invalid, nil:
            return nil
        }
    }

    /// A button's action as the campaign decoder treats it: unusable falls
    /// back to `dismiss`, with a warning and the reason kept on the button.
    mutating func buttonAction(from reading: ActionReading) -> (Action, String?) {
        switch reading {
        case .usable(let action):
            return (action, nil)
        case .unusable(let unusable):
            problems.warning(unusable.path, at: unusable.offset, expected: unusable.expected, found: unusable.found,
                             note: "\(unusable.reason); the button falls back to dismiss")
            return (.dismiss, unusable.reason)
        case .invalid:
            return (.dismiss, nil)
        }
    }

    /// The campaign ID when the vendor file names none: a fixed name (so
    /// output file names are stable) and a warning saying so.
    mutating func fallbackID(_ name: String, at node: JSONNode, path: JSONPath = .root, looked: String) -> String {
        problems.warning(
            path, at: node.offset, expected: looked, found: "none",
            note: "no \(looked); the campaign is named \"\(name)\""
        )
        return name
    }

    /// Upper-cases ASCII letters only: `String.uppercased()` would also fold
    /// non-ASCII letters (`ß` becomes `SS`), letting odd input match a value.
    static func asciiUppercased(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
            ("a"..."z").contains(scalar) ? Unicode.Scalar(UInt8(scalar.value - 32)) : scalar
        }))
    }
}
