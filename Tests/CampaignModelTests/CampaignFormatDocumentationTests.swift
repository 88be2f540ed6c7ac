import Foundation
import TestSupport
import Testing
@testable import CampaignModel

/// docs/campaign-format.md is the campaign format's reference: its key
/// tables must list exactly the keys the reader accepts, its complete
/// example must decode cleanly, and the problems it shows must be the real ones.
@Suite struct CampaignFormatDocumentationTests {
    static let document = (try? String(contentsOf: Repository.root.appendingPathComponent("docs/campaign-format.md"), encoding: .utf8)) ?? ""

    /// Whether the document holds `text` (a helper, so a failure names the text rather than the whole document).
    static func documents(_ text: String) -> Bool { document.contains(text) }

    /// Each key table of the document (`<!-- keys:NAME -->`) and the list the reader checks that object against.
    static let tables: [(name: String, keys: [String])] = [
        ("campaign", CampaignReader.campaignKeys),
        ("button", CampaignReader.buttonKeys),
        ("buttonStyle", CampaignReader.buttonStyleKeys),
        ("messageStyle", CampaignReader.messageStyleKeys),
        ("localization", CampaignReader.localizationKeys),
        ("action.dismiss", CampaignReader.dismissKeys),
        ("action.openURL", CampaignReader.openURLKeys),
        ("action.navigate", CampaignReader.navigateKeys),
        ("action.requestPushPermission", CampaignReader.requestPushPermissionKeys),
    ]

    /// The text after `marker`, up to the first blank line after it.
    static func section(after marker: String) -> [Substring]? {
        guard let start = document.range(of: marker) else { return nil }
        let lines = document[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
        return Array(lines.prefix { !$0.trimmingCharacters(in: .whitespaces).isEmpty })
    }

    /// The backticked key at the start of each row of the table after `<!-- keys:NAME -->`.
    static func documentedKeys(_ name: String) -> [String]? {
        section(after: "<!-- keys:\(name) -->")?.compactMap { line in
            guard line.hasPrefix("| `") else { return nil }
            return line.dropFirst(3).prefix { $0 != "`" }.description
        }
    }

    /// The contents of the `index`-th fenced block after `marker`.
    static func fencedBlock(after marker: String, index: Int = 0) -> String? {
        guard let start = document.range(of: marker) else { return nil }
        var blocks: [String] = []
        var current: [Substring]?
        for line in document[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                if let lines = current {
                    blocks.append(lines.joined(separator: "\n"))
                    current = nil
                    if blocks.count > index { break }
                } else {
                    current = []
                }
            } else {
                current?.append(line)
            }
        }
        return blocks.count > index ? blocks[index] : nil
    }

    @Test(arguments: tables.map(\.name))
    func aKeyTableListsExactlyTheKeysTheReaderAccepts(_ name: String) throws {
        let documented = try #require(Self.documentedKeys(name), "docs/campaign-format.md has no <!-- keys:\(name) --> table")
        let accepted = try #require(Self.tables.first { $0.name == name }).keys
        #expect(Set(accepted).subtracting(documented).sorted() == [], "accepted by the reader, missing from the \(name) table")
        #expect(Set(documented).subtracting(accepted).sorted() == [], "in the \(name) table, unknown to the reader")
        #expect(documented.count == Set(documented).count, "a key listed twice in the \(name) table")
    }

    @Test func theKnownActionTypesAreTheOnesWithKeyTables() {
        let documented = Set(Self.tables.map(\.name).filter { $0.hasPrefix("action.") }.map { String($0.dropFirst("action.".count)) })
        #expect(documented == ["dismiss", "openURL", "navigate", "requestPushPermission"])
        for type in documented {
            let action = #"{"type": "\#(type)", "url": "https://example.com", "route": "home"}"#
            let decoded = try? decodeCampaign(#"{"id": "c", "type": "modal", "clickAction": \#(action)}"#)
            #expect(decoded?.campaign.clickAction?.typeName == type, "\(type) is not an action type the reader knows")
        }
    }

    @Test func theCompleteExampleUsesEveryKeyAndDecodesWithoutAWarning() throws {
        let json = try #require(Self.fencedBlock(after: "<!-- example:complete -->"))
        let decoded = try decodeCampaign(json, file: "complete.json")
        #expect(decoded.warnings.map(\.description) == [])

        let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
        var used: Set<String> = []
        func collect(_ value: Any, skipping: Set<String>) {
            if let dictionary = value as? [String: Any] {
                for (key, child) in dictionary {
                    used.insert(key)
                    if !skipping.contains(key) { collect(child, skipping: skipping) }
                }
            } else if let array = value as? [Any] {
                array.forEach { collect($0, skipping: skipping) }
            }
        }
        // Free-form objects hold no format keys.
        collect(object, skipping: ["extras", "arguments"])
        let everyKey = Set(Self.tables.flatMap(\.keys))
        #expect(everyKey.subtracting(used).sorted() == [], "keys the complete example does not use")
    }

    @Test func theErrorsShownAreTheReadersOwn() throws {
        let json = try #require(Self.fencedBlock(after: "<!-- decoder-output:errors -->"))
        let shown = try #require(Self.fencedBlock(after: "<!-- decoder-output:errors -->", index: 1))
        #expect(rejection(json, file: "broken.json").joined(separator: "\n") == shown)
    }

    @Test func theWarningsShownAreTheReadersOwn() throws {
        let json = try #require(Self.fencedBlock(after: "<!-- decoder-output:warnings -->"))
        let shown = try #require(Self.fencedBlock(after: "<!-- decoder-output:warnings -->", index: 1))
        #expect(warnings(json, file: "spring.json").joined(separator: "\n") == shown)
    }

    /// The fixed texts of the reader's problems: string literals given as
    /// `expected:`, `note:` or `reason:` (or kept in a constant) in
    /// `Sources/CampaignModel/CampaignReader*.swift`. Texts built with
    /// interpolation are left out; their fixed parts are listed elsewhere.
    static func readerTexts() throws -> [String] {
        let folder = Repository.root.appendingPathComponent("Sources/CampaignModel")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasPrefix("CampaignReader") && $0.hasSuffix(".swift") }.sorted()
        var texts: [String] = []
        for file in files {
            let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for label in ["expected: \"", "note: \"", "reason: \"", "expected = \"", "Expected = \"", "missing = \""] {
                var rest = source[...]
                while let start = rest.range(of: label) {
                    var literal = ""
                    var interpolated = false
                    var index = start.upperBound
                    while index < rest.endIndex, rest[index] != "\"" {
                        if rest[index] == "\\" {
                            // An escape: `\"` is a quote, `\(` starts an interpolation.
                            index = rest.index(after: index)
                            interpolated = interpolated || rest[index] == "("
                        }
                        literal.append(rest[index])
                        index = rest.index(after: index)
                    }
                    if !interpolated { texts.append(literal) }
                    rest = rest[index...]
                }
            }
        }
        return texts
    }

    @Test func everyFixedProblemTextOfTheReaderIsDocumented() throws {
        let texts = try Self.readerTexts()
        #expect(texts.count > 25, "found too few texts to mean anything: \(texts)")
        for text in Set(texts).sorted() {
            #expect(Self.documents(text), "docs/campaign-format.md does not mention \"\(text)\"")
        }
    }

    @Test func theFirstExampleDecodes() throws {
        let json = try #require(Self.fencedBlock(after: "## A first example"))
        #expect(try decodeCampaign(json).warnings.isEmpty)
    }
}
