import CampaignModel
import JSONReading

/// Reads the JSON of a result file into a `GoldenRunResult`, holding every
/// count and size to `ResultFileLimits`, with the project's one JSON reader,
/// so a bad value reads like a bad campaign's: the file, the JSON path, what
/// was expected and what was found (`shard.count: expected a whole number
/// from 1 to 1000, found number 9223372036854775807`).
///
/// Result files are written by `golden check` (`ResultFile.encode`) and come
/// back from CI artifacts, untrusted. Foundation's `JSONDecoder` would accept
/// any integer and any length, and the numbers in a result size what is
/// built from it (the shards listed as missing, the sums of every shard's
/// counts), so each value is checked here before it is used. Unknown keys
/// are ignored, as a decoder would.
struct ResultFileReader {
    var log: JSONProblemLog

    init(file: String) {
        log = JSONProblemLog(file: file)
    }

    static let topLevelKeys = ["version", "shard", "recordMode", "outputs", "tally", "skipped", "unmatchedElementMasks"]
    static let shardKeys = ["index", "count"]
    static let tallyKeys = ["variants", "rendered", "notDisplayed", "failed", "diagnostics"]
    static let groupKeys = ["key", "severity", "count", "message", "example"]
    static let skippedKeys = ["path", "reason"]

    /// The result in `root`, or nil when any value is wrong (each one logged).
    /// The version is checked before (`ResultFile.read`).
    mutating func result(_ root: LocatedJSON) -> GoldenRunResult? {
        guard let fields = object(root, known: Self.topLevelKeys, expected: "a result object of preview-cli golden check") else { return nil }
        var shard: Shard?
        if let value = optional(fields["shard"]) { shard = self.shard(value) }
        var recordMode: RecordMode?
        if let value = optional(fields["recordMode"]) { recordMode = choice(value, RecordMode.self) }
        let outputs = required(fields, "outputs", in: root, expected: "a list of outputs").flatMap {
            list($0, max: ResultFileLimits.maxOutputs, what: "outputs") { reader, element in reader.output(element) }
        }
        let tally = required(fields, "tally", in: root, expected: "the run's counts").flatMap { self.tally($0) }
        let skipped = required(fields, "skipped", in: root, expected: "a list of skipped files").flatMap {
            list($0, max: ResultFileLimits.maxSkipped, what: "skipped files") { reader, element in reader.skippedFile(element) }
        }
        var masks: [String]?
        if let value = optional(fields["unmatchedElementMasks"]) {
            masks = list(value, max: ResultFileLimits.maxMaskLines, what: "lines") { reader, element in reader.string(element, .text) }
        }
        guard !log.hasErrors, let outputs, let tally, let skipped else { return nil }
        var result = GoldenRunResult(shard: shard, recordMode: recordMode, outputs: outputs, tally: tally, skipped: skipped)
        result.unmatchedElementMasks = masks
        return result
    }

    /// `{"index": I, "count": N}` with `1 <= I <= N <= Shard.maxCount`.
    private mutating func shard(_ value: LocatedJSON) -> Shard? {
        guard let fields = object(value, known: Self.shardKeys, expected: "a shard {\"index\": I, \"count\": N}") else { return nil }
        guard let count = required(fields, "count", in: value, expected: "a number of shards").flatMap({
            integer($0, in: 1...Shard.maxCount, expected: "a whole number of shards from 1 to \(Shard.maxCount)")
        }) else { return nil }
        guard let index = required(fields, "index", in: value, expected: "the shard's number").flatMap({
            integer($0, in: 1...count, expected: "a shard number from 1 to the count, \(count)")
        }) else { return nil }
        return Shard(index: index, count: count)
    }

    private mutating func tally(_ value: LocatedJSON) -> RunTally? {
        guard let fields = object(value, known: Self.tallyKeys, expected: "the run's counts") else { return nil }
        var tally = RunTally([])
        let count = "a whole number from 0 to \(ResultFileLimits.maxCount)"
        if let value = required(fields, "variants", in: value, expected: count) {
            tally.variants = integer(value, in: 0...ResultFileLimits.maxCount, expected: count) ?? 0
        }
        if let value = required(fields, "rendered", in: value, expected: count) {
            tally.rendered = integer(value, in: 0...ResultFileLimits.maxCount, expected: count) ?? 0
        }
        for key in ["notDisplayed", "failed", "diagnostics"] {
            guard let list = required(fields, key, in: value, expected: "a list of groups"),
                  let groups = self.list(list, max: ResultFileLimits.maxGroups, what: "groups", { reader, element in reader.group(element) })
            else { continue }
            switch key {
            case "notDisplayed": tally.notDisplayed = groups
            case "failed": tally.failed = groups
            default: tally.diagnostics = groups
            }
        }
        return tally
    }

