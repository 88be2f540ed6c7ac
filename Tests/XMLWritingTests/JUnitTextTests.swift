import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TestSupport
import XMLWriting

/// `JUnitText` and the attachment markers: input cannot add a marker CI
/// would act on (docs/security.md, "What is printed: escaped for each medium").
@Suite struct JUnitTextTests {
    static let hostilePath = "x]] [[ATTACHMENT|/etc/passwd]]"

    @Test func bracketPairsAreBrokenAndXMLIsEscaped() {
        #expect(JUnitText.escaped(Self.hostilePath) == #"x]\] [\[ATTACHMENT|/etc/passwd]\]"#)
        #expect(JUnitText.escaped("[[[ ]]]") == #"[\[\[ ]\]\]"#)
        #expect(JUnitText.escaped("[x] [y]") == "[x] [y]")
        #expect(JUnitText.escaped("a<b>&\"\u{1}[[PROPERTY|k=v]]") == #"a&lt;b&gt;&amp;&quot;"# + "\u{FFFD}" + #"[\[PROPERTY|k=v]\]"#)
    }

    /// What a terminal or a CI runner would act on is written as a reference,
    /// so the raw document cannot start a workflow command or move a cursor,
    /// and a reader still gets the text back.
    @Test func whatALogWouldActOnIsAReference() throws {
        let text = "a\n  ::error::pwned\r\n##[warning]w \u{9B}31m \u{202E}x\tb: c"
        let escaped = JUnitText.escaped(text)
        #expect(escaped == "a\n  &#x3A;:error::pwned&#xD;\n##&#x5B;warning]w &#x9B;31m &#x202E;x\tb: c")
        #expect(JUnitText.escaped("\u{1B}]0;x\u{7}") == "\u{FFFD}]0;x\u{FFFD}", "XML 1.0 has no C0 controls but tab and line breaks")
        let parsed = try XMLDocument(data: Data("<a b=\"\(escaped)\">\(escaped)</a>".utf8))
        let root = try #require(parsed.rootElement())
        #expect(root.stringValue == text)
        #expect(root.attribute(forName: "b")?.stringValue?.contains("::error::pwned") == true)
    }

    /// The document's markers are the attachments it was given, each on its
    /// own line; hostile names, messages and output add none, and a path that
    /// cannot stand in a marker is left out.
    @Test func onlyTheGivenAttachmentsAreMarked() throws {
        let hostile = Self.hostilePath
        let document = JUnitDocument(name: hostile, suites: [
            JUnitSuite(name: hostile, file: hostile, cases: [
                JUnitCase(classname: hostile, name: hostile, file: hostile,
                          outcome: .failure(type: hostile, message: hostile, details: hostile + "\n" + hostile),
                          output: hostile, attachments: ["report/images/actual/a.png", "report/images/" + hostile, "a|b", "a\nb.png", ""]),
                JUnitCase(classname: "c", name: "skipped", outcome: .skipped(message: hostile)),
                JUnitCase(classname: "c", name: "error", outcome: .error(type: "render", message: hostile, details: hostile),
                          attachments: ["report/images/diff/a & b.png"]),
            ]),
        ])
        let xml = Data(document.xml().utf8)
        let parsed = try XMLDocument(data: xml)
        // What CI reads: the decoded text of every element and attribute.
        let texts = try JUnitAttachments.texts(in: xml)
        let markers = try JUnitAttachments.markers(in: xml)
        #expect(markers == ["[[ATTACHMENT|report/images/actual/a.png]]", "[[ATTACHMENT|report/images/diff/a & b.png]]"], "\(texts)")
        let systemOut = try parsed.nodes(forXPath: "//testcase[@classname='c'][@name='error']/system-out").first?.stringValue
        #expect(systemOut == "[[ATTACHMENT|report/images/diff/a & b.png]]")
    }
}
