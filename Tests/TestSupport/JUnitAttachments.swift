import Foundation
import FoundationXML

/// What GitLab and Jenkins read out of a JUnit file: the decoded text of
/// every element and attribute, and the `[[ATTACHMENT|...]]` markers in it.
public enum JUnitAttachments {
    /// Every text and attribute value of `xml`, as an XML parser decodes them.
    public static func texts(in xml: Data) throws -> [String] {
        let parsed = try XMLDocument(data: xml)
        var texts: [String] = []
        func collect(_ node: XMLNode) {
            if let element = node as? XMLElement { texts += (element.attributes ?? []).compactMap(\.stringValue) }
            if node.kind == .text, let value = node.stringValue { texts.append(value) }
            for child in node.children ?? [] { collect(child) }
        }
        if let root = parsed.rootElement() { collect(root) }
        return texts
    }

    /// The `[[...]]` markers in those texts, in order.
    public static func markers(in xml: Data) throws -> [String] {
        try texts(in: xml).flatMap { text in
            text.components(separatedBy: "[[").dropFirst().map { "[[" + ($0.components(separatedBy: "]]").first ?? "") + "]]" }
        }
    }
}