    private mutating func group(_ value: LocatedJSON) -> RunTally.Group? {
        guard let fields = object(value, known: Self.groupKeys, expected: "a group {\"key\", \"count\", \"message\", \"example\"}") else { return nil }
        let key = required(fields, "key", in: value, expected: "a reason or diagnostic code").flatMap { string($0, .name) }
        let severity = optional(fields["severity"]).flatMap { string($0, .name) }
        let expected = "a whole number from 0 to \(ResultFileLimits.maxCount)"
        let count = required(fields, "count", in: value, expected: expected).flatMap {
            integer($0, in: 0...ResultFileLimits.maxCount, expected: expected)
        }
        let message = required(fields, "message", in: value, expected: "a message").flatMap { string($0, .text) }
        let example = required(fields, "example", in: value, expected: "a variant's name").flatMap { string($0, .path) }
        guard let key, let count, let message, let example else { return nil }
        return RunTally.Group(key: key, severity: severity, count: count, message: message, example: example)
    }

    private mutating func skippedFile(_ value: LocatedJSON) -> SkippedFile? {
        guard let fields = object(value, known: Self.skippedKeys, expected: "a skipped file {\"path\", \"reason\"}") else { return nil }
        let path = required(fields, "path", in: value, expected: "a path").flatMap { string($0, .path) }
        let reason = required(fields, "reason", in: value, expected: "a reason").flatMap { choice($0, SkippedFile.Reason.self) }
        guard let path, let reason else { return nil }
        return SkippedFile(path: path, reason: reason)
    }
}

// The typed readers: each logs a wrong value and returns nil.
extension ResultFileReader {
    /// The known members of an object (unknown keys are ignored).
    mutating func object(_ value: LocatedJSON, known: [String], expected: String) -> [String: LocatedJSON]? {
        guard value.isObject else {
            log.error(value, expected: expected)
            return nil
        }
        return log.members(of: value, known: known)
    }

    /// `fields[key]`, logging it as missing when absent or null.
    mutating func required(_ fields: [String: LocatedJSON], _ key: String, in object: LocatedJSON, expected: String) -> LocatedJSON? {
        guard let value = optional(fields[key]) else {
            log.missing(key, in: object, expected: expected)
            return nil
        }
        return value
    }

    /// An optional member: absent and `null` alike are nil, as the encoder omits nil.
    func optional(_ value: LocatedJSON?) -> LocatedJSON? {
        guard let value, !value.isNull else { return nil }
        return value
    }

    /// The elements of an array of at most `max`, each read by `read`; nil
    /// when any is wrong. The count is checked before any element is read.
    mutating func list<Element>(_ value: LocatedJSON, max: Int, what: String,
                                _ read: (inout ResultFileReader, LocatedJSON) -> Element?) -> [Element]? {
        guard let elements = value.elements else {
            log.error(value, expected: "a list of at most \(max) \(what)")
            return nil
        }
        guard elements.count <= max else {
            log.error(value, expected: "a list of at most \(max) \(what)", found: "a list of \(elements.count)")
            return nil
        }
        var result: [Element] = []
        result.reserveCapacity(elements.count)
        var failed = false
        for element in elements {
            if let item = read(&self, element) { result.append(item) } else { failed = true }
        }
        return failed ? nil : result
    }

    /// A string of at most `kind.maxBytes` UTF-8 bytes (empty allowed: a summary may be).
    mutating func string(_ value: LocatedJSON, _ kind: ResultFileLimits.StringKind) -> String? {
        let expected = "a string of at most \(kind.maxBytes) bytes"
        guard let text = value.string else {
            log.error(value, expected: expected)
            return nil
        }
        guard text.utf8.count <= kind.maxBytes else {
            log.error(value, expected: expected, found: "a string of \(text.utf8.count) bytes")
            return nil
        }
        return text
    }

    /// A whole number in `range`. The literal is checked as a `Double`, so a
    /// number too large for an `Int` is refused rather than trapped on.
    mutating func integer(_ value: LocatedJSON, in range: ClosedRange<Int>, expected: String) -> Int? {
        guard let number = value.number, number.isFinite, number == number.rounded(),
              number >= Double(range.lowerBound), number <= Double(range.upperBound) else {
            log.error(value, expected: expected)
            return nil
        }
        return Int(number)
    }

    /// A finite number in `range`.
    mutating func number(_ value: LocatedJSON, in range: ClosedRange<Double>, expected: String) -> Double? {
        log.number(value, in: range, expected: expected)
    }

    mutating func bool(_ value: LocatedJSON) -> Bool? {
        log.bool(value)
    }

    /// One of an enumeration's raw values.
    mutating func choice<Choice: RawRepresentable & CaseIterable>(_ value: LocatedJSON, _: Choice.Type) -> Choice?
        where Choice.RawValue == String {
        guard let text = value.string, let choice = Choice(rawValue: text) else {
            log.error(value, expected: ProblemText.oneOf(Choice.allCases.map(\.rawValue)))
            return nil
        }
        return choice
    }
}
