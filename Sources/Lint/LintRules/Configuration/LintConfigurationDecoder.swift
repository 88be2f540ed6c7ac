import BoxTreeModel
import CampaignModel
import Foundation
import JSONReading

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
/// the file is reported at once, worded as every other input's problems.
public enum LintConfigurationDecoder {
    /// The keys of the section.
    public static let keys = ["severity", "suppress", "knownPlaceholders"]
    /// Configuration files are small; anything larger is not one.
    public static let maximumFileSize = 1024 * 1024

    /// Decodes the section itself, the value of `preview.json`'s `lint` key.
    /// - Parameter ruleIDs: The rule ids severities and suppressions may name.
    public static func decode(section: LocatedJSON, ruleIDs: [String] = LintRuleCatalog.ids) throws(InputProblems) -> LintConfiguration {
        var reader = SectionReader(ruleIDs: ruleIDs, log: JSONProblemLog(file: section.file))
        let configuration = reader.read(section)
        guard !reader.log.hasErrors else { throw InputProblems(problems: reader.log.errors) }
        return configuration
    }

    /// Decodes a configuration file: `preview.json` (its `lint` section;
    /// its other sections belong to other commands, and a missing `lint`
    /// section means the defaults), or any other file holding either a
    /// `lint` section or just the section's keys.
    public static func decode(_ data: Data, file: String, ruleIDs: [String] = LintRuleCatalog.ids) throws(InputProblems) -> LintConfiguration {
        try decode(root: LocatedJSON.parse(data, file: file), ruleIDs: ruleIDs)
    }

    /// Reads and decodes a configuration file.
    public static func decode(contentsOf url: URL, ruleIDs: [String] = LintRuleCatalog.ids) throws(InputProblems) -> LintConfiguration {
        try decode(root: LocatedJSON.read(contentsOf: url, expected: "a readable lint configuration", maximumSize: maximumFileSize),
                   ruleIDs: ruleIDs)
    }

    private static func decode(root: LocatedJSON, ruleIDs: [String]) throws(InputProblems) -> LintConfiguration {
        var log = JSONProblemLog(file: root.file)
        guard root.isObject else {
            log.error(root, expected: "an object")
            throw InputProblems(problems: log.errors)
        }
        // Only the `lint` key is looked up: the file's other keys are not lint's to judge.
        if let section = log.entries(of: root).last(where: { $0.key == "lint" })?.value {
            return try decode(section: section, ruleIDs: ruleIDs)
        }
        if URL(fileURLWithPath: root.file).lastPathComponent == "preview.json" { return LintConfiguration() }
        return try decode(section: root, ruleIDs: ruleIDs)
    }
}

/// Walks a section, collecting problems instead of stopping at the first.
private struct SectionReader {
    let ruleIDs: [String]
    var log: JSONProblemLog

    mutating func read(_ section: LocatedJSON) -> LintConfiguration {
        var configuration = LintConfiguration()
        guard section.isObject else {
            log.error(section, expected: "an object with \(LintConfigurationDecoder.keys.joined(separator: ", "))")
            return configuration
        }
        let fields = log.members(of: section, known: LintConfigurationDecoder.keys, unknownKeys: .error)
        if let severity = fields["severity"] { configuration.severities = readSeverities(severity) }
        if let suppress = fields["suppress"] { configuration.suppressions = readSuppressions(suppress) }
        if let names = fields["knownPlaceholders"] { configuration.knownPlaceholders.formUnion(readNames(names)) }
        return configuration
    }

    private mutating func readSeverities(_ value: LocatedJSON) -> [String: RuleSeverity] {
        guard value.isObject else {
            log.error(value, expected: "an object of rule id: severity")
            return [:]
        }
        var result: [String: RuleSeverity] = [:]
        for (rule, entry) in log.entries(of: value) where checkRule(rule, at: entry) {
            let expected = "a severity: " + ProblemText.oneOf(RuleSeverity.names)
            guard let name = entry.string else {
                log.error(entry, expected: expected)
                continue
            }
            guard let severity = RuleSeverity(name: name) else {
                log.error(entry, expected: expected)
                continue
            }
            result[rule] = severity
        }
        return result
    }

    private mutating func readSuppressions(_ value: LocatedJSON) -> [LintSuppression] {
        guard let entries = value.elements else {
            log.error(value, expected: "an array of {rule, campaign, reason} objects")
            return []
        }
        return entries.compactMap { readSuppression($0) }
    }

    private mutating func readSuppression(_ value: LocatedJSON) -> LintSuppression? {
        guard value.isObject else {
            log.error(value, expected: "an object with rule, campaign and reason")
            return nil
        }
        let keys = ["rule", "campaign", "reason"]
        let fields = log.members(of: value, known: keys, unknownKeys: .error)
        let expected = [
            "rule": "a lint rule id",
            "campaign": "a campaign id",
            "reason": "the reason the finding is acceptable",
        ]
        var texts: [String: String] = [:]
        for key in keys {
            guard let field = fields[key] else {
                log.missing(key, in: value, expected: expected[key]!)
                continue
            }
            guard let text = field.string, !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
                log.error(field, expected: expected[key]!)
                continue
            }
            if key == "rule", !checkRule(text, at: field) { continue }
            texts[key] = text
        }
        guard let rule = texts["rule"], let campaign = texts["campaign"], let reason = texts["reason"] else { return nil }
        return LintSuppression(rule: rule, campaign: campaign, reason: reason)
    }

    private mutating func readNames(_ value: LocatedJSON) -> [String] {
        guard let entries = value.elements else {
            log.error(value, expected: "an array of placeholder names")
            return []
        }
        return entries.compactMap { entry in
            guard var name = entry.string, !name.isEmpty else {
                log.error(entry, expected: "a placeholder name such as \"vip_level\"")
                return nil
            }
            // Accept "{vip_level}" as written in campaign text.
            if name.hasPrefix("{"), name.hasSuffix("}"), name.count > 2 { name = String(name.dropFirst().dropLast()) }
            return name
        }
    }

    /// Whether `rule` names a rule; if not, an error at `value` with the closest id.
    private mutating func checkRule(_ rule: String, at value: LocatedJSON) -> Bool {
        guard ruleIDs.contains(rule) else {
            let hint = Suggestion.closest(to: rule, in: ruleIDs, maxDistance: 4).map { " (did you mean \"\($0)\"?)" }
                ?? "; 'preview-cli lint --list-rules' lists them"
            log.error(value, expected: "a lint rule id", found: "\"\(rule)\"", note: "no lint rule is called \"\(rule)\"" + hint)
            return false
        }
        return true
    }
}
