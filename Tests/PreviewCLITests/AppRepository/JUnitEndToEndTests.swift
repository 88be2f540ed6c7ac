import Foundation
import TestSupport
import Testing

/// Issue 13, item 5: the JUnit a CI front end reads, read back by a real
/// JUnit parser (Python's junitparser, when installed) from a check of the
/// app repository: times, attachments that exist where GitLab and Jenkins
/// look (relative to the job's folder), and a text failure's diff.
@Suite struct JUnitEndToEndTests {
    static let hasJunitparser = (try? ExternalTool.run("python3", ["-c", "import junitparser"])) != nil

    static let reader = """
        import json, sys
        from junitparser import JUnitXml, Failure, Error
        xml = JUnitXml.fromfile(sys.argv[1])
        cases = []
        for suite in xml:
            for case in suite:
                results = [{"kind": type(r).__name__, "type": r.type, "message": r.message, "text": r.text} for r in case.result]
                cases.append({"suite": suite.name, "name": case.name, "time": case.time, "results": results,
                              "out": case.system_out or ""})
        print(json.dumps({"tests": xml.tests, "failures": xml.failures, "errors": xml.errors, "time": xml.time, "cases": cases}))
        """

    @Test(.enabled(if: hasJunitparser, "python3 with junitparser is not installed (pip install junitparser); skipped"))
    func junitCarriesTimesAttachmentsAndTextDiffs() throws {
        let repo = try AppRepository()
        #expect(try repo.run(["golden", "record", "-q"]).exitCode == 0)
        try repo.edit("campaigns/engagement/streak-reminder.json") { $0.replacingOccurrences(of: "12-day", with: "30-day") }
        #expect(try repo.run(["golden", "check", "-q"]).exitCode == 1)

        let script = try repo.folder.write("read-junit.py", Self.reader)
        let data = try ExternalTool.run("python3", [script.path, repo.url.appendingPathComponent(".preview/report/junit.xml").path])
        let junit = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(junit["tests"] as? Int == AppRepository.outputCount)
        #expect(junit["failures"] as? Int == 4)
        #expect(junit["errors"] as? Int == 0)
        let cases = try #require(junit["cases"] as? [[String: Any]])
        #expect(cases.count == AppRepository.outputCount)
        #expect(cases.allSatisfy { ($0["time"] as? Double).map { $0 >= 0 } == true }, "every test case has a time")
        #expect((junit["time"] as? Double ?? 0) > 0)

        let text = try #require(cases.first { $0["suite"] as? String == "engagement/streak-reminder" && $0["name"] as? String == "iphone-15-portrait-en-l.a11y.txt" })
        let failure = try #require((text["results"] as? [[String: Any]])?.first)
        #expect(failure["kind"] as? String == "Failure")
        #expect(failure["type"] as? String == "mismatch")
        let body = try #require(failure["text"] as? String)
        #expect(body.contains("--- expected\n+++ actual\n"), "\(body)")
        #expect(body.split(separator: "\n").contains { $0.hasPrefix("- ") && $0.contains("12-day") }, "\(body)")
        #expect(body.split(separator: "\n").contains { $0.hasPrefix("+ ") && $0.contains("30-day") }, "\(body)")

        let image = try #require(cases.first { $0["suite"] as? String == "engagement/streak-reminder" && $0["name"] as? String == "iphone-15-portrait-en-l.png" })
        let attachments = (image["out"] as? String ?? "").split(separator: "\n").map(String.init)
        #expect(attachments == ["expected", "actual", "diff"].map {
            "[[ATTACHMENT|.preview/report/images/\($0)/engagement/streak-reminder/iphone-15-portrait-en-l.png]]"
        })
        for attachment in attachments {
            let path = String(attachment.dropFirst("[[ATTACHMENT|".count).dropLast(2))
            #expect(repo.exists(path), "attachments are relative to the folder the job ran in: \(path)")
        }
        let passing = try #require(cases.first { $0["suite"] as? String == "promos/welcome-modal" })
        #expect((passing["results"] as? [Any])?.isEmpty == true)
    }
}
