import BoxTreeModel
import JSONReading
/// A vendor file that holds several messages, as the SDK downloads them:
///
/// - Firebase's fetch response, `{"messages": [campaign, …], "expirationEpochTimestampMillis": …}`;
/// - Adobe's rules-engine file, `{"version": 1, "rules": [{"condition": …, "consequences": […]}, …]}`,
///   whose in-app consequences (`cjmiam`, or `schema` with the in-app
///   message schema) each carry one message. Other consequences (content
///   cards, feeds, code-based experiences) are not in-app messages: skipped,
///   with a warning.
///
/// Each entry is then read by the vendor's importer at its own JSON path, so
/// problems name the message they belong to (`messages[2].content.modal…`).
struct MessageContainer {
    /// One message in the file.
    struct Entry {
        let node: JSONNode
        let path: JSONPath
    }

    static let firebaseKeys = ["messages", "expirationEpochTimestampMillis"]
    static let adobeKeys = ["version", "rules"]
    static let adobeRuleKeys = ["condition", "consequences"]
    /// The schema of an in-app message consequence in Adobe's newer rules.
    static let adobeInAppSchema = "https://ns.adobe.com/personalization/message/in-app"

    let source: MessageSource
    var reader: CampaignReader

    /// The source whose container `root` is, if it is one.
    static func detect(_ root: JSONNode) -> MessageSource? {
        guard let members = root.members else { return nil }
        func isArray(_ key: String) -> Bool {
            if case .array? = members.last(where: { $0.key == key })?.value.value { return true }
            return false
        }
        if isArray("messages") { return .firebase }
        if isArray("rules") { return .adobe }
        return nil
    }

    init(source: MessageSource, file: String) {
        self.source = source
        reader = CampaignReader(file: file)
    }

    /// The messages of the file, in document order. Problems with the
    /// container itself (and skipped consequences) go to `reader`.
    mutating func entries(of root: JSONNode) -> [Entry] {
        switch source {
        case .firebase: firebaseEntries(root)
        case .adobe: adobeEntries(root)
        case .gameball, .braze, .radar: []
        }
    }

    private mutating func firebaseEntries(_ root: JSONNode) -> [Entry] {
        let fields = reader.vendorFields(of: root, at: .root, known: Self.firebaseKeys)
        guard let elements = array("messages", in: fields, expected: "an array of campaigns") else { return [] }
        let path = JSONPath.root.appending("messages")
        if elements.isEmpty, let member = fields["messages"] {
            reader.problems.error(path, at: member.value.offset, expected: "at least one campaign", found: "an empty array")
        }
        return elements.enumerated().map { Entry(node: $1, path: path.appending($0)) }
    }

    private mutating func adobeEntries(_ root: JSONNode) -> [Entry] {
        let fields = reader.vendorFields(of: root, at: .root, known: Self.adobeKeys)
        _ = reader.number("version", in: fields, expected: "a rules format version number", range: 0...Double(Int32.max))
        guard let rules = array("rules", in: fields, expected: "an array of rules") else { return [] }
        let rulesPath = JSONPath.root.appending("rules")
        var entries: [Entry] = []
        var consequenceCount = 0
        for (ruleIndex, rule) in rules.enumerated() {
            let rulePath = rulesPath.appending(ruleIndex)
            guard rule.members != nil else {
                reader.problems.error(rulePath, at: rule.offset, expected: "a rule object {\"condition\", \"consequences\"}", found: rule.summary)
                continue
            }
            let ruleFields = reader.vendorFields(of: rule, at: rulePath, known: Self.adobeRuleKeys)
            guard let consequences = array("consequences", in: ruleFields, expected: "an array of consequences") else { continue }
            for (index, consequence) in consequences.enumerated() {
                consequenceCount += 1
                let path = rulePath.appending("consequences").appending(index)
                if let skipped = Self.notInApp(consequence) {
                    reader.problems.warning(path, at: consequence.offset, expected: "an in-app message consequence", found: skipped,
                                            note: "\(skipped), not an in-app message: skipped")
                } else {
                    entries.append(Entry(node: consequence, path: path))
                }
            }
        }
        if entries.isEmpty, let member = fields["rules"] {
            let found = consequenceCount == 0 ? "no consequences" : "\(consequenceCount) consequence(s), none an in-app message"
            reader.problems.error(rulesPath, at: member.value.offset,
                                  expected: "a rule with an in-app message consequence (type \"cjmiam\", or \"schema\" with schema \"\(Self.adobeInAppSchema)\")",
                                  found: found)
        }
        return entries
    }

    /// Why a consequence is not an in-app message, or `nil` when it is one
    /// (or when it is too broken to tell: its importer then says what is wrong).
    private static func notInApp(_ consequence: JSONNode) -> String? {
        func member(_ key: String, of node: JSONNode?) -> JSONNode? {
            node?.members?.last { $0.key == key }?.value
        }
        guard let type = member("type", of: consequence)?.stringValue else { return nil }
        switch type {
        case "cjmiam":
            return nil
        case "schema":
            guard let schema = member("schema", of: member("detail", of: consequence))?.stringValue else { return nil }
            return schema == adobeInAppSchema ? nil : "a consequence with schema \(ProblemText.quoted(schema))"
        default:
            return "a consequence of type \(ProblemText.quoted(type))"
        }
    }

    /// The elements of the array at `key`; a missing key or another type is an error.
    private mutating func array(_ key: String, in fields: ObjectFields, expected: String) -> [JSONNode]? {
        let path = fields.path.appending(key)
        guard let member = fields[key] else {
            reader.problems.error(path, at: fields.offset, expected: expected, found: ProblemText.missing)
            return nil
        }
        guard case .array(let elements) = member.value.value else {
            reader.problems.error(path, at: member.value.offset, expected: expected, found: member.value.summary)
            return nil
        }
        return elements
    }
}
