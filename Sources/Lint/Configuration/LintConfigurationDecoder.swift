import BoxTreeModel
import CampaignModel
import Foundation

/// Reads the `lint` section of `preview.json`:
///
/// ```json
/// "lint": {
///   "severity": {"contrast": "warning", "orientation-locked": "off"},
///   "suppress": [{"rule": "orientation-locked", "campaign": "summer-sale", "reason": "landscape-only game screen"}],
///   "knownPlaceholders": ["vip_level"]
/// }
/// ```
///
/// Strict, because a typo in a configuration silently changes what CI
/// checks: unknown keys and rule ids are errors (with the closest known
/// name), every suppression needs a non-empty reason, and every problem in
/// the file is reported at once.
public enum LintConfigurationDecoder {
    /// The keys of the section.
    public static let keys = ["severity", "suppress", "knownPlaceholders"]

    /// Decodes the section itself, the value of `preview.json`'s `lint` key.
    /// - Parameters:
    ///   - path: Where the section sits in its file, for messages.
    ///   - ruleIDs: The rule ids severities and suppressions may name.
    public static func decode(section: JSONValue, file: String, path: String = "lint",
                              ruleIDs: [String] = LintRuleCatalog.ids) throws(LintConfigurationError) -> LintConfiguration {
        var reader = SectionReader(ruleIDs: ruleIDs)
        let configuration = reader.read(section, path: path)
        guard reader.problems.isEmpty else { throw LintConfigurationError(file: file, problems: reader.problems) }
        return configuration
    }

    /// Decodes a configuration file: `preview.json` (its `lint` section;
    /// its other sections belong to other commands, and a missing `lint`
    /// section means the defaults), or any other file holding either a
    /// `lint` section or just the section's keys.
    public static func decode(_ data: Data, file: String, ruleIDs: [String] = LintRuleCatalog.ids) throws(LintConfigurationError) -> LintConfiguration {
        let root: JSONValue
        do {
            // JSONSerialization says where the syntax breaks; JSONDecoder only that it does.
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            root = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw LintConfigurationError(file: file, problems: [.malformedJSON(reason: Self.reason(error, in: data))])
        }
        guard case .object(let object) = root else {
            throw LintConfigurationError(file: file, problems: [.wrongType(path: "$", expected: "an object", found: SectionReader.describe(root))])
        }
        if let section = object["lint"] {
            return try decode(section: section, file: file, path: "lint", ruleIDs: ruleIDs)
        }
        if URL(fileURLWithPath: file).lastPathComponent == "preview.json" { return LintConfiguration() }
        return try decode(section: root, file: file, path: "$", ruleIDs: ruleIDs)
    }

    /// Reads and decodes a configuration file.
    public static func decode(contentsOf url: URL, ruleIDs: [String] = LintRuleCatalog.ids) throws(LintConfigurationError) -> LintConfiguration {
        let file = url.relativePath
        let data: Data
        do {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                throw LintConfigurationError(file: file, problems: [.unreadable(reason: "no such file")])
            }
            guard !isDirectory.boolValue else { throw LintConfigurationError(file: file, problems: [.unreadable(reason: "it is a directory")]) }
            data = try Data(contentsOf: url)
        } catch let error as LintConfigurationError {
            throw error
        } catch {
            throw LintConfigurationError(file: file, problems: [.unreadable(reason: (error as NSError).localizedDescription)])
        }
        return try decode(data, file: file, ruleIDs: ruleIDs)
    }

    /// The most specific description Foundation offers, on one line, with
    /// the line and column when it names a character offset.
    private static func reason(_ error: any Error, in data: Data) -> String {
        var text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
        text = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        if let range = text.range(of: "character "), let offset = Int(text[range.upperBound...].prefix(while: \.isNumber)) {
            let before = data.prefix(offset)
            let line = before.count(where: { $0 == UInt8(ascii: "\n") }) + 1
            let column = before.count - (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
            if text.hasSuffix(".") { text.removeLast() }
            text += " (line \(line), column \(column))"
        }
        return text
    }
}

/// Walks a section, collecting problems instead of stopping at the first.
private struct SectionReader {
    let ruleIDs: [String]
    var problems: [LintConfigurationError.Problem] = []

