/// A JUnit XML report, the format CI systems (GitHub Actions reporters,
/// GitLab, Jenkins) show as tests. The golden report and `preview-cli lint`
/// both write theirs through it, so the two read alike.
///
/// The counts of every suite and of the whole document are worked out from
/// the cases, so they cannot disagree with them.
public struct JUnitDocument: Sendable, Equatable {
    public var name: String
    public var suites: [JUnitSuite]

    public init(name: String, suites: [JUnitSuite]) {
        self.name = name
        self.suites = suites
    }

    /// The document, UTF-8 text ending in a line break.
    public func xml() -> String {
        let cases = suites.flatMap(\.cases)
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<testsuites name=\"\(JUnitText.escaped(name))\"\(Self.counts(cases))>"]
        for suite in suites {
            lines.append("  <testsuite name=\"\(JUnitText.escaped(suite.name))\"\(Self.file(suite.file))\(Self.counts(suite.cases))>")
            for testCase in suite.cases { lines += testCase.xmlLines }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func counts(_ cases: [JUnitCase]) -> String {
        func count(_ kind: JUnitCase.Outcome.Kind) -> Int { cases.count { $0.outcome.kind == kind } }
        let times = cases.compactMap(\.time)
        let time = times.isEmpty ? "" : " time=\"\(JUnitCase.seconds(times.reduce(0, +)))\""
        return " tests=\"\(cases.count)\" failures=\"\(count(.failure))\" errors=\"\(count(.error))\" skipped=\"\(count(.skipped))\"" + time
    }

    static func file(_ file: String?) -> String {
        file.map { " file=\"\(JUnitText.escaped($0))\"" } ?? ""
    }
}

/// One `<testsuite>`: a campaign, usually.
public struct JUnitSuite: Sendable, Equatable {
    public var name: String
    /// The file the suite is about, when it is one file.
    public var file: String?
    public var cases: [JUnitCase]

    public init(name: String, file: String? = nil, cases: [JUnitCase]) {
        self.name = name
        self.file = file
        self.cases = cases
    }
}

/// One `<testcase>` and how it went.
public struct JUnitCase: Sendable, Equatable {
    public enum Outcome: Sendable, Equatable {
        case passed
        /// What was checked is wrong (a changed golden, a lint error).
        case failure(type: String, message: String, details: String? = nil)
        /// It could not be checked at all (the output did not render).
        case error(type: String, message: String, details: String? = nil)
        case skipped(message: String)

        enum Kind { case passed, failure, error, skipped }

        var kind: Kind {
            switch self {
            case .passed: .passed
            case .failure: .failure
            case .error: .error
            case .skipped: .skipped
            }
        }
    }

    public var classname: String
    public var name: String
    public var file: String?
    public var outcome: Outcome
    /// Shown by CI next to the case (`<system-out>`), e.g. warnings of a passing case.
    public var output: String?
    /// Files CI shows beside the case (GitLab's test report, Jenkins' JUnit
    /// attachments), written after `output` as `[[ATTACHMENT|path]]` lines.
    /// A path holding `[`, `]`, `|` or a control character cannot be named in
    /// such a marker (GitLab takes none of them in a path, and a `]]` would end
    /// the marker early), so it is left out rather than mangled.
    public var attachments: [String]
    /// Seconds the case took (`time`); suites and the document add theirs up.
    public var time: Double?

    public init(classname: String, name: String, file: String? = nil, outcome: Outcome = .passed, output: String? = nil,
                attachments: [String] = [], time: Double? = nil) {
        self.classname = classname
        self.name = name
        self.file = file
        self.outcome = outcome
        self.output = output
        self.attachments = attachments
        self.time = time
    }

    /// `0.012`: JUnit's seconds, to the millisecond (whole numbers, no locale).
    static func seconds(_ value: Double) -> String {
        let millis = Int((max(0, value) * 1000).rounded())
        return "\(millis / 1000)." + String(String(millis % 1000 + 1000).dropFirst())
    }

    var xmlLines: [String] {
        let head = "    <testcase classname=\"\(JUnitText.escaped(classname))\" name=\"\(JUnitText.escaped(name))\"\(JUnitDocument.file(file))"
            + (time.map { " time=\"\(Self.seconds($0))\"" } ?? "")
        var body: [String] = []
        switch outcome {
        case .passed: break
        case .failure(let type, let message, let details): body.append(Self.element("failure", type: type, message: message, details: details))
        case .error(let type, let message, let details): body.append(Self.element("error", type: type, message: message, details: details))
        case .skipped(let message): body.append("      <skipped message=\"\(JUnitText.escaped(message))\"/>")
        }
        // Input reaches `output` only through `JUnitText`, so the markers here are the only ones.
        let markers = attachments.filter(Self.canMark).map { "[[ATTACHMENT|\(JUnitText.escaped($0))]]" }
        let systemOut = ((output.map { [JUnitText.escaped($0)] } ?? []) + markers).joined(separator: "\n")
        if output != nil || !markers.isEmpty { body.append("      <system-out>\(systemOut)</system-out>") }
        guard !body.isEmpty else { return [head + "/>"] }
        return [head + ">"] + body + ["    </testcase>"]
    }

    /// Whether `path` can stand in an attachment marker as it is.
    static func canMark(_ path: String) -> Bool {
        !path.isEmpty && !path.unicodeScalars.contains { "[]|".unicodeScalars.contains($0) || $0.properties.generalCategory == .control }
    }

    private static func element(_ tag: String, type: String, message: String, details: String?) -> String {
        let open = "      <\(tag) type=\"\(JUnitText.escaped(type))\" message=\"\(JUnitText.escaped(message))\""
        guard let details else { return open + "/>" }
        return open + ">\(JUnitText.escaped(details))</\(tag)>"
    }
}
