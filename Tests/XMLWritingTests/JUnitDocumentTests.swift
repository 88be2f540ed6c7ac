import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import XMLWriting

@Suite struct JUnitDocumentTests {
    @Test func escapingIsSafeInContentAndAttributes() {
        #expect(XMLText.escaped("a<b>&\"c'\u{1}\u{FFFF}") == "a&lt;b&gt;&amp;&quot;c&#39;\u{FFFD}\u{FFFD}")
        #expect(XMLText.escaped("line\nbreak\ttab é 🎉") == "line\nbreak\ttab é 🎉")
    }

    @Test func countsComeFromTheCasesAndTheDocumentParses() throws {
        let document = JUnitDocument(name: "run <1>", suites: [
            JUnitSuite(name: "promo", file: "c/promo.json", cases: [
                JUnitCase(classname: "promo", name: "passes"),
                JUnitCase(classname: "promo", name: "fails", outcome: .failure(type: "mismatch", message: "a \"b\"", details: "x & y")),
                JUnitCase(classname: "promo", name: "breaks", outcome: .error(type: "render", message: "m")),
                JUnitCase(classname: "promo", name: "skips", outcome: .skipped(message: "suppressed: known")),
                JUnitCase(classname: "promo", name: "notes", output: "warning: w"),
            ]),
        ])
        let xml = document.xml()
        #expect(xml.hasSuffix("</testsuites>\n"))
        #expect(xml.contains("    <testcase classname=\"promo\" name=\"passes\"/>\n"))
        let parsed = try XMLDocument(data: Data(xml.utf8))
        let root = try #require(parsed.rootElement())
        #expect(root.attribute(forName: "name")?.stringValue == "run <1>")
        for element in [root, try #require(try parsed.nodes(forXPath: "/testsuites/testsuite").first as? XMLElement)] {
            #expect(element.attribute(forName: "tests")?.stringValue == "5")
            #expect(element.attribute(forName: "failures")?.stringValue == "1")
            #expect(element.attribute(forName: "errors")?.stringValue == "1")
            #expect(element.attribute(forName: "skipped")?.stringValue == "1")
        }
        let failure = try #require(try parsed.nodes(forXPath: "//testcase[@name='fails']/failure").first as? XMLElement)
        #expect(failure.attribute(forName: "message")?.stringValue == "a \"b\"")
        #expect(failure.stringValue == "x & y")
        #expect(try parsed.nodes(forXPath: "//testcase[@name='notes']/system-out").first?.stringValue == "warning: w")
        #expect(try parsed.nodes(forXPath: "/testsuites/testsuite/@file").first?.stringValue == "c/promo.json")
    }
}