    mutating func read(_ section: JSONValue, path: String) -> LintConfiguration {
        var configuration = LintConfiguration()
        guard case .object(let object) = section else {
            problems.append(.wrongType(path: path, expected: "an object with \(LintConfigurationDecoder.keys.joined(separator: ", "))",
                                       found: Self.describe(section)))
            return configuration
        }
        // Sorted: objects decode as dictionaries, and messages must come out the same every run.
        for key in object.keys.sorted() where !LintConfigurationDecoder.keys.contains(key) {
            problems.append(.unknownKey(path: path, key: key, suggestion: Suggestion.closest(to: key, in: LintConfigurationDecoder.keys, maxDistance: 4)))
        }
        if let severity = object["severity"] { configuration.severities = readSeverities(severity, path: join(path, "severity")) }
        if let suppress = object["suppress"] { configuration.suppressions = readSuppressions(suppress, path: join(path, "suppress")) }
        if let names = object["knownPlaceholders"] {
            configuration.knownPlaceholders.formUnion(readNames(names, path: join(path, "knownPlaceholders")))
        }
        return configuration
    }

    private mutating func readSeverities(_ value: JSONValue, path: String) -> [String: RuleSeverity] {
        guard case .object(let object) = value else {
            problems.append(.wrongType(path: path, expected: "an object of rule id: severity", found: Self.describe(value)))
            return [:]
        }
        var result: [String: RuleSeverity] = [:]
        for rule in object.keys.sorted() {
            let entryPath = join(path, rule)
            guard checkRule(rule, path: entryPath) else { continue }
            guard case .string(let name) = object[rule]! else {
                problems.append(.wrongType(path: entryPath, expected: "a severity string (error, warning, info or off)",
                                           found: Self.describe(object[rule]!)))
                continue
            }
            guard let severity = RuleSeverity(name: name) else {
                problems.append(.invalidSeverity(path: entryPath, value: name))
                continue
            }
            result[rule] = severity
        }
        return result
    }

    private mutating func readSuppressions(_ value: JSONValue, path: String) -> [LintSuppression] {
        guard case .array(let entries) = value else {
            problems.append(.wrongType(path: path, expected: "an array of {rule, campaign, reason} objects", found: Self.describe(value)))
            return []
        }
        return entries.enumerated().compactMap { index, entry in readSuppression(entry, path: "\(path)[\(index)]") }
    }

    private mutating func readSuppression(_ value: JSONValue, path: String) -> LintSuppression? {
        guard case .object(let object) = value else {
            problems.append(.wrongType(path: path, expected: "an object with rule, campaign and reason", found: Self.describe(value)))
            return nil
        }
        let keys = ["rule", "campaign", "reason"]
        for key in object.keys.sorted() where !keys.contains(key) {
            problems.append(.unknownKey(path: path, key: key, suggestion: Suggestion.closest(to: key, in: keys, maxDistance: 3)))
        }
        var fields: [String: String] = [:]
        for key in keys {
            guard let field = object[key] else {
                problems.append(.missingKey(path: path, key: key))
                continue
            }
            guard case .string(let text) = field else {
                problems.append(.wrongType(path: join(path, key), expected: "a string", found: Self.describe(field)))
                continue
            }
            guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
                problems.append(.empty(path: join(path, key), what: key == "reason" ? "the reason (say why the finding is acceptable)" : "the \(key)"))
                continue
            }
            fields[key] = text
        }
        if let rule = fields["rule"], !checkRule(rule, path: join(path, "rule")) { return nil }
        guard let rule = fields["rule"], let campaign = fields["campaign"], let reason = fields["reason"] else { return nil }
        return LintSuppression(rule: rule, campaign: campaign, reason: reason)
    }

    private mutating func readNames(_ value: JSONValue, path: String) -> [String] {
        guard case .array(let entries) = value else {
            problems.append(.wrongType(path: path, expected: "an array of placeholder names", found: Self.describe(value)))
            return []
        }
        return entries.enumerated().compactMap { index, entry in
            guard case .string(var name) = entry, !name.isEmpty else {
                problems.append(.wrongType(path: "\(path)[\(index)]", expected: "a placeholder name such as \"vip_level\"", found: Self.describe(entry)))
                return nil
            }
            // Accept "{vip_level}" as written in campaign text.
            if name.hasPrefix("{"), name.hasSuffix("}"), name.count > 2 { name = String(name.dropFirst().dropLast()) }
            return name
        }
    }

    private mutating func checkRule(_ rule: String, path: String) -> Bool {
        guard ruleIDs.contains(rule) else {
            problems.append(.unknownRule(path: path, rule: rule, suggestion: Suggestion.closest(to: rule, in: ruleIDs, maxDistance: 4)))
            return false
        }
        return true
    }

    private func join(_ path: String, _ key: String) -> String {
        path == "$" ? key : "\(path).\(key)"
    }

    /// `string "fatal"`, `number 3`, `an array`, … for messages.
    static func describe(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let flag): "bool \(flag)"
        case .number(let number): "number \(number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number))"
        case .string(let text): "string \"\(text)\""
        case .array: "an array"
        case .object: "an object"
        }
    }
}
